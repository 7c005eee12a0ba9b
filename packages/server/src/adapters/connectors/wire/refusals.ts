/**
 * What the refusals of every platform come to, whatever its wire format: a limit to wait out (for
 * as long as the platform says), a failure on the platform's side to try again, and credentials
 * the platform refused, which need the account connected again. Which answer is which stays with
 * each platform's connector; what each means for the delivery is said once, here.
 */
import { DeliveryError } from '../../../ports/connector.js';
import { retryAfterOf } from '../../../ports/outbound-http.js';

/** The platform limited the requests: tried again once `retryAfterMs` has passed, when it says. */
export function rateLimited(
  message: string,
  retryAfterMs: number | undefined,
  code = 'rate_limited',
): DeliveryError {
  return new DeliveryError(code, message, 'rate_limited', {
    transient: true,
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  });
}

/** The platform failed on its side (a 5xx): nothing was published, and trying again may succeed. */
export function platformFailed(code: string, message: string): DeliveryError {
  return new DeliveryError(code, message, 'system', { transient: true });
}

/** The platform refused the account's credentials: the account must be connected again. */
export function credentialsRefused(code: string, message: string): DeliveryError {
  return new DeliveryError(code, message, 'auth_expired', { credentialsRejected: true });
}

/** The header a platform names the end of its rate-limit window in, and how it spells the time. */
export interface ResetHeader {
  name: string;
  as: 'epoch-seconds' | 'date';
}

/**
 * How long a 429 asks to wait: until the reset the platform names in `reset` when it sends one,
 * else Retry-After's wait; undefined when it says neither.
 */
export function rateLimitWait(
  headers: Record<string, string>,
  now: Date,
  reset?: ResetHeader,
): number | undefined {
  const value = reset ? headers[reset.name] : undefined;
  const at =
    value === undefined ? Number.NaN : reset?.as === 'date' ? Date.parse(value) : Number(value) * 1000;
  if (Number.isFinite(at) && at > 0) return Math.max(0, at - now.getTime());
  return retryAfterOf(headers['retry-after'], now);
}
