import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => ctx?.close());

describe('rate limits', () => {
  it('counts per token, announces the budget and answers 429 with Retry-After past it', async () => {
    const a = await ctx.account();
    const b = await ctx.token({ accountId: a.accountId });
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(a.token) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('5');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const limited = await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(a.token) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another token of the same account has its own budget.
    const other = await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(b.token) });
    expect(other.statusCode).toBe(200);
  });

  it('does not limit the public OpenAPI document', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).statusCode).toBe(200);
    }
  });
});

describe('a shorter rate-limit window', () => {
  it('scales the minute’s limit to the window and lets the token in again once it has passed', async () => {
    const short = await createTestContext({
      env: { RATE_LIMIT_PER_MINUTE: '60', RATE_LIMIT_WINDOW_SECONDS: '2' },
    });
    try {
      const a = await short.account();
      const get = () => short.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(a.token) });
      expect((await get()).headers['ratelimit-limit']).toBe('2');
      expect((await get()).statusCode).toBe(200);
      const limited = await get();
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(2);
      expect(limited.json().detail).toMatch(/2 requests in 2 s/);
      await new Promise((r) => setTimeout(r, retryAfter * 1000 + 50));
      expect((await get()).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
