import { z } from 'zod';
import type { RouteDeps } from '../../route-deps.js';
import { dryRunQuery } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { languageSchema } from '../workspaces/workspace-schema.js';
import {
  acceptedGenerationResponses,
  answerGenerationRequest,
  replayGeneration,
} from './answer-generation.js';
import {
  backdropImageSchema,
  claimsSchema,
  platformSchema,
  referenceImagesSchema,
  seedSchema,
  useBrandSchema,
} from './generation-schema.js';

export function createPresetGenerationRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/generations/preset',
    {
      config: {
        idempotency: {
          replay: (request, reply, first) => replayGeneration(deps, request, reply, first),
        },
      },
      schema: {
        summary: 'Run a preset: images with captions (1 credit per output image)',
        description:
          'Waits up to 30 s for the result (`Prefer: wait=N`, N ≤ 60) and answers 201 with the finished generation; if it is not finished by then, or with `Prefer: respond-async`, answers 202 with `Location`.',
        tags: ['generations'],
        querystring: dryRunQuery,
        body: z.object({
          presetId: z.string().min(1).max(100),
          subject: z
            .string()
            .trim()
            .min(1, 'subject must be 1–500 characters')
            .max(500, 'subject must be 1–500 characters'),
          campaignId: z.string().min(1).max(64).optional(),
          referenceImages: referenceImagesSchema.optional(),
          backdropImage: backdropImageSchema.optional(),
          platform: platformSchema.optional(),
          seed: seedSchema.optional(),
          brand: useBrandSchema.optional(),
          claims: claimsSchema.optional(),
          language: languageSchema.optional(),
        }),
        response: acceptedGenerationResponses,
      },
    },
    async (request, reply) =>
      answerGenerationRequest(request, reply, deps, { type: 'preset', ...request.body }),
  );
}
