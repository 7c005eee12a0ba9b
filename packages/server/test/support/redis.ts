import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests that need one use (there is one on 127.0.0.1:6379 in CI). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why Redis does not answer at `url`, or undefined when it does. */
export async function redisSilence(url: string): Promise<string | undefined> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    client.disconnect();
  }
}

/** Whether Redis answers; when it does not, says in one line which tests are skipped. */
export async function redisReachable(skipping: string): Promise<boolean> {
  if ((await redisSilence(TEST_REDIS_URL)) === undefined) return true;
  console.warn(`Redis does not answer at ${TEST_REDIS_URL}: skipping ${skipping}.`);
  return false;
}

/**
 * A key prefix of its own for a test file (REDIS_KEY_PREFIX), with a client to look at its keys and
 * remove them afterwards: test files running at once on one Redis never see each other's counts.
 */
export function testRedisKeys() {
  const prefix = `cf-test-${randomBytes(6).toString('hex')}:`;
  const client = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  const keys = async (more = '') => (await client.keys(`${prefix}${more}*`)).sort();
  return {
    prefix,
    client,
    keys,
    async clean() {
      const found = await keys();
      if (found.length) await client.del(...found);
      client.disconnect();
    },
  };
}
