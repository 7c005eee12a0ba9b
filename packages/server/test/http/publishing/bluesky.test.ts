import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BlueskyCredentials,
  createBlueskyConnector,
} from '../../../src/adapters/connectors/bluesky-connector.js';
import { createSharpImages } from '../../../src/adapters/images/sharp-images.js';
import { createGuardedHttp } from '../../../src/adapters/outbound/guarded-http.js';
import { type PdsAccount, startPds, type TestPds } from '../../support/atproto-pds.js';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import { balance, type Client, client, draft, ledger, waitForPublication } from '../../support/publishing.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

let pds: TestPds;
let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let api: Client;
let alice: PdsAccount;
let bob: PdsAccount;

beforeAll(async () => {
  pds = await startPds();
  alice = await pds.createAccount('alice');
  bob = await pds.createAccount('bob');
  ctx = await createTestContext({
    env: {
      ALLOW_PRIVATE_TARGETS: 'true',
      BLUESKY_API_URL: pds.url,
      DELIVERY_RETRY_BASE_SECONDS: '0.05',
    },
  });
  owner = await ctx.account({ credits: 10 });
  api = client(ctx, owner.token);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await pds?.close();
});

/** A photo too big for a Bluesky blob: 1600×1600 of noise, several megabytes as PNG. */
async function bigPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 1600,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** Plays the passing of time on an account's kept session: its access token has expired. */
async function expireAccessToken(accountId: string) {
  const secrets = ctx.services.publishing.secrets;
  const { rows } = await sql<{
    credentials: string;
  }>`select credentials from social_accounts where id = ${accountId}`.execute(ctx.services.database.db);
  const credentials = JSON.parse(secrets.open(rows[0]!.credentials, accountId)) as BlueskyCredentials;
  const [head, , signature] = credentials.session!.accessJwt.split('.');
  const past = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString('base64url');
  const aged = {
    ...credentials,
    session: { ...credentials.session!, accessJwt: `${head}.${past}.${signature}` },
  };
  await sql`update social_accounts set credentials = ${secrets.seal(JSON.stringify(aged), accountId)} where id = ${accountId}`.execute(
    ctx.services.database.db,
  );
}

async function connect(account: PdsAccount, extra: object = {}) {
  return api('POST', '/v1/social-accounts', {
    platform: 'bluesky',
    credentials: { identifier: account.handle, appPassword: account.appPassword },
    ...extra,
  });
}

describe('Bluesky, on a real PDS', () => {
  it('connects an account with an app password checked against the server', async () => {
    const wrong = await api('POST', '/v1/social-accounts', {
      platform: 'bluesky',
      credentials: { identifier: alice.handle, appPassword: 'aaaa-bbbb-cccc-dddd' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('invalid_credentials');
    const mismatch = await connect(alice, { handle: 'bob.test' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().detail).toMatch(/sign in as @alice\.test/);

    const res = await connect(alice);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.stringMatching(/^sa_/),
      workspaceId: owner.workspaceId,
      platform: 'bluesky',
      handle: 'alice.test',
      connection: 'oauth',
      status: 'active',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.json())).not.toContain(alice.appPassword);
  });

  it('posts text with link, tag and mention facets and two images with alt text, read back from the PDS', async () => {
    const account = (await api('GET', '/v1/social-accounts?platform=bluesky')).json().data[0];
    const small = await uploadImage(ctx, owner.token, await productPhoto(400, 500));
    const big = await uploadImage(ctx, owner.token, await bigPhoto(), 'image/png');
    const text = 'Glow serum is back 🌿 https://shop.example/glow #skincare thanks @bob.test';
    const post = await draft(api, {
      caption: 'Not this one',
      perPlatform: { bluesky: { caption: text } },
      mediaIds: [small.id, big.id],
      altTexts: { [small.id]: 'An amber bottle', [big.id]: 'Grain, up close' },
      socialAccountIds: [account.id],
    });
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'published', creditsCharged: 1 });
    const [target] = done.targets;
    expect(target!.externalId).toMatch(
      new RegExp(`^at://${alice.did}/app\\.bsky\\.feed\\.post/[2-7a-z]{13}$`),
    );
    const rkey = target!.externalId!.split('/').pop()!;
    expect(target!.externalUrl).toBe(`https://bsky.app/profile/alice.test/post/${rkey}`);

    const reader = await pds.agentFor(alice);
    const record = (
      await reader.com.atproto.repo.getRecord({ repo: alice.did, collection: 'app.bsky.feed.post', rkey })
    ).data.value as {
      text: string;
      facets: Array<{ features: Array<{ $type: string; uri?: string; tag?: string; did?: string }> }>;
      embed: {
        images: Array<{
          alt: string;
          aspectRatio: { width: number; height: number };
          image: { mimeType: string; size: number };
        }>;
      };
    };
    expect(record.text).toBe(text);
    const features = record.facets.flatMap((f) => f.features);
    expect(features).toEqual(
      expect.arrayContaining([
        { $type: 'app.bsky.richtext.facet#link', uri: 'https://shop.example/glow' },
        { $type: 'app.bsky.richtext.facet#tag', tag: 'skincare' },
        { $type: 'app.bsky.richtext.facet#mention', did: bob.did },
      ]),
    );
    const [first, second] = record.embed.images;
    expect(first).toMatchObject({
      alt: 'An amber bottle',
      aspectRatio: { width: 400, height: 500 },
      image: { mimeType: 'image/jpeg' },
    });
    // The big PNG was re-encoded as a JPEG under the blob limit, its aspect ratio kept.
    expect(second!.alt).toBe('Grain, up close');
    expect(second!.image).toMatchObject({ mimeType: 'image/jpeg' });
    expect(second!.image.size).toBeLessThanOrEqual(1_000_000);
    expect(second!.aspectRatio.width).toBe(second!.aspectRatio.height);
    expect(await balance(api)).toBe(9);
  });

  it('keeps the session it delivers with, and renews one the server no longer takes', async () => {
    const account = (await api('GET', '/v1/social-accounts?platform=bluesky')).json().data[0];
    const secrets = ctx.services.publishing.secrets;
    const stored = async () => {
      const { rows } = await sql<{
        credentials: string;
      }>`select credentials from social_accounts where id = ${account.id}`.execute(ctx.services.database.db);
      return {
        sealed: rows[0]!.credentials,
        open: JSON.parse(secrets.open(rows[0]!.credentials, account.id)),
      };
    };
    const first = await stored();
    expect(first.open.session).toMatchObject({ did: alice.did, accessJwt: expect.any(String) });
    // A session the server no longer takes (as after its expiry): the delivery still goes out, and
    // the session it ends with is kept for the next one.
    const stale = {
      ...first.open,
      session: { ...first.open.session, accessJwt: 'expired', refreshJwt: 'expired' },
    };
    await sql`update social_accounts set credentials = ${secrets.seal(JSON.stringify(stale), account.id)} where id = ${account.id}`.execute(
      ctx.services.database.db,
    );
    const post = await draft(api, { caption: 'With a renewed session', socialAccountIds: [account.id] });
    await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(await waitForPublication(api, post.id)).toMatchObject({ status: 'published' });
    const after = await stored();
    expect(after.open.session.did).toBe(alice.did);
    expect(after.open.session.accessJwt).not.toBe('expired');
    expect(after.open.appPassword).toBe(alice.appPassword);
  });

  it('never posts a delivery twice, however often it is sent', async () => {
    const bluesky = ctx.services.publishing.connectors.bluesky!;
    const account = (await api('GET', '/v1/social-accounts?platform=bluesky')).json().data[0];
    const stored = (await ctx.services.store.socialAccounts.find(account.id))!;
    const delivery = {
      deliveryId: 'tgt_01jzzzzzzzzzzzzzzzzzzzzzzz',
      createdAt: '2026-11-24T10:00:00.000Z',
      postId: 'post_01jzzzzzzzzzzzzzzzzzzzzzzz',
      workspaceId: owner.workspaceId,
      account: {
        id: account.id,
        handle: account.handle,
        externalId: stored.externalId,
        webhookUrl: null,
        credentials: JSON.parse(ctx.services.publishing.secrets.open(stored.credentials!, account.id)),
      },
      text: 'Only once, please',
      media: [],
      replies: [],
      posted: [],
      partPosted: async () => {},
      saveCredentials: async () => {},
    };
    const signal = AbortSignal.timeout(20_000);
    const [a, b] = await Promise.all([bluesky.deliver(delivery, signal), bluesky.deliver(delivery, signal)]);
    const c = await bluesky.deliver(delivery, signal);
    expect(new Set([a.externalId, b.externalId, c.externalId]).size).toBe(1);
    const reader = await pds.agentFor(alice);
    const posts = await reader.com.atproto.repo.listRecords({
      repo: alice.did,
      collection: 'app.bsky.feed.post',
      limit: 100,
    });
    expect(
      posts.data.records.filter((r) => (r.value as { text: string }).text === 'Only once, please'),
    ).toHaveLength(1);
  });

  it('publishes a thread whose replies name the root and their parent, read back from the PDS', async () => {
    const account = (await api('GET', '/v1/social-accounts?platform=bluesky')).json().data[0];
    const one = await uploadImage(ctx, owner.token, await productPhoto(400, 500));
    const two = await uploadImage(ctx, owner.token, await productPhoto(500, 400));
    const post = await draft(api, {
      caption: 'Glow serum, a thread',
      replies: [{ caption: 'It layers well.' }, { caption: 'Two views', mediaIds: [one.id, two.id] }],
      socialAccountIds: [account.id],
    });
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'published', creditsCharged: 1 });
    const target = done.targets[0] as unknown as { externalId: string; parts: { externalId: string }[] };
    const uris = target.parts.map((p) => p.externalId);
    expect(uris).toHaveLength(3);
    expect(uris[0]).toBe(target.externalId);

    const reader = await pds.agentFor(alice);
    const read = async (uri: string) => {
      const found = await reader.com.atproto.repo.getRecord({
        repo: alice.did,
        collection: 'app.bsky.feed.post',
        rkey: uri.split('/').pop()!,
      });
      return {
        cid: found.data.cid!,
        value: found.data.value as {
          text: string;
          reply?: { root: { uri: string; cid: string }; parent: { uri: string; cid: string } };
          embed?: { images: unknown[] };
        },
      };
    };
    const [root, first, second] = await Promise.all(uris.map(read));
    expect(root!.value.reply).toBeUndefined();
    expect(first!.value).toMatchObject({
      text: 'It layers well.',
      reply: { root: { uri: uris[0], cid: root!.cid }, parent: { uri: uris[0], cid: root!.cid } },
    });
    expect(second!.value).toMatchObject({
      text: 'Two views',
      reply: { root: { uri: uris[0], cid: root!.cid }, parent: { uri: uris[1], cid: first!.cid } },
    });
    expect(second!.value.embed?.images).toHaveLength(2);
  });

  it('continues a thread at the first part not posted, never reposting one', async () => {
    const bluesky = ctx.services.publishing.connectors.bluesky!;
    const account = (await api('GET', '/v1/social-accounts?platform=bluesky')).json().data[0];
    const stored = (await ctx.services.store.socialAccounts.find(account.id))!;
    const kept: { externalId: string }[] = [];
    const delivery = (posted: { externalId: string }[], stopAfter?: number) => ({
      deliveryId: 'tgt_01jyyyyyyyyyyyyyyyyyyyyyyy',
      createdAt: '2026-11-25T10:00:00.000Z',
      postId: 'post_01jyyyyyyyyyyyyyyyyyyyyyyy',
      workspaceId: owner.workspaceId,
      account: {
        id: account.id,
        handle: account.handle,
        externalId: stored.externalId,
        webhookUrl: null,
        credentials: JSON.parse(ctx.services.publishing.secrets.open(stored.credentials!, account.id)),
      },
      text: 'Part one of three',
      media: [],
      replies: [
        { text: 'Part two of three', media: [] },
        { text: 'Part three of three', media: [] },
      ],
      posted: [...posted],
      partPosted: async (receipt: { externalId: string }) => {
        kept.push(receipt);
        // The attempt is cut off once this many parts are out.
        if (kept.length === stopAfter) throw new Error('cut off');
      },
      saveCredentials: async () => {},
    });
    const signal = AbortSignal.timeout(20_000);
    await expect(bluesky.deliver(delivery([], 2), signal)).rejects.toThrow('cut off');
    expect(kept).toHaveLength(2);
    const receipt = await bluesky.deliver(delivery(kept.slice()), signal);
    expect(receipt.externalId).toBe(kept[0]!.externalId);
    expect(kept).toHaveLength(3);

    const reader = await pds.agentFor(alice);
    const posts = await reader.com.atproto.repo.listRecords({
      repo: alice.did,
      collection: 'app.bsky.feed.post',
      limit: 100,
    });
    const parts = posts.data.records.filter((r) => / of three$/.test((r.value as { text: string }).text));
    expect(parts).toHaveLength(3);
    const third = parts.find((r) => (r.value as { text: string }).text === 'Part three of three')!;
    expect((third.value as { reply: { parent: { uri: string } } }).reply.parent.uri).toBe(
      kept[1]!.externalId,
    );
  });

  it('signs in once per account: later posts reuse the session, renewing it only once it has expired', async () => {
    // The connector as the service builds it, with every request it sends counted by XRPC method.
    const calls: string[] = [];
    const guarded = createGuardedHttp({ allowPrivate: true });
    const counted: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push(url.pathname.replace('/xrpc/', ''));
      return guarded.fetch(input, init);
    };
    const bluesky = createBlueskyConnector({
      outbound: { ...guarded, fetch: counted },
      images: createSharpImages(),
      defaultService: pds.url,
    });
    const carol = await pds.createAccount('carol');
    const connected = await bluesky.check(
      { identifier: carol.handle, appPassword: carol.appPassword },
      AbortSignal.timeout(20_000),
    );
    let credentials = connected.credentials as BlueskyCredentials;
    const count = (method: string) => calls.filter((c) => c === method).length;
    expect(count('com.atproto.server.createSession')).toBe(1);

    let n = 0;
    const publish = () =>
      bluesky.deliver(
        {
          deliveryId: `tgt_01jx${String(++n).padStart(22, '0')}`,
          createdAt: new Date().toISOString(),
          postId: 'post_01jxxxxxxxxxxxxxxxxxxxxxxx',
          workspaceId: owner.workspaceId,
          account: {
            id: 'sa_carol',
            handle: carol.handle,
            externalId: carol.did,
            webhookUrl: null,
            credentials,
          },
          text: `Session reuse, post ${n}`,
          media: [],
          replies: [],
          posted: [],
          partPosted: async () => {},
          saveCredentials: async (renewed) => {
            credentials = renewed as BlueskyCredentials;
          },
        },
        AbortSignal.timeout(20_000),
      );
    for (let i = 0; i < 3; i++) await publish();
    expect(count('com.atproto.server.createSession')).toBe(1);
    expect(count('com.atproto.server.refreshSession')).toBe(0);
    expect(count('com.atproto.repo.createRecord')).toBe(3);

    // An access token past its expiry is renewed with the refresh token, not a new sign-in.
    const [head, , signature] = credentials.session!.accessJwt.split('.');
    const past = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 })).toString(
      'base64url',
    );
    credentials = {
      ...credentials,
      session: { ...credentials.session!, accessJwt: `${head}.${past}.${signature}` },
    };
    await publish();
    expect(count('com.atproto.server.refreshSession')).toBe(1);
    expect(count('com.atproto.server.createSession')).toBe(1);
    expect(credentials.session!.accessJwt.split('.')[1]).not.toBe(past);
    await publish();
    expect(count('com.atproto.server.refreshSession')).toBe(1);

    // A session the server no longer takes at all: signed in afresh, once.
    credentials = {
      ...credentials,
      session: { ...credentials.session!, accessJwt: 'gone', refreshJwt: 'gone' },
    };
    await publish();
    expect(count('com.atproto.server.createSession')).toBe(2);
    // Every post went out once.
    expect(count('com.atproto.repo.createRecord')).toBe(6);
  });

  it('turns the account needs_reconnect when its app password is revoked, and refunds the delivery', async () => {
    const res = await connect(bob);
    expect(res.statusCode).toBe(201);
    const account = res.json().data;
    await pds.revokeAppPassword(bob);
    // The access token in hand lasts its lifetime; the revocation shows once it must be renewed.
    await expireAccessToken(account.id);
    const before = await balance(api);
    const post = await draft(api, { caption: 'After the revocation', socialAccountIds: [account.id] });
    await api('POST', `/v1/posts/${post.id}/publish`, {});
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect(done.targets[0]!.error).toMatchObject({ category: 'auth_expired', retryable: true });
    expect(await balance(api)).toBe(before);
    expect((await ledger(api)).slice(-2).map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -1],
      ['release', 1],
    ]);
    const after = (await api('GET', `/v1/social-accounts/${account.id}`)).json().data;
    expect(after).toMatchObject({ status: 'needs_reconnect', statusReason: expect.any(String) });
    // The next post shows the problem before anything is charged.
    const next = await draft(api, { caption: 'Again', socialAccountIds: [account.id] });
    expect((await api('GET', `/v1/posts/${next.id}/publish`)).json().data.problems).toEqual([
      expect.objectContaining({ code: 'account_needs_reconnect', socialAccountId: account.id }),
    ]);

    // Reconnected with a new app password of the same account, it is active again under the same
    // id, and the failed delivery goes out on a retry.
    const reconnect = (credentials: object) =>
      api('PATCH', `/v1/social-accounts/${account.id}`, { credentials });
    const wrong = await reconnect({ identifier: alice.handle, appPassword: alice.appPassword });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('invalid_credentials');
    const revoked = await reconnect({ identifier: bob.handle, appPassword: bob.appPassword });
    expect(revoked.json().code).toBe('invalid_credentials');
    const fresh = await pds.newAppPassword(bob, 'contentforge-2');
    const reconnected = await reconnect({ identifier: bob.handle, appPassword: fresh });
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect(reconnected.json().data).toEqual({
      id: account.id,
      workspaceId: owner.workspaceId,
      platform: 'bluesky',
      handle: bob.handle,
      connection: 'oauth',
      status: 'active',
      createdAt: account.createdAt,
    });
    expect((await api('GET', `/v1/posts/${next.id}/publish`)).json().data.problems).toEqual([]);
    expect((await api('POST', `/v1/posts/${post.id}/retry`, {})).statusCode).toBe(202);
    expect(await waitForPublication(api, post.id)).toMatchObject({ status: 'published', creditsCharged: 1 });
    expect(await balance(api)).toBe(before - 1);
  });
});
