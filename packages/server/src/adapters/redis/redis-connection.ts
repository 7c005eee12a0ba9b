import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { redactUrl } from '../db/database.js';
import { redisRateLimitStore } from './redis-rate-limit-store.js';

/**
 * The one connection to Redis of an API process, through which its processes share rate limits
 * and sign-in throttling. It never holds a request up: while Redis is away, commands fail at once
 * (no offline queue, no retries) and one that gets no answer fails after half a second; the
 * callers then decide what a missing answer means (docs/decisions.md). It reconnects by itself.
 */
export interface RedisConnection {
  client: Redis;
  /**
   * The rate limiter's store on this connection (@fastify/rate-limit's store interface), under keys
   * `rate-limit:…` after the connection's prefix; hits are reserved a block at a time.
   */
  rateLimitStore: ReturnType<typeof redisRateLimitStore>;
  /** Connects once at start-up; rejects with one line naming REDIS_URL when Redis cannot be reached. */
  connect(): Promise<void>;
  close(): Promise<void>;
}

/** A command Redis does not answer within this fails (an answer normally takes well under a millisecond). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export function createRedisConnection(options: {
  url: string;
  /** Starts every key: deployments sharing one Redis never count each other's requests. */
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): RedisConnection {
  const { log } = options;
  const client = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    connectionName: 'contentforge',
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 5000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastError: Error | undefined;
  let wasReady = false;
  let away = false;
  let closing = false;
  const wentAway = () => {
    if (!wasReady || away || closing) return;
    away = true;
    log.warn(
      { err: lastError },
      'Redis is unreachable: rate limits are not counted, and sign-ins are throttled per process, until it is back',
    );
  };
  client.on('error', (err: Error) => {
    lastError = err;
    wentAway();
  });
  client.on('close', wentAway);
  client.on('ready', () => {
    if (away) log.info('Redis is reachable again: rate limits and sign-in throttling are shared again');
    wasReady = true;
    away = false;
  });

  return {
    client,
    rateLimitStore: redisRateLimitStore(client, 'rate-limit:'),
    async connect() {
      try {
        await client.connect();
      } catch (err) {
        // Stop the reconnection attempts a failed first connection leaves behind.
        client.disconnect();
        const reason = (lastError ?? (err as Error)).message;
        throw new Error(`REDIS_URL: Redis at ${redactUrl(options.url)} could not be reached (${reason}).`);
      }
    },
    async close() {
      closing = true;
      if (client.status === 'ready') {
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
}
