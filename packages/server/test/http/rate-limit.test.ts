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
