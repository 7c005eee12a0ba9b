import { z } from 'zod';
import { deletePost } from '../../../domain/publishing/posts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function deletePostRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/posts/:id',
    {
      schema: {
        summary: 'Delete a draft or a scheduled post (a scheduled post’s reservation is released)',
        description: 'A post that is being published or has been is 409 `conflict`.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        response: {
          200: deletedEnvelope,
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      await deletePost(deps.publishing, authOf(request), workspace.id, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
