import { z } from 'zod';
import { completeUpload } from '../../../domain/media/complete-upload.js';
import { toMediaItem } from '../../../domain/media/media-items.js';
import { requireRole } from '../../../domain/tokens.js';
import type { Services } from '../../../services.js';
import { authOf, workspaceOf } from '../../request-context.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

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

/** ★3 `POST /media/complete`: checks what was uploaded and adds it to the library. */
export function completeUploadRoute(app: ZodApp, services: Services): void {
  app.post(
    '/media/complete',
    {
      schema: {
        summary: 'Complete a direct upload',
        tags: ['media'],
        body: z.object({ path: z.string().min(1).max(300) }),
        response: {
          200: dataEnvelope(mediaItemSchema),
          201: dataEnvelope(mediaItemSchema),
          ...problemResponses,
        },
      },
    },
    async (request, reply) => {
      requireRole(authOf(request), 'editor', 'upload media');
      const workspace = await workspaceOf(request);
      const { item, created } = await completeUpload(services.media, {
        workspaceId: workspace.id,
        path: request.body.path,
      });
      return reply.code(created ? 201 : 200).send({ data: toMediaItem(services.config.publicUrl, item) });
    },
  );
}
