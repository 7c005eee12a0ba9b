import { z } from 'zod';
import { writeCopy } from '../../../domain/copy/write-copy.js';
import { TONES } from '../../../ports/copy-engine.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { platformSchema } from './generation-schema.js';

const variantSchema = z.object({
  caption: z.string().describe('The full text to post: hook, body, call to action and hashtags.'),
  hook: z.string(),
  body: z.string(),
  cta: z.string(),
  hashtags: z.array(z.string()),
  characterCount: z.number().int().describe("The caption's length counted the platform's way."),
});

export function createCopyRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/generations/copy',
    {
      schema: {
        summary: 'Write captions for a subject (free)',
        description:
          "Every variant fits the platform's limit counted the platform's way (X: twitter-text weighting; Bluesky: graphemes). The same request gives the same variants; pass another `seed` for others.",
        tags: ['generations'],
        body: z.object({
          subject: z
            .string()
            .trim()
            .min(1, 'subject must be 1–500 characters')
            .max(500, 'subject must be 1–500 characters'),
          platform: platformSchema.optional(),
          tone: z.enum(TONES).optional(),
          presetId: z.string().min(1).max(100).optional(),
          variants: z.number().int().min(1, 'variants must be 1–5').max(5, 'variants must be 1–5').optional(),
          language: z.literal('en').optional(),
          seed: z
            .number()
            .int()
            .min(0)
            .max(2 ** 31 - 1)
            .optional(),
        }),
        response: { 200: dataEnvelope(z.object({ variants: z.array(variantSchema) })), ...problemResponses },
      },
    },
    async (request) => {
      await workspaceOf(request);
      return { data: { variants: await writeCopy(deps.generations.copyEngine, request.body) } };
    },
  );
}
