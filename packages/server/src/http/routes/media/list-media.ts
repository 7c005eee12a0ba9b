import { z } from 'zod';
import { listMedia as listLibrary } from '../../../domain/media/library.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { mediaItemSchema, toMediaItem } from './media-item-schema.js';

export function listMedia(app: ZodApp, deps: RouteDeps): void {
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
      const rows = await listLibrary(
        deps.media,
        workspace.id,
        { source, campaignId },
        { limit: limit + 1, before: decodeCursor(cursor, 'med') },
      );
      const result = page(rows, limit, (m) => m.id);
      return { ...result, data: result.data.map((m) => toMediaItem(deps.publicUrl, m)) };
    },
  );
}
