import { z } from 'zod';
import { hasRole } from '../../../domain/tokens.js';
import { getWebhook } from '../../../domain/webhooks/webhooks.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { toWebhook, webhookSchema } from './webhook-schema.js';

export function getWebhookRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/webhooks/:id',
    {
      schema: {
        summary: 'A webhook',
        tags: ['webhooks'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(webhookSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const webhook = await getWebhook(deps.webhooks, workspace.id, request.params.id);
      return { data: toWebhook(webhook, hasRole(authOf(request), 'owner')) };
    },
  );
}
