import { z } from 'zod';
import { listDeliveries } from '../../../domain/webhooks/webhooks.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { idSchema, listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { toWebhookDelivery, webhookDeliverySchema } from './webhook-schema.js';

export function listWebhookDeliveriesRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        summary: 'The events sent to a webhook, newest first, with every attempt',
        tags: ['webhooks'],
        params: z.object({ id: idSchema }),
        querystring: paginationQuery,
        response: { 200: listEnvelope(webhookDeliverySchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listDeliveries(deps.webhooks, workspace.id, request.params.id, {
        limit: limit + 1,
        before: decodeCursor(cursor, 'msg'),
      });
      const result = page(rows, limit, (d) => d.id);
      return { ...result, data: result.data.map(toWebhookDelivery) };
    },
  );
}
