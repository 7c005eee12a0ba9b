import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidTestRoute } from '../support/paid-test-route.js';
import { createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let token: string;
let workspaceId: string;
let strangerWorkspace: string;

beforeAll(async () => {
  ctx = await createTestContext({ app: { extraScopedRoutes: [paidTestRoute] } });
  ({ token, workspaceId } = await ctx.account({ credits: 1000 }));
  strangerWorkspace = (await ctx.account()).workspaceId;
});
afterAll(async () => ctx?.close());

const ROUTES = [
  '/v1/me',
  '/v1/workspaces',
  '/v1/presets',
  '/v1/credits',
  '/v1/credits/purchase-link',
  '/v1/credits/transactions',
  '/v1/test-charges',
  '/v1/openapi.json',
  '/healthz',
  '/',
];

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '..',
    '../..',
    '%2e%2e',
    '%00',
    '%',
    '%zz',
    '\u0000',
    '🙂',
    'a'.repeat(300),
    '-1',
    '0',
    '1e9',
    'null',
  ),
);

const pathArb = fc.oneof(
  fc.constantFrom(...ROUTES),
  fc
    .tuple(fc.constantFrom(...ROUTES), fc.oneof(fc.constant('ws'), fc.constant('stranger'), junk))
    .map(([route, ws]) => route.replace('/v1/', `/v1/workspaces/${ws}/`)),
  fc.tuple(fc.constantFrom(...ROUTES), junk).map(([route, extra]) => `${route}/${extra}`),
);

const queryArb = fc
  .array(
    fc.tuple(fc.constantFrom('limit', 'cursor', 'dryRun', 'x', 'limit[]', '__proto__'), junk.map(String)),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '',
  );

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const bodyArb = fc.oneof(
  fc.constant(undefined),
  jsonValue.map((v) => JSON.stringify(v)),
  fc
    .record(
      {
        credits: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), fc.string(), fc.constant(null)),
        produce: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.string()),
        note: fc.oneof(fc.string({ maxLength: 120 }), fc.integer()),
        failWith: fc.oneof(fc.constant('unknown_thing'), fc.string()),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a).toString('latin1')),
);

const headerArb = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('VALID'),
      fc.constant('Bearer '),
      fc.string({ maxLength: 80 }).map((s) => `Bearer ${s}`),
      fc.string({ maxLength: 80 }),
    ),
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/problem+json',
      'image/png',
      '',
    ),
    'x-workspace-id': fc.oneof(fc.constant('ws'), fc.constant('stranger'), junk),
    'idempotency-key': junk,
    'x-request-id': junk,
    prefer: fc.constantFrom('wait=5', 'respond-async', 'wait=abc', ''),
  },
  { requiredKeys: [] },
);

const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '');

describe('malformed requests', () => {
  it('never get a 500, and every error is a problem document with a code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        pathArb,
        queryArb,
        headerArb,
        bodyArb,
        async (method, path, query, headers, body) => {
          const resolved = path
            .replace('/ws/', `/${workspaceId}/`)
            .replace('/stranger/', `/${strangerWorkspace}/`);
          const h: Record<string, string> = {};
          for (const [k, v] of Object.entries(headers)) {
            let value = String(v);
            if (k === 'authorization' && value === 'VALID') value = `Bearer ${token}`;
            if (k === 'x-workspace-id')
              value = value === 'ws' ? workspaceId : value === 'stranger' ? strangerWorkspace : value;
            h[k] = printable(value);
          }
          const res = await ctx.app.inject({
            method: method as 'GET',
            url: resolved + query,
            headers: h,
            ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload: body } : {}),
          });
          expect(res.statusCode, `${method} ${resolved}${query}`).toBeLessThan(500);
          if (res.statusCode >= 400 && method !== 'HEAD') {
            expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
            const problem = res.json();
            expect(problem.code).toEqual(expect.any(String));
            expect(problem.status).toBe(res.statusCode);
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) },
    );
  });
});
