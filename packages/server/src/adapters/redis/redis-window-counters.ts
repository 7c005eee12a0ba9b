import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { WindowCount, WindowCounters } from '../../ports/window-counters.js';

/**
 * Adds one to each key, starting the window of a key that has none, and answers each key's count
 * and time left: one script, so atomic whatever the clients.
 */
const INCREMENT = `
local answer = {}
for _, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or redis.call('PTTL', key) < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
  end
  table.insert(answer, count)
  table.insert(answer, redis.call('PTTL', key))
end
return answer`;

/** Takes one back, never below zero; DECR keeps the key's expiry. */
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
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
    increment: (keys, windowMs) =>
      shared(
        async () => {
          const reply = (await client.eval(INCREMENT, keys.length, ...keys.map(keyOf), windowMs)) as number[];
          return keys.map(
            (_, i): WindowCount => ({
              count: Number(reply[2 * i]),
              resetInMs: Math.max(0, Number(reply[2 * i + 1])),
            }),
          );
        },
        () => fallback.increment(keys, windowMs),
      ),
    decrement: (key) =>
      shared(
        async () => {
          await client.eval(DECREMENT, 1, keyOf(key));
        },
        () => fallback.decrement(key),
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
