/**
 * A post with replies goes out as a thread: each reply answers the one before, a target is
 * delivered only when every part is, a failure after some parts keeps what they became, and a
 * retry continues at the first part not posted — never posting one twice. Against the Mastodon
 * stand-in (replies by `in_reply_to_id`) and a webhook receiver (the thread in one request).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMastodonPlatform } from '../../../src/adapters/connectors/mastodon-connector.js';
import { createXPlatform } from '../../../src/adapters/connectors/x-connector.js';
import { newId } from '../../../src/domain/ids.js';
import type { OAuthCredentials } from '../../../src/ports/oauth-platform.js';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import { adapterDeps, oauthClientOf, signIn } from '../../support/platforms/adapter-harness.js';
import type { FakePlatform } from '../../support/platforms/fake-platform.js';
import { type MastodonApi, startMastodonApi } from '../../support/platforms/mastodon-api.js';
import { startXApi, type XApi } from '../../support/platforms/x-api.js';
import {
  balance,
  type Client,
  client,
  draft,
  startPublishing,
  type TestContext,
  type WebhookReceiver,
  waitForPublication,
  webhookAccount,
} from '../../support/publishing.js';

let ctx: TestContext;
let receiver: WebhookReceiver;
let close: () => Promise<void>;
let api: Client;
let instance: MastodonApi;
let xApi: XApi;
let mastodon: string;
let x: string;
let webhook: string;
let photo: string;

/** An account on the stand-in instance, signed in as the connect flow signs it in. */
async function mastodonAccount(workspace: { accountId: string; workspaceId: string }): Promise<string> {
  const platform = createMastodonPlatform(adapterDeps({ timeoutMs: 10_000 }));
  const redirect = 'https://contentforge.example/v1/oauth/mastodon/callback';
  const registered = await platform.oauth.registerClient!(
    instance.apiUrl,
    redirect,
    AbortSignal.timeout(10_000),
  );
  const { tokens } = await signIn(platform.oauth, instance, registered, redirect);
  return oauthAccount(workspace, 'mastodon', instance, { kind: 'oauth', apiUrl: registered.apiUrl, tokens });
}

/** The X stand-in's user, signed in with the app the operator registered. */
async function xAccount(workspace: { accountId: string; workspaceId: string }): Promise<string> {
  const platform = createXPlatform(adapterDeps({ timeoutMs: 10_000 }));
  const app = oauthClientOf(xApi);
  const { tokens } = await signIn(
    platform.oauth,
    xApi,
    app,
    'https://contentforge.example/v1/oauth/x/callback',
  );
  return oauthAccount(workspace, 'x', xApi, { kind: 'oauth', apiUrl: xApi.apiUrl, tokens });
}

async function oauthAccount(
  workspace: { accountId: string; workspaceId: string },
  platform: 'x' | 'mastodon',
  fake: FakePlatform,
  credentials: OAuthCredentials,
): Promise<string> {
  const id = newId('sa');
  const at = new Date().toISOString();
  await ctx.services.store.socialAccounts.insert({
    id,
    workspaceId: workspace.workspaceId,
    accountId: workspace.accountId,
    platform,
    handle: fake.user.handle.toLowerCase(),
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId: fake.user.externalId,
    webhookUrl: null,
    credentials: ctx.services.publishing.secrets.seal(JSON.stringify(credentials), id),
    createdByTokenId: 'tok_test',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  });
  return id;
}

beforeAll(async () => {
  instance = await startMastodonApi();
  xApi = await startXApi();
  ({ ctx, receiver, close } = await startPublishing({
    DELIVERY_RETRY_BASE_SECONDS: '0.05',
    X_CLIENT_ID: xApi.clientId,
    X_CLIENT_SECRET: xApi.clientSecret,
    X_API_URL: xApi.apiUrl,
    X_AUTH_URL: xApi.authUrl,
  }));
  const workspace = await ctx.account({ credits: 20 });
  api = client(ctx, workspace.token);
  mastodon = await mastodonAccount(workspace);
  x = await xAccount(workspace);
  webhook = (await webhookAccount(api, receiver.url('/thread'), 'shop')).id;
  photo = (await uploadImage(ctx, workspace.token, await productPhoto(200, 200))).id;
});
afterAll(async () => {
  await close?.();
  await instance?.close();
  await xApi?.close();
});

const thread = () => ({
  caption: 'Glow serum is back.',
  replies: [
    { caption: 'It layers under sunscreen without pilling.' },
    { caption: 'Here it is on the shelf.', mediaIds: [photo] },
  ],
});

describe('a post with replies', () => {
  it('is kept as drafted, and changes only through strict fields', async () => {
    const post = await draft(api, { ...thread(), socialAccountIds: [webhook] });
    const read = (await api('GET', `/v1/posts/${post.id}`)).json().data;
    expect(read.replies).toEqual([
      { caption: 'It layers under sunscreen without pilling.', mediaIds: [] },
      { caption: 'Here it is on the shelf.', mediaIds: [photo] },
    ]);
    const unknown = await api('PATCH', `/v1/posts/${post.id}`, { replies: [{ caption: 'x', media: [] }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('media');
    const patched = await api('PATCH', `/v1/posts/${post.id}`, { replies: [{ caption: 'Only one now' }] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.replies).toEqual([{ caption: 'Only one now', mediaIds: [] }]);
    const foreign = await api('PATCH', `/v1/posts/${post.id}`, {
      replies: [{ caption: 'x', mediaIds: ['med_00000000000000000000000000'] }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('has each part checked by the platform’s rules in ★9, naming the part', async () => {
    const post = await draft(api, {
      caption: 'Fine',
      replies: [{ caption: 'Also fine' }, { caption: 'x'.repeat(501) }, { caption: ' ' }],
      socialAccountIds: [mastodon],
    });
    const { problems } = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    expect(problems.map((p: { code: string; part?: number }) => [p.code, p.part])).toEqual([
      ['caption_too_long', 2],
      ['empty_post', 3],
    ]);
    const refused = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems).toEqual(problems);
  });

  it('goes out as a thread; a failure after part 2 keeps what was posted and a retry continues at part 3', async () => {
    const post = await draft(api, { ...thread(), socialAccountIds: [mastodon, x, webhook] });
    const before = await balance(api);
    const fakes = [
      { id: mastodon, fake: instance as FakePlatform, cost: 1 },
      { id: x, fake: xApi as FakePlatform, cost: 2 },
    ];
    // The third part's image fails each platform's processing: parts 1 and 2 are out by then.
    for (const { fake } of fakes) fake.failNextMediaProcessing();
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const first = await waitForPublication(api, post.id);
    expect(first.status).toBe('partially_published');
    for (const { id, fake } of fakes) {
      const failed = first.targets.find((t) => t.socialAccountId === id)!;
      expect(failed.status, failed.platform).toBe('failed');
      expect(failed.error?.category).toBe('media_error');
      const posts = fake.published();
      expect(posts.map((p) => p.text)).toEqual([
        'Glow serum is back.',
        'It layers under sunscreen without pilling.',
      ]);
      expect(posts[1]!.inReplyTo).toBe(posts[0]!.id);
      expect((failed as { parts?: { externalId: string }[] }).parts?.map((p) => p.externalId)).toEqual(
        posts.map((p) => p.id),
      );
    }
    // A target is delivered only when every part is: only the webhook (free) is delivered yet.
    expect(first.creditsCharged).toBe(0);

    // The webhook receiver had the whole thread in one signed request.
    const [hook] = receiver.on('/thread');
    expect((hook!.json as unknown as { data: { text: string; replies: unknown[] } }).data).toMatchObject({
      text: 'Glow serum is back.',
      replies: [
        { text: 'It layers under sunscreen without pilling.', media: [] },
        { text: 'Here it is on the shelf.', media: [{ mediaId: photo }] },
      ],
    });

    expect((await api('POST', `/v1/posts/${post.id}/retry`, {})).statusCode).toBe(202);
    const second = await waitForPublication(api, post.id);
    expect(second.status).toBe('published');
    for (const { id, fake } of fakes) {
      const delivered = second.targets.find((t) => t.socialAccountId === id)!;
      const after = fake.published();
      expect(after.map((p) => p.text)).toEqual([
        'Glow serum is back.',
        'It layers under sunscreen without pilling.',
        'Here it is on the shelf.',
      ]);
      expect(after[2]!.inReplyTo).toBe(after[1]!.id);
      expect(after[2]!.media).toHaveLength(1);
      expect(delivered).toMatchObject({ status: 'delivered', externalId: after[0]!.id });
      expect((delivered as { parts?: { externalId: string }[] }).parts?.map((p) => p.externalId)).toEqual(
        after.map((p) => p.id),
      );
    }
    // Charged once per target, for the round that delivered it.
    expect(second.creditsCharged).toBe(3);
    expect(await balance(api)).toBe(before - 3);
  });
});
