import { z } from 'zod';
import { deleteWebhook } from '../../../domain/webhooks/webhooks.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteWebhookRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Delete a webhook (owner): nothing more is sent to it',
        tags: ['webhooks'],
        params: z.object({ id: idSchema }),
        response: {
          200: deletedEnvelope,
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      await deleteWebhook(deps.webhooks, authOf(request), workspace.id, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
