import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppBuilt } from '../../src/http/routes/pages/web-app.js';
import { paidTestRoute } from '../support/paid-test-route.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ app: { extraScopedRoutes: [paidTestRoute] } });
  token = (await ctx.account({ credits: 5 })).token;
});
afterAll(async () => ctx?.close());

type Reply = Awaited<ReturnType<TestContext['app']['inject']>>;

function expectProblem(res: Reply, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ type: `urn:contentforge:problem:${code}`, status, code });
  expect(typeof body.title).toBe('string');
  expect(typeof body.detail).toBe('string');
  expect(body.requestId).toBe(res.headers['x-request-id']);
  return body;
}

const post = (url: string, payload: string | object | undefined, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...bearer(token), ...headers } });

describe('problem details', () => {
  it('answers an unknown route with 404 not_found', async () => {
    expectProblem(
      await ctx.app.inject({ method: 'GET', url: '/v1/nothing-here', headers: bearer(token) }),
      404,
      'not_found',
    );
    expectProblem(await ctx.app.inject({ method: 'GET', url: '/nothing-at-all' }), 404, 'not_found');
  });

  it('answers a body that is not JSON with 400', async () => {
    const body = expectProblem(
      await post('/v1/test-charges', '{"credits": 1', { 'content-type': 'application/json' }),
      400,
      'invalid_request',
    );
    expect(body.detail).toMatch(/JSON/);
    expectProblem(
      await post('/v1/test-charges', '', { 'content-type': 'application/json' }),
      400,
      'invalid_request',
    );
    expectProblem(
      await post('/v1/test-charges', '{"__proto__": {"x": 1}, "credits": 1}', {
        'content-type': 'application/json',
      }),
      400,
      'invalid_request',
    );
    expectProblem(
      await post('/v1/test-charges', '{"constructor": {"prototype": {"x": 1}}, "credits": 1}', {
        'content-type': 'application/json',
      }),
      400,
      'invalid_request',
    );
  });

  it('refuses NUL characters in the path, query or body with 400 on every database', async () => {
    const body = expectProblem(
      await post('/v1/test-charges', { credits: 1, note: 'a\u0000b' }),
      400,
      'invalid_request',
    );
    expect(body.errors).toEqual([{ path: 'body.note', message: 'must not contain NUL characters' }]);
    expectProblem(await post('/v1/workspaces/%00/test-charges', { credits: 1 }), 400, 'invalid_request');
    const query = await ctx.app.inject({
      method: 'GET',
      url: '/v1/credits/transactions?cursor=%00',
      headers: bearer(token),
    });
    expectProblem(query, 400, 'invalid_request');
  });

  it('refuses deeply nested JSON with 400 on every JSON route, whatever the depth', async () => {
    const nested = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const depth of [40, 10_000, 400_000]) {
      for (const [method, url] of [
        ['POST', '/v1/campaigns'],
        ['PATCH', '/v1/campaigns/cmp_01jbz8r4w0000000000000000a'],
        ['POST', '/v1/test-charges'],
        ['POST', '/v1/generations/preset'],
      ] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          payload: nested(depth),
          headers: { ...bearer(token), 'content-type': 'application/json' },
        });
        const body = expectProblem(res, 400, 'invalid_request');
        expect(body.detail, `${method} ${url} at ${depth}`).toMatch(/nests deeper than 32 levels/);
      }
    }
    // Within the bound, the schema answers as usual.
    const shallow = expectProblem(
      await post('/v1/campaigns', nested(20), { 'content-type': 'application/json' }),
      400,
      'invalid_request',
    );
    expect(shallow.errors).toEqual([{ path: 'body.name', message: expect.stringMatching(/string/) }]);
  });

  it('lists every invalid field with its path', async () => {
    const body = expectProblem(
      await post('/v1/test-charges', { credits: 'lots', note: 5 }),
      400,
      'invalid_request',
    );
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'body.credits', message: expect.any(String) },
        { path: 'body.note', message: expect.any(String) },
      ]),
    );
  });

  it('answers another content type with 415 and a large body with 413', async () => {
    expectProblem(
      await post('/v1/test-charges', 'credits=1', { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    );
    expectProblem(
      await post('/v1/test-charges', 'credits=1', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      'unsupported_media_type',
    );
    const big = JSON.stringify({ credits: 1, note: 'x'.repeat(2 * 1024 * 1024) });
    expectProblem(
      await post('/v1/test-charges', big, { 'content-type': 'application/json' }),
      413,
      'payload_too_large',
    );
  });

  it('answers 402 with the purchase link, the cost and the balance, and charges nothing', async () => {
    const body = expectProblem(await post('/v1/test-charges', { credits: 6 }), 402, 'insufficient_credits');
    expect(body).toMatchObject({ purchaseUrl: 'http://contentforge.test/billing', required: 6, balance: 5 });
    // The link leads somewhere: the billing page, without a token.
    const billing = await ctx.app.inject({ method: 'GET', url: new URL(body.purchaseUrl).pathname });
    expect(billing.statusCode).toBe(200);
    expect(billing.headers['content-type']).toMatch(/^text\/html/);
    // The web app's credits page where it is built, else the service's page saying how to get some.
    expect(billing.body).toMatch(webAppBuilt() ? /<div id="root">/ : /grant-credits/);
    const credits = await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) });
    expect(credits.json().data.balance).toBe(5);
  });

  it('hides internals of unexpected errors behind 500 internal', async () => {
    const failing = await createTestContext({
      app: {
        extraScopedRoutes: [
          (app) =>
            app.get('/explode', async () => {
              throw new Error('SELECT secret FROM table at /srv/app/file.ts:12');
            }),
        ],
      },
    });
    try {
      const t = (await failing.account()).token;
      const res = await failing.app.inject({ method: 'GET', url: '/v1/explode', headers: bearer(t) });
      const body = expectProblem(res, 500, 'internal');
      expect(res.body).not.toMatch(/SELECT|\/srv|file\.ts|stack/);
      expect(body.detail).toMatch(/request id/);
    } finally {
      await failing.close();
    }
  });
});

describe('request ids', () => {
  it('gives every response an X-Request-Id and keeps a well-formed incoming one', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/v1/presets', headers: bearer(token) });
    const b = await ctx.app.inject({ method: 'GET', url: '/v1/presets', headers: bearer(token) });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const kept = await ctx.app.inject({
      method: 'GET',
      url: '/v1/presets',
      headers: { ...bearer(token), 'x-request-id': 'trace-123' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-123');
    const replaced = await ctx.app.inject({
      method: 'GET',
      url: '/v1/presets',
      headers: { ...bearer(token), 'x-request-id': 'bad id\u0007' },
    });
    // A malformed incoming id is replaced by one of ours.
    expect(replaced.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('writes structured JSON logs carrying the request id', async () => {
    const lines: string[] = [];
    const logged = await createTestContext({
      // Request lines are at debug in the embedded shape by default; a deployment that wants them
      // at info says so.
      env: { REQUEST_LOG_LEVEL: 'info' },
      app: { logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } } },
    });
    try {
      const t = (await logged.account()).token;
      await logged.app.inject({
        method: 'GET',
        url: '/v1/credits',
        headers: { ...bearer(t), 'x-request-id': 'log-check-1' },
      });
      const records = lines.map((l) => JSON.parse(l));
      const mine = records.filter((r) => r.requestId === 'log-check-1');
      expect(mine.length).toBeGreaterThanOrEqual(2);
      expect(mine.find((r) => r.msg === 'request completed')?.tokenId).toMatch(/^tok_/);
      expect(lines.join('')).not.toContain(t);
    } finally {
      await logged.close();
    }
  });
});
