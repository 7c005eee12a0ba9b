import { z } from 'zod';
import { maskUrlCredentials } from '../../../domain/masked-url.js';
import { EVENT_TYPES } from '../../../domain/webhooks/event-outbox.js';
import type { WebhookDeliveryRecord, WebhookRecord } from '../../../ports/persistence/webhooks.js';

export const eventTypeSchema = z.enum(EVENT_TYPES);

const fields = {
  id: z.string(),
  workspaceId: z.string(),
  url: z
    .string()
    .describe(
      'The receiver. Shown in full to owners; to others without what may be a credential (user and password, query values, token-like path segments: `***`).',
    ),
  events: z.array(eventTypeSchema),
  createdAt: z.string(),
};

export const webhookSchema = z.object(fields).meta({ id: 'Webhook' });

export const newWebhookSchema = z
  .object({
    ...fields,
    secret: z
      .string()
      .describe('The Standard Webhooks signing secret (`whsec_…`); shown only in this answer.'),
  })
  .meta({ id: 'NewWebhook' });

export const webhookDeliverySchema = z
  .object({
    id: z.string().describe('Also the `webhook-id` header, the same on every attempt.'),
    event: eventTypeSchema,
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    nextAttemptAt: z.string().optional(),
    createdAt: z.string(),
    completedAt: z.string().optional(),
    payload: z
      .looseObject({})
      .describe('The body sent: `{ type, timestamp, data }`, one of the `WebhookEvent` shapes.'),
    attemptLog: z.array(
      z.object({
        at: z.string(),
        status: z.number().int().nullable().describe('The receiver’s HTTP status; null when none came.'),
        error: z.string().nullable(),
        durationMs: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'WebhookDelivery' });

/** A webhook; its URL in full only for `inFull` (who may manage webhooks), else without its credentials. */
export const toWebhook = (w: WebhookRecord, inFull = true): z.infer<typeof webhookSchema> => ({
  id: w.id,
  workspaceId: w.workspaceId,
  url: inFull ? w.url : maskUrlCredentials(w.url),
  events: w.events as z.infer<typeof eventTypeSchema>[],
  createdAt: w.createdAt,
});

export const toWebhookDelivery = (d: WebhookDeliveryRecord): z.infer<typeof webhookDeliverySchema> => ({
  id: d.id,
  event: d.event as z.infer<typeof eventTypeSchema>,
  status: d.status,
  attempts: d.attempts,
  ...(d.nextAttemptAt !== null && d.status === 'pending' ? { nextAttemptAt: d.nextAttemptAt } : {}),
  createdAt: d.createdAt,
  ...(d.completedAt !== null ? { completedAt: d.completedAt } : {}),
  payload: JSON.parse(d.payload) as Record<string, unknown>,
  attemptLog: d.attemptLog,
});
