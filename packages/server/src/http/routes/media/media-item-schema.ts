import { z } from 'zod';
import { mediaUrls } from '../../../domain/media/media-items.js';
import type { MediaRecord } from '../../../ports/persistence/media.js';

/** `MediaItem`, shared by every media route. */
export const mediaItemSchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    url: z.string().describe('Stable service URL, served without a token.'),
    thumbnailUrl: z.string(),
    mimeType: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int().describe('Size of the stored file (metadata removed).'),
    sha256: z.string().describe('Of the stored file.'),
    source: z.enum(['upload', 'generation']),
    caption: z.string().optional(),
    generationId: z.string().optional(),
    presetId: z.string().optional(),
    campaignId: z.string().optional(),
    variantOf: z
      .string()
      .optional()
      .describe(
        'The item this one was made from for a platform (cropped, scaled or re-encoded by a publish with `autoFix`).',
      ),
    createdAt: z.string(),
  })
  .meta({ id: 'MediaItem' });

/** `MediaItem` as the API shows it: the type the schema describes. */
export type MediaItem = z.infer<typeof mediaItemSchema>;

export function toMediaItem(publicUrl: string, m: MediaRecord): MediaItem {
  return {
    id: m.id,
    workspaceId: m.workspaceId,
    ...mediaUrls(publicUrl, m),
    mimeType: m.mimeType,
    width: m.width,
    height: m.height,
    bytes: m.bytes,
    sha256: m.sha256,
    source: m.source,
    ...(m.caption !== null ? { caption: m.caption } : {}),
    ...(m.generationId !== null ? { generationId: m.generationId } : {}),
    ...(m.presetId !== null ? { presetId: m.presetId } : {}),
    ...(m.campaignId !== null ? { campaignId: m.campaignId } : {}),
    ...(m.variantOf !== null ? { variantOf: m.variantOf } : {}),
    createdAt: m.createdAt,
  };
}
