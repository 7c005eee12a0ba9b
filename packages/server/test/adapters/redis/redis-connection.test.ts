import { afterAll, describe, expect, it } from 'vitest';
import { createRedisConnection } from '../../../src/adapters/redis/redis-connection.js';
import { redisReachable, TEST_REDIS_URL, testRedisKeys } from '../../support/redis.js';
import { startTcpProxy } from '../../support/tcp-proxy.js';

const reachable = await redisReachable('the Redis connection tests');
const keys = testRedisKeys();
afterAll(async () => {
  if (reachable) await keys.clean();
});

describe.skipIf(!reachable)('the Redis connection', () => {
  it('says once that Redis went away, however many reconnections fail, and once that it is back', async () => {
    const proxy = await startTcpProxy({ host: new URL(TEST_REDIS_URL).hostname, port: 6379 });
    const lines: Array<[string, string]> = [];
    const log = {
      info: (...args: unknown[]) => lines.push(['info', String(args.at(-1))]),
      warn: (...args: unknown[]) => lines.push(['warn', String(args.at(-1))]),
    };
    const redis = createRedisConnection({ url: proxy.url, keyPrefix: keys.prefix, log: log as never });
    try {
      await redis.connect();
      await redis.client.set('probe', '1');
      expect(await keys.keys()).toEqual([`${keys.prefix}probe`]);

      await proxy.away();
      const started = Date.now();
      await expect(redis.client.get('probe')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(100);
      await new Promise((r) => setTimeout(r, 1500)); // several reconnections fail meanwhile
      expect(lines).toEqual([
        ['warn', expect.stringMatching(/^Redis is unreachable: rate limits are not counted/)],
      ]);

      await proxy.back();
      for (let i = 0; i < 50 && redis.client.status !== 'ready'; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await redis.client.get('probe')).toBe('1');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toEqual(['info', expect.stringMatching(/^Redis is reachable again/)]);
    } finally {
      await redis.close();
      await proxy.close();
    }
    // Closing is not going away.
    expect(lines).toHaveLength(2);
  });
});
