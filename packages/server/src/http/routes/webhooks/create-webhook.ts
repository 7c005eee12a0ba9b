import { z } from 'zod';
import { createWebhook } from '../../../domain/webhooks/webhooks.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, httpUrlSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { eventTypeSchema, newWebhookSchema, toWebhook } from './webhook-schema.js';

export function createWebhookRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/webhooks',
    {
      schema: {
        summary: 'Subscribe a URL to events (owner)',
        description:
          'Each event is POSTed as `{ type, timestamp, data }`, signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with the `secret` answered here once. A receiver that does not answer 2xx gets the event again, with the same `webhook-id`, for 24 hours. URLs on private, loopback or link-local addresses are refused (unless the operator allows them); redirects are not followed.',
        tags: ['webhooks'],
        body: z.object({ url: httpUrlSchema, events: z.array(eventTypeSchema).min(1).max(20) }),
        response: { 201: dataEnvelope(newWebhookSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const { webhook, secret } = await createWebhook(
        deps.webhooks,
        authOf(request),
        workspace.id,
        request.body,
      );
      return reply.code(201).send({ data: { ...toWebhook(webhook), secret } });
    },
  );
}
