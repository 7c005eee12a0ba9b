/**
 * How TikTok's Content Posting API answers read: the `{ data, error }` envelope, post ids longer
 * than a JavaScript number, and every error code (of a request, or of a post that failed while
 * TikTok processed it) in the contract's failure categories.
 *
 * References: developers.tiktok.com/doc/content-posting-api-reference-query-creator-info,
 * /doc/content-posting-api-reference-photo-post, /doc/content-posting-api-reference-get-video-status,
 * /doc/tiktok-api-v2-error-handling, /doc/tiktok-api-v2-rate-limit.
 */
import { DeliveryError } from '../../ports/connector.js';
import { type OutboundResponse, retryAfterOf } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import { credentialsRefused, rateLimited as limited, platformFailed } from './wire/refusals.js';

/** TikTok counts requests in a one-minute sliding window and names no reset time. */
const RATE_WINDOW_MS = 60_000;

/** Every TikTok v2 answer: `{ data, error: { code: "ok" | …, message, log_id } }`. */
export interface Envelope<T> {
  data?: T;
  error?: { code?: string; message?: string; log_id?: string };
}

/** Content refused for what it says or where it comes from, rather than for how it was sent. */
const USER_CONTENT_FAILURES = new Set(['spam_risk_text', 'spam_risk', 'spam_risk_user_banned_from_posting']);
/** The account reached a posting cap of TikTok's; only waiting (hours) helps. */
const CAP_FAILURES = new Set([
  'spam_risk_too_many_posts',
  'spam_risk_too_many_pending_share',
  'reached_active_user_cap',
]);
/** Processing failures of the images themselves. */
const MEDIA_FAILURES = new Set([
  'file_format_check_failed',
  'picture_size_check_failed',
  'photo_pull_failed',
  'video_pull_failed',
  'duration_check_failed',
  'frame_rate_check_failed',
]);

export function parse<T>(body: Buffer): T | undefined {
  try {
    // Post ids are int64 numbers, longer than a JavaScript number holds exactly: read them as text.
    const text = body
      .toString('utf8')
      .replace(
        /("publicaly_available_post_id"\s*:\s*\[)([^\]]*)\]/g,
        (_, head: string, ids: string) => `${head}${ids.replace(/"?(-?\d+)"?/g, '"$1"')}]`,
      );
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as T) : undefined;
  } catch {
    return undefined;
  }
}

export function rateLimited(answer: OutboundResponse, message: string): DeliveryError {
  return limited(message, retryAfterOf(answer.headers['retry-after'], new Date()) ?? RATE_WINDOW_MS);
}

/** An error answer of the API in the contract's categories. */
export function failureOf(answer: OutboundResponse, code: string, message: string): DeliveryError {
  const fail = (category: FailureCategory) => new DeliveryError(code, message, category);
  if (answer.status === 429 || code === 'rate_limit_exceeded') return rateLimited(answer, message);
  if (
    answer.status === 401 ||
    ['access_token_invalid', 'scope_not_authorized', 'scope_permission_missed'].includes(code)
  ) {
    return credentialsRefused(code, message);
  }
  if (answer.status >= 500) return platformFailed(code, message);
  if (USER_CONTENT_FAILURES.has(code)) return fail('user_content');
  if (CAP_FAILURES.has(code)) return fail('rate_limited');
  if (code === 'unaudited_client_can_only_post_to_private_accounts') {
    return new DeliveryError(
      code,
      `${message} TikTok has not audited this server's app, which may then post only privately: TIKTOK_AUDITED must stay false until TikTok audits it.`,
      'platform_rejected',
    );
  }
  if (code === 'url_ownership_unverified') {
    return new DeliveryError(
      code,
      `${message} TikTok fetches the images from PUBLIC_URL, whose domain must be verified in the TikTok app.`,
      'platform_rejected',
    );
  }
  return fail('platform_rejected');
}

/** A FAILED status: what TikTok found wrong while fetching and processing the post. */
export function processingFailure(reason: string): DeliveryError {
  const message = `TikTok did not publish the post: ${reason}.`;
  if (MEDIA_FAILURES.has(reason)) {
    const hint = reason.endsWith('_pull_failed')
      ? ' TikTok could not fetch an image: PUBLIC_URL must be reachable from the internet.'
      : '';
    return new DeliveryError(reason, message + hint, 'media_error');
  }
  if (USER_CONTENT_FAILURES.has(reason)) return new DeliveryError(reason, message, 'user_content');
  if (CAP_FAILURES.has(reason)) return new DeliveryError(reason, message, 'rate_limited');
  if (reason === 'auth_removed') return credentialsRefused(reason, message);
  if (reason === 'internal') return platformFailed(reason, message);
  return new DeliveryError(reason, message, 'platform_rejected');
}

export function stillUnknown(publishId: string, why: string): DeliveryError {
  return new DeliveryError(
    'status_unknown',
    `TikTok accepted the post (publish id ${publishId}) but how it ended is not known: ${why}.`,
    'system',
    { unclear: true },
  );
}
