/**
 * What each webhook event carries: one schema per event type, the body `{ type, timestamp, data }`
 * as it is signed and sent. The outbox takes `data` typed by its event, the OpenAPI document
 * publishes the schemas (components and `webhooks`), and the SDK's types come from there. Field
 * names are those of the resources the events are about: a generation's `id`, a social account's
 * `id`, a publication's `postId`.
 */
import { z } from 'zod';

const problem = z.object({ code: z.string(), message: z.string() });

/** Why a target failed, as a publication shows it. */
export const targetErrorSchema = problem.extend({
  category: z.enum([
    'auth_expired',
    'user_content',
    'platform_rejected',
    'rate_limited',
    'media_error',
    'system',
  ]),
  retryable: z.boolean(),
});

const workspaceId = z.string().describe('The workspace of the webhook the event is sent to.');

export const generationEventDataSchema = z
  .object({
    id: z.string().describe('The generation’s id, as in `GET /generations/{id}`.'),
    type: z.enum(['preset', 'image', 'cutout']),
    status: z.enum(['succeeded', 'failed']),
    presetId: z.string().optional(),
    campaignId: z.string().optional(),
    creditsCharged: z.number().int(),
    outputs: z.array(z.object({ mediaId: z.string(), url: z.string(), thumbnailUrl: z.string() })),
    error: problem.optional().describe('Why it failed, or why some images were not produced.'),
    workspaceId,
  })
  .meta({ id: 'GenerationEventData' });

export const postEventDataSchema = z
  .object({
    postId: z.string(),
    status: z.enum(['published', 'partially_published', 'failed']),
    creditsCharged: z.number().int(),
    targets: z.array(
      z.object({
        socialAccountId: z.string(),
        platform: z.string(),
        status: z.enum(['pending', 'delivered', 'failed', 'unknown']),
        externalId: z.string().optional(),
        externalUrl: z.string().optional(),
        error: targetErrorSchema.optional(),
      }),
    ),
    workspaceId,
  })
  .meta({ id: 'PostEventData' });

export const creditsLowEventDataSchema = z
  .object({
    accountId: z.string(),
    balance: z.number().int().describe('What can be spent now, as in `GET /credits`.'),
    threshold: z.number().int().describe('`CREDITS_LOW_THRESHOLD`: the charge took the balance below it.'),
    workspaceId,
  })
  .meta({ id: 'CreditsLowEventData' });

export const creditsPurchasedEventDataSchema = z
  .object({
    accountId: z.string(),
    pack: z.string(),
    credits: z.number().int(),
    balance: z.number().int().describe('The balance after the purchase.'),
    checkoutSessionId: z.string(),
    amountPaid: z.number().int().describe('In the currency’s minor unit.'),
    currency: z.string(),
    workspaceId,
  })
  .meta({ id: 'CreditsPurchasedEventData' });

export const socialAccountEventDataSchema = z
  .object({
    id: z.string().describe('The social account’s id, as in `GET /social-accounts`.'),
    platform: z.string(),
    handle: z.string(),
    reason: z.string(),
    workspaceId,
  })
  .meta({ id: 'SocialAccountEventData' });

const event = <T extends string, D extends z.ZodType>(type: T, data: D, id: string, description: string) =>
  z.object({ type: z.literal(type), timestamp: z.string(), data }).meta({ id, description });

/** Each event type's body, by type. */
export const WEBHOOK_EVENT_SCHEMAS = {
  'generation.succeeded': event(
    'generation.succeeded',
    generationEventDataSchema,
    'GenerationSucceededEvent',
    'A generation ended with at least one image (those not produced were refunded).',
  ),
  'generation.failed': event(
    'generation.failed',
    generationEventDataSchema,
    'GenerationFailedEvent',
    'A generation ended without an image; nothing was charged.',
  ),
  'post.published': event(
    'post.published',
    postEventDataSchema,
    'PostPublishedEvent',
    'A post reached every target (`published`) or only some (`partially_published`).',
  ),
  'post.failed': event('post.failed', postEventDataSchema, 'PostFailedEvent', 'A post reached no target.'),
  'credits.low': event(
    'credits.low',
    creditsLowEventDataSchema,
    'CreditsLowEvent',
    'A charge took the balance below the threshold; once per crossing, to every workspace of the account.',
  ),
  'credits.purchased': event(
    'credits.purchased',
    creditsPurchasedEventDataSchema,
    'CreditsPurchasedEvent',
    'A Stripe purchase added credits; to every workspace of the account.',
  ),
  'social_account.needs_reconnect': event(
    'social_account.needs_reconnect',
    socialAccountEventDataSchema,
    'SocialAccountNeedsReconnectEvent',
    'A social account’s platform refused its credentials: it must be connected again.',
  ),
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_SCHEMAS;

/** Any event's body, told apart by `type`. */
export const webhookEventSchema = z
  .discriminatedUnion('type', Object.values(WEBHOOK_EVENT_SCHEMAS) as unknown as AllEventSchemas)
  .meta({ id: 'WebhookEvent' });

type AllEventSchemas = [
  (typeof WEBHOOK_EVENT_SCHEMAS)[WebhookEventType],
  ...(typeof WEBHOOK_EVENT_SCHEMAS)[WebhookEventType][],
];

/** The body of an event of type `T`. */
export type WebhookEvent<T extends WebhookEventType = WebhookEventType> = z.infer<
  (typeof WEBHOOK_EVENT_SCHEMAS)[T]
>;

/** What the change that raises an event of type `T` gives the outbox: its data, less the workspace it is sent to. */
export type EventData<T extends WebhookEventType> = Omit<WebhookEvent<T>['data'], 'workspaceId'>;
