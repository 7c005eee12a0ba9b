import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRateLimitStore } from '../../../src/adapters/redis/redis-rate-limit-store.js';
import { redisReachable, TEST_REDIS_URL, testRedisKeys } from '../../support/redis.js';

const reachable = await redisReachable('the rate limiter store in Redis');
const keys = testRedisKeys();
const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) client.disconnect();
  if (reachable) await keys.clean();
});

/** One API process's store, on a connection of its own. */
function processStore() {
  const client = new Redis(TEST_REDIS_URL, { keyPrefix: keys.prefix });
  clients.push(client);
  const Store = redisRateLimitStore(client, 'rate-limit:');
  const store = new Store();
  return (key: string, windowMs: number, max: number) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (err, res) => (err || !res ? reject(err) : resolve(res)), windowMs, max),
    );
}

describe.skipIf(!reachable)('the rate limiter store in Redis', () => {
  it('hands each process hit numbers of its own, so together they never pass the limit', async () => {
    const first = processStore();
    const second = processStore();
    // A limit of 1,000: ten hits reserved at a time.
    expect((await first('token:a', 60_000, 1000)).current).toBe(1);
    expect((await second('token:a', 60_000, 1000)).current).toBe(11);
    expect((await first('token:a', 60_000, 1000)).current).toBe(2);
    expect(await keys.client.get(`${keys.prefix}rate-limit:token:a`)).toBe('20');

    // Near the limit the blocks shrink to what is left, and past it every hit is refused.
    const counted: number[] = [];
    for (let i = 0; i < 1100; i++)
      counted.push((await (i % 2 ? first : second)('token:b', 60_000, 1000)).current);
    expect(new Set(counted).size).toBe(1100);
    const accepted = counted.filter((n) => n <= 1000).length;
    expect(accepted).toBeGreaterThanOrEqual(1000 - 2 * 9);
    expect(accepted).toBeLessThanOrEqual(1000);
  });

  it('drops what it reserved when the window ends, and counts the new window from one', async () => {
    const store = processStore();
    expect((await store('token:c', 300, 1000)).current).toBe(1);
    expect((await store('token:c', 300, 1000)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 350));
    const next = await store('token:c', 300, 1000);
    expect(next.current).toBe(1);
    expect(next.ttl).toBeGreaterThan(200);
  });

  it('asks Redis once for the requests of a key that arrive together, under a small limit too', async () => {
    const store = processStore();
    const answers = await Promise.all(Array.from({ length: 8 }, () => store('token:d', 60_000, 5)));
    expect(answers.map((a) => a.current).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await keys.client.get(`${keys.prefix}rate-limit:token:d`)).toBe('8');
  });
});
