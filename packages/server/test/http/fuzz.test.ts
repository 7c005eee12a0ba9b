import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_APP_PLATFORMS } from '../../src/domain/publishing/platforms.js';
import { sampleImage } from '../support/images.js';
import { paidTestRoute } from '../support/paid-test-route.js';
import {
  HOSTILE_BODIES,
  type HostilePeer,
  type Spoiling,
  startHostilePeer,
} from '../support/platforms/hostile-peer.js';
import { type FakePlatform, PLATFORM_FAKES } from '../support/platforms/index.js';
import { memberBrowser } from '../support/signed-in.js';
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-server.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let token: string;
let workspaceId: string;
let accountId: string;
let strangerWorkspace: string;
/** Every route of the OpenAPI document (so new routes are fuzzed as they arrive), plus the unlisted ones. */
let routes: string[];
/** Every platform's stand-in, each behind a peer that misbehaves when told to. */
const platforms: Array<{ platform: string; fake: FakePlatform; peer: HostilePeer }> = [];
let stripe: StripeStandIn;
/** A site the service fetches images from: an image at any path under /img/, redirects under /to/. */
let site: http.Server;
let siteUrl: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  const png = await sampleImage('png', 32, 24);
  site = http.createServer((req, res) => {
    if (req.url?.startsWith('/to/')) {
      res.writeHead(302, { location: decodeURIComponent(req.url.slice(4)) });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const env: Record<string, string> = {
    ALLOW_PRIVATE_TARGETS: 'true',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.apiUrl,
  };
  for (const { platform, start } of PLATFORM_FAKES) {
    const fake = await start();
    const peer = await startHostilePeer(fake.apiUrl);
    platforms.push({ platform, fake, peer });
    if (!(OAUTH_APP_PLATFORMS as readonly string[]).includes(platform)) continue;
    const name = platform.toUpperCase();
    Object.assign(env, {
      [`${name}_CLIENT_ID`]: fake.clientId,
      [`${name}_CLIENT_SECRET`]: fake.clientSecret,
      [`${name}_API_URL`]: peer.url,
      [`${name}_AUTH_URL`]: fake.authUrl,
    });
  }
  ctx = await createTestContext({ env, app: { extraScopedRoutes: [paidTestRoute] } });
  ({ token, workspaceId, accountId } = await ctx.account({ credits: 1000 }));
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
afterAll(async () => {
  await ctx?.close();
  for (const { fake, peer } of platforms) {
    await peer.close();
    await fake.close();
  }
  await stripe?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

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

/** A problem document of the 4xx family: what every refusal is. */
function expectRefusal(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  what: string,
) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], what).toMatch(/^application\/problem\+json/);
  }
}

const spoiling: fc.Arbitrary<Spoiling> = fc.oneof(
  fc.constantFrom(...HOSTILE_BODIES).map((body) => ({ kind: 'replace' as const, body })),
  fc.nat().map((seed) => ({ kind: 'wrong-types' as const, seed })),
);

describe('hostile platforms', () => {
  it.each(PLATFORM_FAKES.map((f) => f.platform))(
    'connecting %s never gets a 500, whichever of its answers is null or of the wrong types',
    async (platform) => {
      const { fake, peer } = platforms.find((p) => p.platform === platform)!;
      const headers = bearer(token);
      await fc.assert(
        fc.asyncProperty(fc.nat(5), spoiling, async (index, how) => {
          peer.spoil(index, how);
          const what = `${platform}, answer ${index} spoiled with ${JSON.stringify(how)}`;
          const started = await ctx.app.inject({
            method: 'POST',
            url: '/v1/social-accounts/connect',
            headers,
            payload: { platform, ...(platform === 'mastodon' ? { instance: peer.url } : {}) },
          });
          expectRefusal(started, `connect (${what})`);
          if (started.statusCode !== 200) return;
          let callback: string;
          try {
            callback = await fake.consent(started.json().data.authorizeUrl);
          } catch {
            return; // the stand-in's own consent page refused what the spoiled answer made
          }
          const { pathname, search } = new URL(callback);
          const landed = await ctx.app.inject({
            method: 'GET',
            url: pathname + search,
            headers: { accept: 'application/json', cookie: (await memberBrowser(ctx, accountId)).cookie },
          });
          expectRefusal(landed, `callback (${what})`);
          const data = landed.statusCode === 200 ? landed.json().data : undefined;
          if (data?.status !== 'choose_destination') return;
          const chosen = await ctx.app.inject({
            method: 'POST',
            url: `/v1/social-accounts/connect/${data.connectionId}`,
            headers,
            payload: { destinationId: data.destinations[0].id },
          });
          expectRefusal(chosen, `choosing a destination (${what})`);
        }),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 2000) / 100,
          // Always among them: the first and second answers null (Mastodon: the app registration,
          // then the token), and the token answer's fields of the wrong types.
          examples: [
            [0, { kind: 'replace', body: 'null' }],
            [1, { kind: 'replace', body: 'null' }],
            [0, { kind: 'wrong-types', seed: 1 }],
          ],
        },
      );
      peer.behave();
    },
  );

  it('adding a Bluesky account never gets a 500, whatever its server answers', async () => {
    const server = await startHostilePeer();
    try {
      await fc.assert(
        fc.asyncProperty(fc.nat(3), spoiling, async (index, how) => {
          server.spoil(index, how);
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/v1/social-accounts',
            headers: bearer(token),
            payload: {
              platform: 'bluesky',
              credentials: {
                identifier: 'someone.example',
                appPassword: 'abcd-efgh-ijkl-mnop',
                service: server.url,
              },
            },
          });
          expectRefusal(res, `answer ${index} spoiled with ${JSON.stringify(how)}`);
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) / 100 },
      );
    } finally {
      await server.close();
    }
  });
});

/** Values no field of a Stripe event may hold, and a few it may. */
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    'evt_\u0000nul',
    'a'.repeat(300 * 1024),
    'lots',
    {},
    [],
    null,
    -1,
    1.5,
    1e300,
    true,
    'usd',
    'paid',
    'cs_test_x',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

const EVENT_FIELDS = [
  ['id'],
  ['type'],
  ['created'],
  ['data'],
  ['data', 'object'],
  ['data', 'object', 'id'],
  ['data', 'object', 'amount_total'],
  ['data', 'object', 'currency'],
  ['data', 'object', 'payment_status'],
  ['data', 'object', 'client_reference_id'],
  ['data', 'object', 'metadata'],
  ['data', 'object', 'metadata', 'credits'],
  ['data', 'object', 'metadata', 'accountId'],
  ['data', 'object', 'metadata', 'pack'],
];

describe('signed but malformed Stripe events', () => {
  it('are refused or acknowledged with a 4xx or 200, never a 500, and credit only a full payment', async () => {
    const buyer = await ctx.account({ credits: 0 });
    let credited = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...EVENT_FIELDS), hostileValue), { minLength: 1, maxLength: 3 }),
        async (changes) => {
          const checkout = await ctx.app.inject({
            method: 'POST',
            url: '/v1/credits/checkout',
            headers: bearer(buyer.token),
            payload: { pack: 'starter' },
          });
          const session = stripe.sessions.get(checkout.json().data.sessionId)!;
          const event = JSON.parse(
            stripe.event('checkout.session.completed', session, { payment_status: 'paid' }).payload,
          );
          for (const [path, value] of changes) {
            let target = event;
            for (const key of path.slice(0, -1)) {
              if (target[key] === null || typeof target[key] !== 'object') target[key] = {};
              target = target[key];
            }
            // A copy: the constant `{}` and `[]` are one object each, shared by every run; set as
            // they are, a later change wrote into them (a cycle, or a value leaking into other runs).
            target[path.at(-1)!] = structuredClone(value);
          }
          const payload = JSON.stringify(event);
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/v1/webhooks/stripe',
            headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
            payload,
          });
          expectRefusal(res, `event changed by ${JSON.stringify(changes).slice(0, 300)}`);
          if (res.statusCode === 200 && res.json().data.outcome === 'credited') {
            const object = event.data.object;
            expect(object.amount_total).toBeGreaterThanOrEqual(900);
            expect(object.currency).toBe('usd');
            credited++;
          }
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) / 20 },
    );
    const balance = (
      await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(buyer.token) })
    ).json().data.balance;
    expect(balance).toBe(credited * 100);
  });
});

/** Path segments as a careless or hostile address writes them: broken percent-encoding above all. */
const oddSegment = fc.oneof(
  fc.constantFrom(
    '100%.png',
    '%E0%A4%A.png',
    '%',
    '%%',
    '%zz',
    '%00',
    '%FF%FE.png',
    '%C0%AF',
    '..%2F',
    'a%2Fb',
  ),
  fc.string({ maxLength: 12 }).map((s) => `${encodeURIComponent(s)}%${s.length % 2 ? 'G' : ''}.png`),
  fc.string({ maxLength: 12 }),
);
/** Where a redirect may point: not always an address. */
const oddLocation = fc.oneof(
  fc.constantFrom(
    'http://[::1',
    'http://[',
    'https://',
    '//',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'http://%zz/',
    ' ',
    'ftp://x/y.png',
    '/img/ok.png',
  ),
  oddSegment.map((s) => `/img/${s}`),
  fc.webUrl(),
);

describe('addresses the service fetches', () => {
  it('import never answers a 500, whatever the address’s encoding or where it redirects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          oddSegment.map((s) => `/img/${s}`),
          oddLocation.map((l) => `/to/${encodeURIComponent(l)}`),
        ),
        async (path) => {
          const res = await ctx.app.inject({
            method: 'POST',
            url: '/v1/media/import',
            headers: bearer(token),
            payload: { url: `${siteUrl}${path}` },
          });
          expectRefusal(res, `import of ${path}`);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 2000) / 20 },
    );
  });
});
