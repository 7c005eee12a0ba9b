import { z } from 'zod';

/** `MediaItem` (SPEC §6), shared by every media route. */
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
    createdAt: z.string(),
  })
  .meta({ id: 'MediaItem' });
