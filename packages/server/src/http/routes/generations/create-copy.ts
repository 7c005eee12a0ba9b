import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError, invalidRequest, notFound } from '../../../domain/app-error.js';
import { findPreset } from '../../../domain/presets/preset-catalogue.js';
import { TONES } from '../../../ports/copy-engine.js';
import { EngineError } from '../../../ports/image-engine.js';
import type { Services } from '../../../services.js';
import { workspaceOf } from '../../request-context.js';
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

export function createCopyRoute(app: ZodApp, services: Services): void {
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
      const body = request.body;
      if (body.presetId !== undefined && !findPreset(body.presetId)) {
        throw notFound(`The preset ${JSON.stringify(body.presetId)}`);
      }
      const platform = body.platform ?? 'instagram';
      const tone = body.tone ?? 'casual';
      const seed =
        body.seed ??
        createHash('sha256')
          .update(JSON.stringify([body.subject, platform, tone, body.presetId ?? null]))
          .digest()
          .readUInt32BE(0) & 0x7fffffff;
      try {
        const variants = await services.generations.copyEngine.write({
          subject: body.subject,
          platform,
          tone,
          ...(body.presetId !== undefined ? { presetId: body.presetId } : {}),
          variants: body.variants ?? 3,
          language: 'en',
          seed,
        });
        return { data: { variants } };
      } catch (err) {
        if (!(err instanceof EngineError)) throw err;
        if (err.code === 'content_rejected')
          throw invalidRequest(`The copy provider refused the subject: ${err.message}`);
        throw new AppError('unavailable', `The copy provider is unavailable: ${err.message}`);
      }
    },
  );
}
