import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidTestRoute } from '../support/paid-test-route.js';
import { createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let token: string;
let workspaceId: string;
let strangerWorkspace: string;
/** Every route of the OpenAPI document (so new routes are fuzzed as they arrive), plus the unlisted ones. */
let routes: string[];

beforeAll(async () => {
  ctx = await createTestContext({ app: { extraScopedRoutes: [paidTestRoute] } });
  ({ token, workspaceId } = await ctx.account({ credits: 1000 }));
  strangerWorkspace = (await ctx.account()).workspaceId;
  const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  routes = [
    ...Object.keys(doc.paths).filter((p) => !p.includes('{workspace_id}')),
    '/v1/openapi.json',
    '/healthz',
    '/',
    '/billing',
    `/storage/uploads/${workspaceId}/upl_00000000000000000000000000`,
  ];
  expect(routes).toContain('/v1/test-charges');
});
afterAll(async () => ctx?.close());

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

const pathArb = () => {
  const route = fc.constantFrom(...routes);
  // Path parameters other than the workspace ({id}, …) get junk.
  const filled = fc.tuple(route, junk).map(([r, j]) => r.replace(/\{[^}]+\}/g, encodeURIComponent(j) || 'x'));
  return fc.oneof(
    filled,
    fc
      .tuple(filled, fc.oneof(fc.constant('ws'), fc.constant('stranger'), junk))
      .map(([r, ws]) => r.replace('/v1/', `/v1/workspaces/${ws}/`)),
    fc.tuple(filled, junk).map(([r, extra]) => `${r}/${extra}`),
  );
};

/** Cursors that decode: base64url JSON of any shape, as a client crafting one would send. */
const craftedCursor = fc
  .oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.tuple(fc.oneof(fc.double(), fc.string(), fc.integer(), fc.constant('\u0000'))),
  )
  .map((v) => Buffer.from(JSON.stringify(v) ?? 'null', 'utf8').toString('base64url'));

const queryArb = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constantFrom('limit', 'cursor', 'dryRun', 'x', 'limit[]', '__proto__'), junk.map(String)),
      fc.tuple(fc.constant('cursor'), craftedCursor),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : '',
  );

const jsonValue = fc.jsonValue({ maxDepth: 3 });
/** Fields of the API's bodies, slips of them and names no body has, for bodies with unknown fields. */
const fieldName = fc.oneof(
  fc.constantFrom(
    'credits',
    'produce',
    'note',
    'presetId',
    'subject',
    'prompt',
    'referenceImages',
    'referenceImageUrls',
    'reference_images',
    'campaignId',
    'name',
    'colour',
    'mimeType',
    'path',
    'Credits',
    'constructor',
    '',
  ),
  fc.string({ maxLength: 20 }),
);
const fieldValue = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.string({ maxLength: 20 }),
  fc.constant(null),
  jsonValue,
);
const bodyArb = fc.oneof(
  fc.dictionary(fieldName, fieldValue, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.dictionary(fieldName, fieldValue, { minKeys: 1, maxKeys: 3 }))
    .map(([credits, extra]) => JSON.stringify({ ...extra, credits })),
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
  // Nesting far past the bound, inside a field or as the whole body.
  fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean()).map(([depth, inField]) => {
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    return inField ? `{"name":${nested},"credits":1}` : nested;
  }),
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

const DECLARED = new Set(['credits', 'produce', 'note', 'failWith', 'delayMs']);

describe('unknown fields', () => {
  it('a paid call with a valid body and unknown fields is refused, naming each, and charges nothing', async () => {
    const balance = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/v1/credits',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data.balance;
    const before = await balance();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.dictionary(
          fieldName.filter((k) => !DECLARED.has(k) && k !== '__proto__' && k !== 'constructor'),
          // No objects among the values: a nested `__proto__` is refused before validation.
          fc.oneof(fc.integer(), fc.string({ maxLength: 20 }), fc.constant(null), fc.array(fc.boolean())),
          { minKeys: 1, maxKeys: 4 },
        ),
        fc.constantFrom('', '?dryRun=true', '?dryRun=false'),
        async (credits, extra, query) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url: `/v1/test-charges${query}`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: JSON.stringify({ credits, ...extra }),
          });
          expect(res.statusCode, res.body).toBe(400);
          const paths = res.json().errors.map((e: { path: string }) => e.path);
          expect(paths.sort()).toEqual(
            Object.keys(extra)
              .map((k) => `body.${k}`)
              .sort(),
          );
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) / 10 },
    );
    expect(await balance()).toBe(before);
  });
});

describe('malformed requests', () => {
  it('never get a 500, and every error is a problem document with a code', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'),
        pathArb(),
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
          expect(res.headers['x-request-id'], `${method} ${resolved}${query}`).toEqual(expect.any(String));
          if (
            res.statusCode >= 400 &&
            method !== 'HEAD' &&
            String(res.headers['content-type']).startsWith('application/xml')
          ) {
            // The storage endpoint answers as S3 does, and only it answers in XML.
            expect(resolved.startsWith('/storage/')).toBe(true);
            expect(res.body).toMatch(/<Error><Code>\w+<\/Code>/);
          } else if (res.statusCode >= 400 && method !== 'HEAD') {
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
