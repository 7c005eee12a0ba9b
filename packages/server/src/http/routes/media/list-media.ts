import { z } from 'zod';
import { toMediaItem } from '../../../domain/media/media-items.js';
import type { Services } from '../../../services.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { mediaItemSchema } from './media-item-schema.js';

export function listMedia(app: ZodApp, services: Services): void {
  app.get(
    '/media',
    {
      schema: {
        summary: 'The media library, newest first',
        tags: ['media'],
        querystring: paginationQuery.extend({
          source: z.enum(['upload', 'generation']).optional(),
          campaignId: z.string().min(1).max(64).optional(),
        }),
        response: { 200: listEnvelope(mediaItemSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, source, campaignId } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await services.store.media.list(
        workspace.id,
        { source, campaignId },
        { limit: limit + 1, before: decodeCursor(cursor, 'med') },
      );
      const result = page(rows, limit, (m) => m.id);
      return { ...result, data: result.data.map((m) => toMediaItem(services.config.publicUrl, m)) };
    },
  );
}
