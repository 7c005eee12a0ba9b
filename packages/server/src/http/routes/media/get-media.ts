import { z } from 'zod';
import { getMedia } from '../../../domain/media/library.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { mediaItemSchema, toMediaItem } from './media-item-schema.js';

export function getMediaRoute(app: ZodApp, deps: RouteDeps): void {
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
      const item = await getMedia(deps.media, workspace.id, request.params.id);
      return { data: toMediaItem(deps.publicUrl, item) };
    },
  );
}
