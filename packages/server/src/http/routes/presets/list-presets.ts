import { z } from 'zod';
import { PRESETS } from '../../../domain/presets/preset-catalogue.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

const presetSchema = z
  .object({
    presetId: z.string(),
    kind: z.enum(['ugc', 'product_hero', 'video_storyboard']),
    name: z.string(),
    description: z.string(),
    outputs: z.object({
      count: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      aspectRatio: z.enum(['1:1', '4:5', '9:16', '16:9']),
      format: z.string(),
    }),
    creditsPerOutput: z.literal(1),
    creditsPerRun: z.number().int(),
    referenceImage: z.enum(['optional', 'required']),
    copy: z.object({ platforms: z.array(z.string()) }),
  })
  .meta({ id: 'Preset' });

const body = {
  data: PRESETS.map(({ version: _version, ...p }) => ({ ...p, copy: { platforms: [...p.copy.platforms] } })),
};

export function listPresets(app: ZodApp): void {
  app.get(
    '/presets',
    {
      schema: {
        summary: 'The preset catalogue',
        tags: ['presets'],
        response: { 200: dataEnvelope(z.array(presetSchema)), ...problemResponses },
      },
    },
    async () => body,
  );
}
