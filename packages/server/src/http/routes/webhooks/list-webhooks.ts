import { hasRole } from '../../../domain/tokens.js';
import { listWebhooks } from '../../../domain/webhooks/webhooks.js';
import { decodeCursor, page } from '../../pagination.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { toWebhook, webhookSchema } from './webhook-schema.js';

export function listWebhooksRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/webhooks',
    {
      schema: {
        summary: 'Webhooks, newest first',
        tags: ['webhooks'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(webhookSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listWebhooks(deps.webhooks, workspace.id, {
        limit: limit + 1,
        before: decodeCursor(cursor, 'whk'),
      });
      const result = page(rows, limit, (w) => w.id);
      const inFull = hasRole(authOf(request), 'owner');
      return { ...result, data: result.data.map((w) => toWebhook(w, inFull)) };
    },
  );
}
