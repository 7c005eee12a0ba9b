import type { OpenAPIV3_1 } from 'openapi-types';
import { WEBHOOK_EVENT_SCHEMAS } from '../../../domain/webhooks/event-payloads.js';

/**
 * The OpenAPI document's `webhooks`: for each event type, the signed POST a webhook receives, its
 * body the event's schema (published under `components.schemas` like every named shape).
 */
export function webhookEventsDocument(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_SCHEMAS).map(([type, schema]) => {
      const meta = schema.meta() as { id: string; description: string };
      return [
        type,
        {
          post: {
            summary: meta.description,
            description:
              'Signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature`); the same `webhook-id` on every retry.',
            tags: ['webhooks'],
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${meta.id}` } } },
            },
            responses: {
              '2XX': {
                description: 'Received. Any other answer is retried with back-off for 24 hours; 410 stops.',
              },
            },
          },
        },
      ];
    }),
  );
}
