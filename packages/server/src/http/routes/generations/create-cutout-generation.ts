import { z } from 'zod';
import type { RouteDeps } from '../../route-deps.js';
import { dryRunQuery } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import {
  acceptedGenerationResponses,
  answerGenerationRequest,
  replayGeneration,
} from './answer-generation.js';

export function createCutoutGenerationRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/generations/cutout',
    {
      config: {
        idempotency: {
          replay: (request, reply, first) => replayGeneration(deps, request, reply, first),
        },
      },
      schema: {
        summary: 'Remove the background of a photo (1 credit)',
        description:
          'Cuts the photo\'s product out with the segmentation model that runs in the service: one PNG output with alpha, the photo\'s size (its EXIF orientation applied), or with `crop: true` trimmed to the product. A transparent PNG keeps its own alpha. A photo with no subject the model can find gives the whole photo, opaque, with `render.cutout: "whole_photo"`. Waits like the other generations (`Prefer: wait=N`, `respond-async`).',
        tags: ['generations'],
        querystring: dryRunQuery,
        body: z.object({
          image: z
            .string()
            .min(1)
            .max(2048)
            .describe(
              'A media URL of this service ({PUBLIC_URL}/files/…) of a completed upload in the same workspace.',
            ),
          crop: z
            .boolean()
            .optional()
            .describe("Trim the output to the product instead of keeping the photo's size."),
        }),
        response: acceptedGenerationResponses,
      },
    },
    async (request, reply) =>
      answerGenerationRequest(request, reply, deps, { type: 'cutout', ...request.body }),
  );
}
