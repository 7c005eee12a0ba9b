import { z } from 'zod';
import { deleteMedia } from '../../../domain/media/library.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteMediaRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/media/:id',
    {
      schema: {
        summary: 'Delete a media item (its URLs stop being served)',
        tags: ['media'],
        params: z.object({ id: idSchema }),
        response: {
          200: deletedEnvelope,
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      await deleteMedia(deps.media, authOf(request), workspace.id, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
