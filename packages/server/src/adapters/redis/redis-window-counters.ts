import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WindowCount, WindowCounters } from '../../ports/window-counters.js';

/** Adds one to each key, starting the window of a key that has none (atomically, whatever the clients). */
const INCREMENT = `
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
end
return 0`;

/**
 * Window counters in Redis, shared by every process that uses the same Redis and key prefix; the
 * windows are timed by Redis. Keys are hashed, so emails and addresses are not written out. When
 * Redis does not answer, `fallback` counts instead (in the process), and a warning says so once.
 */
export function createRedisWindowCounters(options: {
  client: Redis;
  /** Follows the connection's key prefix: what is counted (`sign-in:`). */
  namespace: string;
  /** What the counters are for, in log lines ("sign-in throttling"). */
  purpose: string;
  fallback: WindowCounters;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): WindowCounters {
  const { client, fallback, log } = options;
  const keyOf = (key: string) =>
    `${options.namespace}${createHash('sha256').update(key).digest('base64url').slice(0, 32)}`;
  let degraded = false;

  async function shared<T>(run: () => Promise<T>, instead: () => Promise<T>): Promise<T> {
    try {
      const result = await run();
      if (degraded) log.info(`Redis answers again: ${options.purpose} is shared across processes again`);
      degraded = false;
      return result;
    } catch (err) {
      if (!degraded)
        log.warn({ err }, `Redis did not answer: ${options.purpose} counts in this process until it does`);
      degraded = true;
      return instead();
    }
  }

  return {
    read: (keys) =>
      shared(
        async () => {
          const pipeline = client.pipeline();
          for (const key of keys) pipeline.get(keyOf(key)).pttl(keyOf(key));
          const replies = (await pipeline.exec()) ?? [];
          return keys.map((_, i): WindowCount => {
            const [countError, count] = replies[2 * i] ?? [new Error('no reply')];
            const [ttlError, ttl] = replies[2 * i + 1] ?? [new Error('no reply')];
            if (countError || ttlError) throw countError ?? ttlError;
            return count === null
              ? { count: 0, resetInMs: 0 }
              : { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
          });
        },
        () => fallback.read(keys),
      ),
    increment: (keys, windowMs) =>
      shared(
        async () => {
          await client.eval(INCREMENT, keys.length, ...keys.map(keyOf), windowMs);
        },
        () => fallback.increment(keys, windowMs),
      ),
    clear: (key) =>
      shared(
        async () => {
          await client.del(keyOf(key));
        },
        () => fallback.clear(key),
      ),
  };
}
