import { z } from 'zod';
import { PREVIEW_PRESET, previewBrand } from '../../../domain/brand/brand-preview.js';
import { isStoryboardPreset, PRESETS, type PresetId } from '../../../domain/presets/preset-catalogue.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { brandInputSchema } from './brand-schema.js';

const PICTURE_PRESETS = PRESETS.filter((p) => !isStoryboardPreset(p)).map((p) => p.presetId) as [
  PresetId,
  ...PresetId[],
];

const previewInputSchema = brandInputSchema.omit({ version: true }).extend({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('The product the picture shows; the brand name followed by "signature product" when left out.'),
  presetId: z
    .enum(PICTURE_PRESETS)
    .optional()
    .describe(`The picture preset to draw; \`${PREVIEW_PRESET}\` when left out.`),
});

const previewSchema = z
  .object({
    presetId: z.enum(PICTURE_PRESETS),
    image: z.string().describe('The picture as a `data:` URL, to show as it is; it is stored nowhere.'),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'BrandPreview' });

const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** `POST /brand/preview`: one picture drawn with a brand before it is saved; free, stored nowhere. */
export function previewBrandRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/brand/preview',
    {
      schema: {
        summary: 'Preview a brand kit before saving it',
        description:
          "Draws one picture of a preset (the colour card unless `presetId` says otherwise) with the brand given — the same body as PUT /brand — and the logo as currently saved. Drawn by the studio whatever engine runs use; free, nothing is stored and the brand's version does not change. Owners and editors, as for PUT /brand.",
        tags: ['brand'],
        body: previewInputSchema,
        response: { 200: dataEnvelope(previewSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const { subject, presetId, ...brand } = request.body;
      const preview = await previewBrand(deps.brand, authOf(request), workspace.id, {
        brand,
        subject,
        presetId,
      });
      return {
        data: {
          presetId: preview.presetId,
          image: `data:${MIME[preview.format]};base64,${preview.bytes.toString('base64')}`,
          width: preview.width,
          height: preview.height,
        },
      };
    },
  );
}
