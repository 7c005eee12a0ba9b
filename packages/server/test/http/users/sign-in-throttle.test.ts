import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessWindowCounters } from '../../../src/adapters/counters/in-process-window-counters.js';
import { FAILURES_PER_ADDRESS, SignInThrottle } from '../../../src/domain/users/sign-in-throttle.js';
import { setPassword } from '../../../src/domain/users/users.js';
import { redisReachable, TEST_REDIS_URL, testRedisKeys } from '../../support/redis.js';
import { createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const reachable = await redisReachable('the sign-in throttle counted in Redis');
const redis = testRedisKeys();
const password = 'correct horse battery';

const groups: TestContext[][] = [];
afterAll(async () => {
  for (const [first, ...others] of groups) {
    for (const ctx of others) await ctx.stop();
    await first!.close(); // and the database the others shared
  }
  if (reachable) await redis.clean();
});

/** API processes over one database, counting sign-ins in the same place (their own memory, or Redis). */
async function processes(count: number, env: Record<string, string> = {}) {
  const first = await createTestContext({ env, jobs: false });
  const all = [first];
  groups.push(all);
  for (let i = 1; i < count; i++) {
    all.push(await createTestContext({ env, jobs: false, database: first.database }));
  }
  return all;
}

/**
 * 200 guesses at one account's password sent all at once, spread over the processes, the right
 * password the 194th: what each was answered.
 */
async function parallelGuesses(apps: TestContext[], email: string) {
  const guesses = Array.from({ length: 200 }, (_, i) => (i === 193 ? password : `wrong-guess-${i}`));
  const answers = await Promise.all(
    guesses.map((guess, i) =>
      apps[i % apps.length]!.app.inject({
        method: 'POST',
        url: '/v1/sessions',
        payload: { email, password: guess },
      }),
    ),
  );
  const statuses = answers.map((res) => res.statusCode);
  return {
    statuses,
    count: (status: number) => statuses.filter((s) => s === status).length,
  };
}

describe.each([
  { store: 'the process’s own counters', processCount: 1, env: {} as Record<string, string> },
  {
    store: 'counters shared through Redis',
    processCount: 2,
    env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redis.prefix },
    skip: !reachable,
  },
])('sign-in throttle with $store', ({ processCount, env, skip }) => {
  let apps: TestContext[];
  const email = 'guessed@example.com';

  beforeAll(async () => {
    if (skip) return;
    apps = await processes(processCount, env);
    const owner = await apps[0]!.account();
    await setPassword(apps[0]!.services.users, { email, password, accountId: owner.accountId });
  });

  it.skipIf(skip)(
    'holds against 200 parallel guesses: ten are checked, the rest refused, the right one among the refused',
    async () => {
      const { statuses, count } = await parallelGuesses(apps, email);
      expect(count(201)).toBe(0);
      expect(statuses[193]).toBe(429);
      expect(count(401)).toBe(10);
      expect(count(429)).toBe(190);
      // And the right password, sent afterwards, waits for the window like everyone else.
      const after = await apps[0]!.app.inject({
        method: 'POST',
        url: '/v1/sessions',
        payload: { email, password },
      });
      expect(after.statusCode).toBe(429);
    },
  );
});

describe('what a sign-in counts against', () => {
  it('a success gives its attempt back: an address that signs in often is never held up by it', async () => {
    const throttle = new SignInThrottle(createInProcessWindowCounters(manualClock()));
    for (let i = 0; i < FAILURES_PER_ADDRESS + 10; i++) {
      const attempt = await throttle.attempt(`person-${i}@example.com`, '203.0.113.7');
      await attempt.succeeded();
    }
    await expect(throttle.attempt('one-more@example.com', '203.0.113.7')).resolves.toBeDefined();
  });
});
