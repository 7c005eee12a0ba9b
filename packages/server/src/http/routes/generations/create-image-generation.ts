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
import { referenceImagesSchema, seedSchema, useBrandSchema } from './generation-schema.js';

export function createImageGenerationRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/generations/image',
    {
      config: {
        idempotency: {
          replay: (request, reply, first) => replayGeneration(deps, request, reply, first),
        },
      },
      schema: {
        summary: 'Generate images from a prompt (1 credit per image)',
        description:
          'On the default `studio` engine, a compositing renderer and not a generative model, the prompt is read, not printed: its colours, surfaces (marble, wood, concrete, linen, terrazzo…), light (soft, morning, dramatic, neon), mood and layout words choose and set up a studio scene around the reference images (the product cut out of the first), and only text in quotes ("20% off") is drawn. A provider engine (`IMAGE_ENGINE=openai`) sends the prompt and references to a generative image model instead, which can draw anything the prompt describes. Waits up to 30 s for the result (`Prefer: wait=N`, N ≤ 60) and answers 201 with the finished generation; if it is not finished by then, or with `Prefer: respond-async`, answers 202 with `Location`.',
        tags: ['generations'],
        querystring: dryRunQuery,
        body: z.object({
          prompt: z
            .string()
            .trim()
            .min(1, 'prompt must be 1–2000 characters')
            .max(2000, 'prompt must be 1–2000 characters'),
          referenceImages: referenceImagesSchema.optional(),
          count: z.number().int().min(1, 'count must be 1–4').max(4, 'count must be 1–4').optional(),
          aspectRatio: z.enum(['1:1', '4:5', '9:16', '16:9']).optional(),
          campaignId: z.string().min(1).max(64).optional(),
          seed: seedSchema.optional(),
          brand: useBrandSchema.optional(),
          language: languageSchema
            .optional()
            .describe(
              'The language of the quoted text drawn, which chooses its typefaces; without it, told from the prompt’s script.',
            ),
        }),
        response: acceptedGenerationResponses,
      },
    },
    async (request, reply) =>
      answerGenerationRequest(request, reply, deps, { type: 'image', ...request.body }),
  );
}
