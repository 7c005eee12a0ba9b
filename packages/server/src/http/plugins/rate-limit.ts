import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';

/**
 * The /v1 routes that take no token, each group counted per client address in a bucket of its own,
 * so that junk sent to one (a flood of fake Stripe events) never uses up another's (sign-in).
 */
export type TokenlessBucket = 'sign-in' | 'oauth-callback' | 'stripe-events';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on the token-less routes: the bucket they are counted in, per client address. */
    rateLimitBucket: TokenlessBucket | null;
  }
}

/** Counts the routes of this scope, which take no token, in `bucket` per client address. */
export function countTokenlessIn(app: FastifyInstance, bucket: TokenlessBucket): void {
  app.addHook('onRequest', async (request) => {
    request.rateLimitBucket = bucket;
  });
}

/**
 * Who a request is counted against: its token (or session), or, on the routes that take none, the
 * client's address in the route's bucket. The address is the one the proxies in front report when
 * TRUST_PROXY says to believe them; otherwise every client behind a proxy would be one.
 */
function rateLimitKey(request: FastifyRequest): string {
  if (request.auth) return `token:${request.auth.tokenId}`;
  return `${request.rateLimitBucket ?? 'address'}:${request.ip}`;
}

/**
 * Rate limits on /v1, per token, and per client address on the routes that take none (sign-in,
 * OAuth callbacks, Stripe's events: each group in a bucket of its own), answered with the
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` headers, and 429 `rate_limited`
 * with `Retry-After` past the limit. The limit is given a minute and counted over a fixed window
 * (a minute by default; a shorter one smooths bursts), scaled to it. Counters live in the process,
 * or in Redis when one is given, shared by every process that uses it; while Redis does not
 * answer, requests are let through uncounted (see docs/decisions.md).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  perMinute: number,
  windowMs = 60_000,
  /** Where the counters live when not in the process: Redis's, shared by every process using it. */
  sharedStore?: FastifyRateLimitStoreCtor,
): Promise<void> {
  const max = Math.max(1, Math.round((perMinute * windowMs) / 60_000));
  const window = windowMs % 60_000 === 0 ? `${windowMs / 60_000} minute(s)` : `${windowMs / 1000} s`;
  await app.register(rateLimit, {
    global: true,
    max,
    timeWindow: windowMs,
    // After authentication (onRequest), before the body is read.
    hook: 'preParsing',
    enableDraftSpec: true,
    // While the shared store does not answer, requests are let through uncounted.
    ...(sharedStore ? { store: sharedStore, skipOnError: true } : {}),
    keyGenerator: rateLimitKey,
    allowList: (request) => !request.url.startsWith('/v1/') || request.url.startsWith('/v1/openapi.json'),
    errorResponseBuilder: (request, context) =>
      new AppError(
        'rate_limited',
        `Rate limit of ${context.max} requests in ${window} reached for this ${request.auth ? 'token' : 'address'}; retry in ${context.after}.`,
      ),
  });
}
