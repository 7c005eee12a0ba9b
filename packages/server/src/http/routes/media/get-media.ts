import { z } from 'zod';
import { getMedia } from '../../../domain/media/library.js';
import { toMediaItem } from '../../../domain/media/media-items.js';
import type { Services } from '../../../services.js';
import { workspaceOf } from '../../request-context.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { mediaItemSchema } from './media-item-schema.js';

export function getMediaRoute(app: ZodApp, services: Services): void {
  app.get(
    '/media/:id',
    {
      schema: {
        summary: 'One media item',
        tags: ['media'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(mediaItemSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const item = await getMedia(services.media, workspace.id, request.params.id);
      return { data: toMediaItem(services.config.publicUrl, item) };
    },
  );
}
