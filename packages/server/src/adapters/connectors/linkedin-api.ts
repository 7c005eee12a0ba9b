/**
 * How the LinkedIn connector speaks to LinkedIn: a request through the guarded client, the headers
 * of the versioned REST API (`LinkedIn-Version`, Rest.li 2.0), and an answer that is not a success
 * (`{ message, status, serviceErrorCode, code? }`, or OAuth's `error_description`) in the
 * contract's categories.
 */
import { DeliveryError } from '../../ports/connector.js';
import type { PlatformAdapterDeps } from '../../ports/oauth-platform.js';
import { type OutboundResponse, retryAfterOf } from '../../ports/outbound-http.js';
import type { FailureCategory } from '../../ports/persistence/posts.js';
import { tokenRefusal } from './wire/oauth-token-request.js';
import { jsonOf, requestPlatform } from './wire/platform-http.js';
import { credentialsRefused, platformFailed, rateLimited } from './wire/refusals.js';

/**
 * The Posts and Images API version this connector speaks (`LinkedIn-Version`). LinkedIn supports
 * each monthly version for at least a year; move it forward as versions are sunset.
 */
export const LINKEDIN_VERSION = '202609';

export interface LinkedInApi {
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    body: Buffer | string | undefined,
    signal: AbortSignal,
  ): Promise<OutboundResponse>;
  /** An answer of the REST API that is not a success, in the contract's categories. */
  failure(answer: OutboundResponse, doing: string): DeliveryError;
  /** An answer of the token endpoint that is not a success. */
  tokenFailure(answer: OutboundResponse, doing: string): DeliveryError;
}

export function linkedInApi(
  deps: Pick<PlatformAdapterDeps, 'outbound' | 'clock' | 'timeoutMs'>,
): LinkedInApi {
  const { outbound, clock, timeoutMs } = deps;
  return {
    call(method, url, headers, body, signal) {
      return requestPlatform(outbound, {
        method,
        url,
        headers,
        ...(body !== undefined ? { body } : {}),
        timeoutMs,
        signal,
      });
    },
    failure: (answer, doing) => apiFailure(answer, doing, clock.now()),
    tokenFailure: (answer, doing) => tokenFailure(answer, doing, clock.now()),
  };
}

/** The headers of a call to the versioned REST API as the member. */
export function restHeaders(accessToken: string): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    accept: 'application/json',
    'linkedin-version': LINKEDIN_VERSION,
    'x-restli-protocol-version': '2.0.0',
  };
}

/** What LinkedIn said: `{ message, status, serviceErrorCode, code? }`, or OAuth's `error_description`. */
function said(answer: OutboundResponse): string {
  const body = jsonOf(answer) as { message?: string; error_description?: string; error?: string };
  return body.message ?? body.error_description ?? body.error ?? `HTTP ${answer.status}`;
}

/**
 * LinkedIn's limits are per day and reset at midnight UTC; it documents no reset header, so a
 * Retry-After is honoured when one comes, and otherwise the wait runs to the next midnight UTC.
 */
function limited(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return rateLimited(
    `LinkedIn limited the requests to ${doing}: ${said(answer)}.`,
    retryAfterOf(answer.headers['retry-after'], now) ?? midnight - now.getTime(),
  );
}

function apiFailure(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  const { status } = answer;
  const reason = said(answer);
  const code = (jsonOf(answer) as { code?: string }).code;
  const message = `LinkedIn could not ${doing}: ${reason}.`;
  const fail = (c: string, category: FailureCategory) => new DeliveryError(c, message, category);
  if (status === 401) return credentialsRefused('auth_rejected', message);
  if (status === 429) return limited(answer, doing, now);
  if (status >= 500) return platformFailed('server_error', message);
  // The version this connector speaks was sunset: the service, not the post, needs changing.
  if (status === 426 || code === 'NONEXISTENT_VERSION' || code === 'VERSION_MISSING') {
    return new DeliveryError(
      'version_not_active',
      `LinkedIn no longer serves the API version this server speaks (LinkedIn-Version ${LINKEDIN_VERSION}): the operator must update Contentforge to a release that speaks a current version; the post was not published (${reason}).`,
      'system',
    );
  }
  if (code === 'DUPLICATE_POST' || /duplicate|too long|exceed|length|spam|policy/i.test(reason)) {
    return fail('content_refused', 'user_content');
  }
  if (/image|media|upload/i.test(reason) && (status === 400 || status === 422)) {
    return fail('media_rejected', 'media_error');
  }
  return fail('rejected', 'platform_rejected');
}

function tokenFailure(answer: OutboundResponse, doing: string, now: Date): DeliveryError {
  return tokenRefusal({
    platform: 'LinkedIn',
    status: answer.status,
    error: (jsonOf(answer) as { error?: string }).error,
    reason: said(answer),
    doing,
    rateLimited: () => limited(answer, doing, now),
  });
}
