import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../domain/app-error.js';

/**
 * Per-token rate limits on /v1 (every limited route authenticates first), answered with the
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
  redis?: Redis,
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
    // Keys follow the connection's prefix (REDIS_KEY_PREFIX).
    ...(redis ? { redis, nameSpace: 'rate-limit:', skipOnError: true } : {}),
    // The address is only a fallback for a route that would skip authentication; none does today.
    keyGenerator: (request) => (request.auth ? `token:${request.auth.tokenId}` : `ip:${request.ip}`),
    allowList: (request) => !request.url.startsWith('/v1/') || request.url.startsWith('/v1/openapi.json'),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        `Rate limit of ${context.max} requests in ${window} reached for this token; retry in ${context.after}.`,
      ),
  });
}
