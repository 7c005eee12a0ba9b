import type { Clock } from '../../ports/clock.js';
import {
  type Connector,
  DeliveryError,
  type DeliveryMedia,
  type DeliveryReceipt,
} from '../../ports/connector.js';
import { type OutboundHttp, retryAfterOf } from '../../ports/outbound-http.js';
import type { WebhookSigner } from '../../ports/webhook-signer.js';
import { fromOutbound } from './wire/outbound-failure.js';
import { platformFailed, rateLimited } from './wire/refusals.js';

export interface WebhookConnectorOptions {
  outbound: OutboundHttp;
  signer: WebhookSigner;
  clock: Clock;
  timeoutMs: number;
}

/** What a `webhook` account's receiver gets: the post as JSON, signed the Standard Webhooks way. */
export interface PostDeliveryPayload {
  type: 'post.publish';
  timestamp: string;
  data: {
    postId: string;
    deliveryId: string;
    socialAccountId: string;
    handle: string;
    text: string;
    media: PayloadMedia[];
    /** The post's replies, in order; present when it has any. The receiver posts them after it. */
    replies?: Array<{ text: string; media: PayloadMedia[] }>;
  };
}

interface PayloadMedia {
  mediaId: string;
  url: string;
  mimeType: string;
  width: number;
  height: number;
  altText?: string;
}

const payloadMedia = (m: DeliveryMedia): PayloadMedia => ({
  mediaId: m.mediaId,
  url: m.url,
  mimeType: m.mimeType,
  width: m.width,
  height: m.height,
  ...(m.altText !== null ? { altText: m.altText } : {}),
});

/**
 * The `webhook` platform: a signed JSON POST of the post, its media URLs and alt texts. The
 * `webhook-id` is the delivery's id on every attempt and every retry, so a receiver that keeps the
 * ids it has seen never posts twice. A 2xx answer is delivered; the receiver may answer
 * `{ "externalId", "externalUrl" }` to say where the post went.
 */
export function createWebhookConnector(options: WebhookConnectorOptions): Connector {
  const { outbound, signer, clock, timeoutMs } = options;
  return {
    platform: 'webhook',
    idempotent: false,
    // The receiver is given URLs of the files as the library keeps them.
    convertsMedia: true,
    // The whole thread goes in one signed request; the receiver posts the replies.
    replies: 'thread',
    async deliver(delivery): Promise<DeliveryReceipt> {
      const url = delivery.account.webhookUrl;
      const { secret } = (delivery.account.credentials ?? {}) as { secret?: string };
      if (!url || !secret) {
        throw new DeliveryError('account_incomplete', 'The webhook account has no URL or secret.', 'system');
      }
      const now = clock.now();
      const payload: PostDeliveryPayload = {
        type: 'post.publish',
        timestamp: now.toISOString(),
        data: {
          postId: delivery.postId,
          deliveryId: delivery.deliveryId,
          socialAccountId: delivery.account.id,
          handle: delivery.account.handle,
          text: delivery.text,
          media: delivery.media.map(payloadMedia),
          ...(delivery.replies.length > 0
            ? { replies: delivery.replies.map((r) => ({ text: r.text, media: r.media.map(payloadMedia) })) }
            : {}),
        },
      };
      const body = JSON.stringify(payload);
      let answer: Awaited<ReturnType<OutboundHttp['request']>>;
      try {
        answer = await outbound.request({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Contentforge-Webhooks/1',
            ...signer.headers(secret, delivery.deliveryId, now, body),
          },
          body,
          timeoutMs,
        });
      } catch (err) {
        throw fromOutbound(err);
      }
      const { status } = answer;
      if (status >= 200 && status < 300) return receiptOf(answer.body, delivery.deliveryId);
      const said = snippet(answer.body);
      if (status === 429) {
        throw rateLimited(
          `The receiver answered 429 (too many requests).${said}`,
          retryAfterOf(answer.headers['retry-after'], now),
        );
      }
      if (status === 408 || status >= 500) {
        throw platformFailed('receiver_error', `The receiver answered ${status}.${said}`);
      }
      if (status >= 300 && status < 400) {
        throw new DeliveryError(
          'redirected',
          `The receiver answered ${status} with a redirect; redirects are not followed, so give the final URL.`,
          'platform_rejected',
        );
      }
      if (status === 401 || status === 403) {
        throw new DeliveryError(
          'receiver_refused',
          `The receiver refused the request (${status}); check it verifies with this account's secret.${said}`,
          'auth_expired',
        );
      }
      throw new DeliveryError(
        'receiver_rejected',
        `The receiver answered ${status}.${said}`,
        'platform_rejected',
      );
    },
  };
}

/** The receiver's answer may name the published post: `{ externalId, externalUrl }`. */
function receiptOf(body: Buffer, deliveryId: string): DeliveryReceipt {
  let said: { externalId?: unknown; externalUrl?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object') said = parsed as typeof said;
  } catch {
    // Any 2xx body is fine; only a JSON one can name the post.
  }
  const externalId =
    typeof said.externalId === 'string' && said.externalId.length > 0 && said.externalId.length <= 500
      ? said.externalId
      : deliveryId;
  const externalUrl =
    typeof said.externalUrl === 'string' && /^https?:\/\/\S{1,2000}$/.test(said.externalUrl)
      ? said.externalUrl
      : undefined;
  return { externalId, ...(externalUrl ? { externalUrl } : {}) };
}

/** A short, printable excerpt of what the receiver answered, for the target's error message. */
function snippet(body: Buffer): string {
  const text = body
    .toString('utf8', 0, 300)
    .replace(/[^\x20-\x7e]+/g, ' ')
    .trim();
  return text ? ` It said: ${text.slice(0, 200)}` : '';
}
