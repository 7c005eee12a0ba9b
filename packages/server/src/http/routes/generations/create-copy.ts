import { z } from 'zod';
import { brandVersionForRun, resolveBrandVoice } from '../../../domain/brand/brand-kit.js';
import { writeCopy } from '../../../domain/copy/write-copy.js';
import { TONES } from '../../../ports/copy-engine.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { languageSchema } from '../workspaces/workspace-schema.js';
import { claimsSchema, platformSchema } from './generation-schema.js';

const variantSchema = z.object({
  caption: z.string().describe('The full text to post: hook, body, call to action and hashtags.'),
  hook: z.string(),
  body: z.string(),
  cta: z.string(),
  hashtags: z.array(z.string()),
  characterCount: z.number().int().describe("The caption's length counted the platform's way."),
  language: languageSchema.describe('The language the variant is written in.'),
});

export function createCopyRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/generations/copy',
    {
      schema: {
        summary: 'Write captions for a subject (free)',
        description:
          "Every variant fits the platform's limit counted the platform's way (X: twitter-text weighting; Bluesky: graphemes). Without `seed` each call draws a fresh one, answered as `seed`: send it again with the same request for the same variants. Nothing is claimed about the product beyond `claims`.",
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
          language: languageSchema.optional(),
          seed: z
            .number()
            .int()
            .min(0)
            .max(2 ** 31 - 1)
            .optional(),
          claims: claimsSchema.optional(),
          brand: z
            .boolean()
            .optional()
            .describe(
              "false: write without the workspace's brand voice. By default the brand's hashtags are added to every caption and its banned words are never written.",
            ),
        }),
        response: {
          200: dataEnvelope(
            z.object({
              language: languageSchema.describe('The language the copy is written in.'),
              seed: z
                .number()
                .int()
                .describe(
                  'The seed the variants were drawn with: the same request with it gives the same variants.',
                ),
              variants: z.array(variantSchema),
            }),
          ),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const { brand, ...input } = request.body;
      const version = await brandVersionForRun(deps.brand, workspace.id, brand);
      const voice = version === null ? undefined : await resolveBrandVoice(deps.brand, workspace.id, version);
      return {
        data: await writeCopy(deps.generations.copyEngine, {
          ...input,
          workspaceDefault: workspace.defaultLanguage,
          ...(voice ? { brand: voice } : {}),
        }),
      };
    },
  );
}
