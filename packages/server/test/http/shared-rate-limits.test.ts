import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../src/domain/users/users.js';
import { redisReachable, TEST_REDIS_URL, testRedisKeys } from '../support/redis.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

const reachable = await redisReachable('the rate limits shared through Redis');
const redis = testRedisKeys();

const pairs: Array<readonly [TestContext, TestContext]> = [];
afterAll(async () => {
  for (const [first, second] of pairs) {
    await second.stop();
    await first.close(); // and its database, which the second one shared
  }
  if (reachable) await redis.clean();
});

/** Two API processes over one database, counting in the same Redis (or each on its own without it). */
async function twoProcesses(env: Record<string, string>, database?: TestContext['database']) {
  const first = await createTestContext({ env, jobs: false, ...(database ? { database } : {}) });
  const second = await createTestContext({ env, jobs: false, database: first.database });
  const pair = [first, second] as const;
  if (!database) pairs.push(pair);
  return pair;
}

const credits = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) });

/** `total` requests with one token, alternating between the processes, ten at a time. */
async function burst(apps: readonly TestContext[], token: string, total: number) {
  const statuses: number[] = [];
  for (let i = 0; i < total; i += 10) {
    const batch = Array.from({ length: Math.min(10, total - i) }, (_, j) =>
      credits(apps[(i + j) % apps.length]!, token),
    );
    for (const res of await Promise.all(batch)) statuses.push(res.statusCode);
  }
  return statuses;
}

describe.skipIf(!reachable)('rate limits shared through Redis', () => {
  let apps: readonly [TestContext, TestContext];
  let token: string;

  beforeAll(async () => {
    apps = await twoProcesses({
      RATE_LIMIT_PER_MINUTE: '100',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redis.prefix,
    });
    ({ token } = await apps[0].account());
  });

  it('hold across API processes: with one token, two processes together accept the limit, then 429', async () => {
    const statuses = await burst(apps, token, 130);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(95);
    expect(accepted).toBeLessThanOrEqual(105);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    // Both processes now refuse the token, with the headers of the shared budget.
    for (const app of apps) {
      const res = await credits(app, token);
      expect(res.statusCode).toBe(429);
      expect(res.headers['ratelimit-limit']).toBe('100');
      expect(res.headers['ratelimit-remaining']).toBe('0');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('count under REDIS_KEY_PREFIX, so two deployments on one Redis never share a budget', async () => {
    expect(await redis.keys('rate-limit:token:')).toHaveLength(1);
    const other = testRedisKeys();
    // Over the same database (so the same token) with another prefix: a budget of its own.
    const elsewhere = await twoProcesses(
      { RATE_LIMIT_PER_MINUTE: '100', REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: other.prefix },
      apps[0].database,
    );
    try {
      expect((await credits(elsewhere[0], token)).statusCode).toBe(200);
      expect((await credits(apps[1], token)).statusCode).toBe(429);
      expect(await other.keys('rate-limit:token:')).toHaveLength(1);
    } finally {
      for (const ctx of elsewhere) await ctx.stop();
      await other.clean();
    }
  });
});

describe.skipIf(!reachable)('rate limits shared through Redis, under a large limit', () => {
  /** The scripts a process runs on Redis, counted as they are sent. */
  function scriptsSent(ctx: TestContext) {
    const client = ctx.services.redis!.client;
    const send = client.sendCommand.bind(client);
    const sent = { count: 0 };
    client.sendCommand = ((command: { name: string }) => {
      if (command.name === 'evalsha' || command.name === 'eval') sent.count++;
      return send(command as Parameters<typeof send>[0]);
    }) as typeof client.sendCommand;
    return sent;
  }

  it('reserve hits from Redis a block at a time, and the processes together still never pass the limit', async () => {
    // 1,000 a minute: each process reserves 10 hits at a time (1 % of the limit).
    const apps = await twoProcesses({
      RATE_LIMIT_PER_MINUTE: '1000',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redis.prefix,
    });
    const { token } = await apps[0].account();
    const sent = apps.map(scriptsSent);
    const statuses = await burst(apps, token, 1100);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBeLessThanOrEqual(1000);
    // What a process reserved and did not use is lost for the window: 9 hits a process at most.
    expect(accepted).toBeGreaterThanOrEqual(1000 - 2 * 9);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    // Far fewer round trips to Redis than requests (one a request before).
    expect(sent[0]!.count + sent[1]!.count).toBeLessThan(400);
    const last = await credits(apps[1], token);
    expect(last.statusCode).toBe(429);
    expect(last.headers['ratelimit-limit']).toBe('1000');
    expect(last.headers['ratelimit-remaining']).toBe('0');
  });

  it('count a new window once the last one ends', async () => {
    // A window of one second and 200 hits in it: blocks of 2.
    const apps = await twoProcesses({
      RATE_LIMIT_PER_MINUTE: '12000',
      RATE_LIMIT_WINDOW_SECONDS: '1',
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: redis.prefix,
    });
    const { token } = await apps[0].account();
    let statuses = await burst(apps, token, 250);
    if (!statuses.includes(429)) statuses = await burst(apps, token, 250);
    expect(statuses).toContain(429);
    await new Promise((r) => setTimeout(r, 1100));
    const fresh = await burst(apps, token, 20);
    expect(fresh.every((s) => s === 200)).toBe(true);
    const res = await credits(apps[0], token);
    expect(Number(res.headers['ratelimit-remaining'])).toBeGreaterThan(150);
  });
});

describe('rate limits without Redis (the embedded shape)', () => {
  it('are counted by each process on its own: two processes accept the limit twice', async () => {
    const apps = await twoProcesses({ RATE_LIMIT_PER_MINUTE: '20' });
    const { token } = await apps[0].account();
    const statuses = await burst(apps, token, 50);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
  });
});

describe.skipIf(!reachable)('when Redis goes away while the service runs', () => {
  it('lets requests through uncounted, without waiting and without a 500, and counts again once it is back', async () => {
    const proxy = await startTcpProxy({ host: new URL(TEST_REDIS_URL).hostname, port: 6379 });
    try {
      const [app] = await twoProcesses({
        RATE_LIMIT_PER_MINUTE: '5',
        REDIS_URL: proxy.url,
        REDIS_KEY_PREFIX: redis.prefix,
      });
      const { token } = await app.account();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await credits(app, token)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

      await proxy.away();
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const res = await credits(app, token);
        expect(res.statusCode).toBe(200);
        expect(Date.now() - started).toBeLessThan(1000);
      }

      await proxy.back();
      let counted = await credits(app, token);
      for (let i = 0; i < 50 && counted.statusCode !== 429; i++) {
        await new Promise((r) => setTimeout(r, 100));
        counted = await credits(app, token);
      }
      expect(counted.statusCode).toBe(429);

      // A Redis that hangs costs a request the command time-out at most.
      proxy.stall();
      const started = Date.now();
      expect((await credits(app, token)).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2500);
      proxy.unstall();
    } finally {
      await proxy.close();
    }
  });

  it('keeps throttling sign-ins, each process counting its own', async () => {
    const proxy = await startTcpProxy({ host: new URL(TEST_REDIS_URL).hostname, port: 6379 });
    try {
      const [first, second] = await twoProcesses({ REDIS_URL: proxy.url, REDIS_KEY_PREFIX: redis.prefix });
      const owner = await first.account();
      const email = 'away@example.com';
      await setPassword(first.services.users, {
        email,
        password: 'correct horse',
        accountId: owner.accountId,
      });
      const signIn = (ctx: TestContext, password: string) =>
        ctx.app.inject({ method: 'POST', url: '/v1/sessions', payload: { email, password } });

      await proxy.away();
      for (let i = 0; i < 10; i++) expect((await signIn(first, `wrong-${i}`)).statusCode).toBe(401);
      expect((await signIn(first, 'correct horse')).statusCode).toBe(429);
      // Counted in the first process only while Redis was away.
      expect((await signIn(second, 'correct horse')).statusCode).toBe(201);
    } finally {
      await proxy.close();
    }
  });
});

describe.skipIf(!reachable)('sign-in throttling shared through Redis', () => {
  it('counts the failures of one email across API processes', async () => {
    const [first, second] = await twoProcesses({ REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redis.prefix });
    const owner = await first.account();
    const email = 'shared@example.com';
    await setPassword(first.services.users, { email, password: 'correct horse', accountId: owner.accountId });
    const signIn = (ctx: TestContext, password: string) =>
      ctx.app.inject({ method: 'POST', url: '/v1/sessions', payload: { email, password } });

    for (let i = 0; i < 10; i++) {
      expect((await signIn(i % 2 ? first : second, `wrong-${i}`)).statusCode).toBe(401);
    }
    for (const ctx of [first, second]) {
      const limited = await signIn(ctx, 'correct horse');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
    // Neither the email nor the address is written out in the keys.
    const keys = await redis.keys('sign-in:');
    expect(keys).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/shared|example|127\.0\.0\.1/);
  });
});
