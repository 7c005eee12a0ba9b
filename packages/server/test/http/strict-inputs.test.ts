import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../src/domain/users/users.js';
import { productPhoto, uploadImage } from '../support/media-upload.js';
import { paidTestRoute } from '../support/paid-test-route.js';
import { signIn } from '../support/signed-in.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
/** One resource of each kind, for the operations on `{id}`. */
let ids: Record<string, string>;
let referenceImage: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const api = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...bearer(account.token), ...headers },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  ctx = await createTestContext({
    app: { extraScopedRoutes: [paidTestRoute] },
    env: { ALLOW_PRIVATE_TARGETS: 'true' },
  });
  account = await ctx.account({ credits: 100 });
  referenceImage = (await uploadImage(ctx, account.token, await productPhoto(200, 200))).url;
  const media = (await api('GET', '/v1/media')).json().data[0];
  const campaign = (await api('POST', '/v1/campaigns', { name: 'Spring' })).json().data;
  const generation = await api('POST', '/v1/generations/image', { prompt: 'A serum bottle' });
  expect(generation.statusCode).toBe(201);
  const agent = await ctx.token({ accountId: account.accountId, kind: 'agent', role: 'editor' });
  const socialAccount = (
    await api('POST', '/v1/social-accounts', { platform: 'x', handle: 'brand' }, bearer(agent.token))
  ).json().data;
  const post = (
    await api('POST', '/v1/posts', { caption: 'Hello', socialAccountIds: [socialAccount.id] })
  ).json().data;
  const webhook = (
    await api('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['post.published'] })
  ).json().data;
  await setPassword(ctx.services.users, {
    email: 'owner@example.com',
    password: 'a good password',
    accountId: account.accountId,
  });
  const session = await signIn(ctx.app, 'owner@example.com', 'a good password');
  const invitation = (
    await api('POST', '/v1/invitations', { email: 'invited@example.com', role: 'viewer' })
  ).json().data;
  const font = await ctx.app.inject({
    method: 'POST',
    url: '/v1/brand/fonts',
    headers: { ...bearer(account.token), 'content-type': 'font/ttf' },
    payload: readFileSync(
      createRequire(import.meta.url).resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
    ),
  });
  expect(font.statusCode).toBe(201);
  ids = {
    sessions: session.sessionId,
    users: session.userId,
    media: media.id,
    campaigns: campaign.id,
    generations: generation.json().data.id,
    'social-accounts': socialAccount.id,
    posts: post.id,
    webhooks: webhook.id,
    tokens: agent.tokenId,
    invitations: invitation.id,
    fonts: font.json().data.id,
    // A connection waiting for its destination: refused input is answered before it is looked up.
    connect: 'conn_00000000000000000000000000',
  };
});
afterAll(async () => ctx?.close());

/**
 * A valid body for every operation that takes one, keyed by method and path without the workspace
 * prefix. An operation that takes a body and has no entry here fails the walk below: add one.
 */
const validBodies = (): Record<string, object> => ({
  'POST /v1/media/upload-url': { mimeType: 'image/png', filename: 'bottle.png', size: 1000 },
  'POST /v1/media/complete': { path: 'uploads/upl_00000000000000000000000000' },
  'POST /v1/media/import': { url: 'https://images.example.invalid/bottle.png', filename: 'bottle.png' },
  'POST /v1/campaigns': { name: 'Summer', description: 'Sun cream' },
  'PATCH /v1/campaigns/{id}': { name: 'Renamed', description: null },
  'POST /v1/generations/preset': {
    presetId: 'ugc-selfie-review',
    subject: 'Serum',
    campaignId: ids.campaigns!,
    referenceImages: [referenceImage],
    platform: 'instagram',
    claims: {
      rating: 4,
      review: 'Lovely',
      reviewer: 'Dana',
      isNew: true,
      offer: '10% off',
      limitedStock: true,
    },
  },
  'POST /v1/generations/image': {
    prompt: 'A serum bottle',
    referenceImages: [referenceImage],
    count: 2,
    aspectRatio: '4:5',
    campaignId: ids.campaigns!,
  },
  'POST /v1/generations/cutout': { image: referenceImage, crop: true },
  'POST /v1/generations/copy': {
    subject: 'Serum',
    platform: 'x',
    tone: 'playful',
    presetId: 'ugc-selfie-review',
    variants: 2,
    language: 'en',
    seed: 7,
    claims: {
      rating: 5,
      review: 'Lovely',
      reviewer: 'Dana',
      isNew: false,
      offer: '10% off',
      limitedStock: false,
    },
  },
  'POST /v1/test-charges': { credits: 3, produce: 2, note: 'n' },
  'POST /v1/social-accounts': {
    platform: 'bluesky',
    handle: 'brand.example.com',
    credentials: {
      identifier: 'brand.example.com',
      appPassword: 'abcd-efgh-ijkl-mnop',
      service: 'https://pds.example.com',
    },
  },
  'POST /v1/social-accounts/connect': {
    platform: 'mastodon',
    instance: 'mastodon.example',
    redirectTo: 'http://contentforge.test/connected',
  },
  'POST /v1/social-accounts/connect/{id}': { destinationId: 'board-1' },
  'PATCH /v1/social-accounts/{id}': {
    credentials: { identifier: 'brand.example.com', appPassword: 'abcd-efgh-ijkl-mnop' },
  },
  'POST /v1/posts': {
    caption: 'Spring is here',
    mediaIds: [ids.media!],
    socialAccountIds: [ids['social-accounts']!],
    campaignId: ids.campaigns!,
    scheduledAt: '2099-01-01T09:00:00Z',
    altTexts: { [ids.media!]: 'A serum bottle' },
    perPlatform: { x: { caption: 'Spring!' } },
  },
  'PATCH /v1/posts/{id}': { caption: 'Spring', perPlatform: { bluesky: { caption: 'Hi' } } },
  'POST /v1/posts/{id}/publish': { scheduledAt: '2099-01-01T09:00:00Z' },
  'POST /v1/posts/{id}/retry': { includeUnknown: true, socialAccountIds: [ids['social-accounts']!] },
  'POST /v1/posts/{id}/reschedule': { scheduledAt: '2099-01-01T09:00:00Z' },
  'POST /v1/workspaces': { name: 'Summer shop' },
  'PATCH /v1/workspaces/{workspace_id}': { name: 'Autumn shop' },
  'POST /v1/platforms/count': { text: 'Spring is here', platforms: ['x', 'bluesky'] },
  'POST /v1/posts/{id}/targets/{socialAccountId}/report': {
    status: 'failed',
    error: { message: 'The platform refused it', code: 'refused', category: 'platform_rejected' },
  },
  'POST /v1/webhooks': { url: 'http://127.0.0.1:9/hook', events: ['post.published'] },
  'POST /v1/tokens': { name: 'CI uploads', role: 'editor' },
  'POST /v1/sessions': { email: 'owner@example.com', password: 'a good password' },
  'POST /v1/users/bootstrap': {
    ownerToken: account.token,
    email: 'new@example.com',
    password: 'a good password',
  },
  'POST /v1/invitations': { email: 'editor@example.com', role: 'editor' },
  'POST /v1/invitations/{token}/accept': { password: 'a good password' },
  'PATCH /v1/users/{id}': { role: 'owner' },
  'POST /v1/credits/checkout': { pack: 'starter' },
  'PUT /v1/brand': {
    name: 'Verdant',
    logo: { url: referenceImage, onDark: referenceImage },
    colors: { primary: '#0a7d4f', accent: '#ffcc33' },
    fonts: { heading: 'Inter', body: ids.fonts! },
    voice: { tone: 'playful', language: 'en', hashtags: ['verdant'], bannedWords: ['cheap'] },
    logoPlacement: { corner: 'top-left', size: 'small', presets: ['ugc-unboxing'], images: false },
    version: 0,
  },
  'POST /v1/brand/preview': { name: 'Verdant', colors: { primary: '#0a7d4f' } },
});

interface Operation {
  method: Method;
  /** As documented, e.g. `/v1/workspaces/{workspace_id}/campaigns/{id}`. */
  path: string;
  /** The path with its parameters filled in. */
  url: string;
  /** Method and path without the workspace prefix: the key of `validBodies`. */
  key: string;
  /** A JSON body. */
  body: boolean;
  /** A file sent as it is (a font), whose fields there are none to check. */
  file: boolean;
  query: string[];
}

interface Documented {
  requestBody?: { content?: Record<string, unknown> };
  parameters?: Array<{ in: string; name: string }>;
}

async function operations(): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
  const found: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, Documented>>(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const url = path
        .replace('{workspace_id}', account.workspaceId)
        .replace('{socialAccountId}', ids['social-accounts']!)
        .replace('{token}', 'cfi_not-an-invitation')
        .replace('{version}', '1')
        .replace(/\/([a-z-]+)\/\{id\}/, (_, collection: string) => {
          expect(ids[collection], `no ${collection} to call ${path} on`).toBeDefined();
          return `/${collection}/${ids[collection]}`;
        });
      expect(url, `the parameters of ${path} filled in`).not.toMatch(/[{}]/);
      found.push({
        method: method.toUpperCase() as Method,
        path,
        url,
        // The prefix of a workspace's paths, not the path of the workspace itself.
        key: `${method.toUpperCase()} ${path.replace(/\/workspaces\/\{workspace_id\}(?=\/)/, '')}`,
        body: operation.requestBody?.content?.['application/json'] !== undefined,
        file:
          operation.requestBody !== undefined &&
          operation.requestBody.content?.['application/json'] === undefined,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return found;
}

/** Everything the account can read without naming anything: what a refused request must leave as it was. */
async function snapshot(list: Operation[]): Promise<Record<string, unknown>> {
  const reads = list.filter((o) => o.method === 'GET' && !o.path.includes('{'));
  expect(reads.map((o) => o.path)).toEqual(
    expect.arrayContaining(['/v1/credits', '/v1/credits/transactions', '/v1/media', '/v1/generations']),
  );
  const state: Record<string, unknown> = {};
  for (const o of reads) {
    const url = `${o.url}${o.query.includes('limit') ? '?limit=100' : ''}`;
    const res = await api('GET', url);
    expect(res.statusCode, url).toBe(200);
    state[url] = res.json();
  }
  return state;
}

/**
 * Maps in bodies: objects keyed by data (media ids), not by field names. A key of theirs is checked
 * as data (an alt text for an image that is not in the post is a 400 of its own), not as a field.
 */
const MAPS = new Set(['altTexts']);

/** Paths to every plain object with fields inside a body, the body itself first. */
function objectPaths(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const own = MAPS.has(path.at(-1) ?? '') ? [] : [path];
  return [...own, ...Object.entries(value).flatMap(([k, v]) => objectPaths(v, [...path, k]))];
}

function withField(body: object, at: string[], field: string): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of at) target = target[key] as Record<string, unknown>;
  target[field] = 'surprise';
  return copy;
}

const unknownField = (path: string, message = 'unknown field') => ({
  status: 400,
  code: 'invalid_request',
  errors: [{ path, message }],
});

const outcome = (res: Awaited<ReturnType<typeof api>>) => {
  const { status, code, errors } = res.json();
  return { status: res.statusCode === status ? status : `${res.statusCode} (${status})`, code, errors };
};

describe('strict inputs', () => {
  it('every operation refuses an unknown body field and an unknown query parameter, creating and charging nothing', async () => {
    const list = await operations();
    const bodies = validBodies();
    const before = await snapshot(list);
    const used = new Set<string>();
    for (const op of list) {
      const label = `${op.method} ${op.url}`;
      let body: object | undefined;
      if (op.body) {
        expect(bodies[op.key], `a valid body for ${op.key} in validBodies`).toBeDefined();
        body = bodies[op.key]!;
        used.add(op.key);
        for (const at of objectPaths(body)) {
          const res = await api(op.method, op.url, withField(body, at, 'unexpectedField'));
          expect(outcome(res), label).toEqual(unknownField(['body', ...at, 'unexpectedField'].join('.')));
        }
      } else if (op.method !== 'GET' && !op.file) {
        // An operation that declares no body accepts none.
        const res = await api(op.method, op.url, { unexpectedField: true });
        expect(outcome(res), label).toEqual(unknownField('body.unexpectedField'));
      }
      const res = await api(op.method, `${op.url}?unexpectedParam=1`, body);
      expect(outcome(res), label).toEqual(unknownField('query.unexpectedParam', 'unknown query parameter'));
    }
    expect([...used].sort()).toEqual(Object.keys(bodies).sort());
    expect(await snapshot(list)).toEqual(before);
  });
});

describe('a misspelt field', () => {
  const balance = async () => (await api('GET', '/v1/credits')).json().data.balance;
  const ledger = async () => (await api('GET', '/v1/credits/transactions?limit=100')).json().data;
  const generations = async () => (await api('GET', '/v1/generations?limit=100')).json().data;

  it('costs nothing: a preset run with referenceImageUrls is refused, and the key is free for the corrected call', async () => {
    const [balanceBefore, ledgerBefore, generationsBefore] = [
      await balance(),
      await ledger(),
      await generations(),
    ];
    const run = (body: object) =>
      api('POST', '/v1/generations/preset', body, { 'idempotency-key': 'spring-serum-1' });
    const typo = await run({
      presetId: 'ugc-selfie-review',
      subject: 'Serum',
      referenceImageUrls: [referenceImage],
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(typo.json()).toMatchObject({
      code: 'invalid_request',
      errors: [
        { path: 'body.referenceImageUrls', message: 'unknown field (did you mean `referenceImages`?)' },
      ],
    });
    expect(typo.json().detail).toContain('did you mean `referenceImages`?');
    expect(await balance()).toBe(balanceBefore);
    expect(await ledger()).toEqual(ledgerBefore);
    expect(await generations()).toEqual(generationsBefore);

    const corrected = await run({
      presetId: 'ugc-selfie-review',
      subject: 'Serum',
      referenceImages: [referenceImage],
    });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await balance()).toBe(balanceBefore - corrected.json().data.creditsCharged);
  });

  it('colour on a campaign is refused without a far-fetched suggestion, and no campaign is created', async () => {
    const before = (await api('GET', '/v1/campaigns?status=all&limit=100')).json();
    const res = await api('POST', '/v1/campaigns', { name: 'Autumn', colour: 'amber' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.colour', message: 'unknown field' }]);
    expect(res.json().detail).not.toMatch(/did you mean/);
    expect((await api('GET', '/v1/campaigns?status=all&limit=100')).json()).toEqual(before);
  });

  it('suggests the field meant across case, snake_case and small slips, in the body and the query', async () => {
    const res = await api('POST', '/v1/generations/copy', {
      Subject: 'Serum',
      plattform: 'x',
      reference_images: [],
      variants: 1,
      mood: 'calm',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.subject', message: expect.stringMatching(/expected string/) },
      { path: 'body.Subject', message: 'unknown field (did you mean `subject`?)' },
      { path: 'body.plattform', message: 'unknown field (did you mean `platform`?)' },
      { path: 'body.reference_images', message: 'unknown field' },
      { path: 'body.mood', message: 'unknown field' },
    ]);
    const query = await api('GET', '/v1/credits/transactions?limt=5&page_size=5');
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([
      { path: 'query.limt', message: 'unknown query parameter (did you mean `limit`?)' },
      { path: 'query.page_size', message: 'unknown query parameter' },
    ]);
    const dryRun = await api('POST', '/v1/generations/image?dry_run=true', { prompt: 'A serum bottle' });
    expect(dryRun.json().errors).toEqual([
      { path: 'query.dry_run', message: 'unknown query parameter (did you mean `dryRun`?)' },
    ]);
  });

  it('does not refuse headers the API does not use, and keeps the documented ones working', async () => {
    const res = await api('GET', '/v1/credits', undefined, {
      'x-client-version': '3.1',
      'x-workspace-id': account.workspaceId,
    });
    expect(res.statusCode).toBe(200);
    const quoted = await api(
      'POST',
      '/v1/generations/image?dryRun=true',
      { prompt: 'A bottle' },
      {
        prefer: 'respond-async',
        'x-trace': 'abc',
      },
    );
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().data.quote).toMatchObject({ credits: 1, sufficient: true });
  });
});
