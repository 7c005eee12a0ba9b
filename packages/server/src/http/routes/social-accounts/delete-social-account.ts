import { z } from 'zod';
import { deleteSocialAccount } from '../../../domain/publishing/social-accounts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteSocialAccountRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/social-accounts/:id',
    {
      schema: {
        summary: 'Disconnect a social account (its credentials are no longer used)',
        tags: ['social accounts'],
        params: z.object({ id: idSchema }),
        response: {
          200: deletedEnvelope,
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      await deleteSocialAccount(deps.publishing, authOf(request), workspace.id, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
