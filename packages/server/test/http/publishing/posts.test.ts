import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import {
  agentAccount,
  balance,
  client,
  draft,
  ledger,
  startPublishing,
  type TestContext,
  type WebhookReceiver,
  waitForPublication,
  webhookAccount,
} from '../../support/publishing.js';

let ctx: TestContext;
let receiver: WebhookReceiver;
let close: () => Promise<void>;
let owner: { accountId: string; workspaceId: string; token: string };
let api: ReturnType<typeof client>;
let x: { id: string };
let image: { id: string; url: string };

beforeAll(async () => {
  ({ ctx, receiver, close } = await startPublishing({ PUBLISH_COSTS: 'webhook=2' }));
  owner = await ctx.account({ credits: 20 });
  api = client(ctx, owner.token);
  x = await agentAccount(ctx, owner.accountId, 'x', 'brand');
  image = await uploadImage(ctx, owner.token, await productPhoto(120, 150));
});
afterAll(() => close?.());

const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

describe('post drafts', () => {
  it('drafts, reads, lists, edits and deletes a post', async () => {
    const campaign = (await api('POST', '/v1/campaigns', { name: 'Spring' })).json().data;
    const created = await api('POST', '/v1/posts', {
      caption: 'Spring drop',
      mediaIds: [image.id],
      socialAccountIds: [x.id],
      campaignId: campaign.id,
      altTexts: { [image.id]: 'A bottle' },
      perPlatform: { x: { caption: 'Spring drop on X' } },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().data;
    expect(post).toEqual({
      id: expect.stringMatching(/^post_/),
      workspaceId: owner.workspaceId,
      caption: 'Spring drop',
      mediaIds: [image.id],
      socialAccountIds: [x.id],
      campaignId: campaign.id,
      altTexts: { [image.id]: 'A bottle' },
      perPlatform: { x: { caption: 'Spring drop on X' } },
      status: 'draft',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      publication: null,
    });
    expect((await api('GET', `/v1/posts/${post.id}`)).json().data).toEqual(post);
    expect((await api('GET', `/v1/posts?campaignId=${campaign.id}`)).json().data).toEqual([post]);
    expect(
      (await api('GET', '/v1/posts?status=draft&limit=100')).json().data.map((p: { id: string }) => p.id),
    ).toContain(post.id);

    const edited = await api('PATCH', `/v1/posts/${post.id}`, {
      caption: 'Spring drop!',
      campaignId: null,
      mediaIds: [],
      altTexts: {},
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ caption: 'Spring drop!', mediaIds: [] });
    expect(edited.json().data.campaignId).toBeUndefined();

    expect((await api('DELETE', `/v1/posts/${post.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/v1/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('refuses what is not the workspace’s own (404) and what does not make sense (400)', async () => {
    const stranger = await ctx.account();
    const theirImage = await uploadImage(ctx, stranger.token, await productPhoto(80, 80));
    const theirAccount = await agentAccount(ctx, stranger.accountId, 'x', 'theirs');
    const theirPost = await draft(client(ctx, stranger.token), {
      caption: 'Theirs',
      socialAccountIds: [theirAccount.id],
    });

    const bad = async (body: object) => (await api('POST', '/v1/posts', body)).json();
    expect(await bad({ caption: 'a', mediaIds: [theirImage.id], socialAccountIds: [x.id] })).toMatchObject({
      status: 404,
    });
    expect(await bad({ caption: 'a', socialAccountIds: [theirAccount.id] })).toMatchObject({ status: 404 });
    expect(await bad({ caption: 'a', socialAccountIds: [] })).toMatchObject({ status: 400 });
    expect(await bad({ caption: 'a', socialAccountIds: [x.id, x.id] })).toMatchObject({ status: 400 });
    expect(
      await bad({ caption: 'a', socialAccountIds: [x.id], scheduledAt: '2020-01-01T00:00:00Z' }),
    ).toMatchObject({
      status: 400,
      errors: [{ path: 'body.scheduledAt', message: 'must be in the future' }],
    });
    expect(await bad({ caption: 'a', socialAccountIds: [x.id], scheduledAt: 'tomorrow' })).toMatchObject({
      status: 400,
    });
    expect(
      await bad({ caption: 'a', socialAccountIds: [x.id], altTexts: { [image.id]: 'not in mediaIds' } }),
    ).toMatchObject({
      status: 400,
    });
    expect(
      await bad({ caption: 'a', socialAccountIds: [x.id], perPlatform: { myspace: { caption: 'a' } } }),
    ).toMatchObject({
      status: 400,
    });
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/publish'],
      ['POST', '/publish'],
      ['POST', '/retry'],
    ] as const) {
      const res = await api(
        method,
        `/v1/posts/${theirPost.id}${suffix}`,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
    }
    const viewer = await ctx.token({ accountId: owner.accountId, role: 'viewer' });
    expect(
      (await client(ctx, viewer.token)('POST', '/v1/posts', { caption: 'a', socialAccountIds: [x.id] }))
        .statusCode,
    ).toBe(403);
  });

  it('stops changing once published', async () => {
    const post = await draft(api, { caption: 'Now', socialAccountIds: [x.id] });
    // As many HTTP clients send it: a JSON content type and no body at all.
    const bare = await api('POST', `/v1/posts/${post.id}/publish`, undefined, {
      'content-type': 'application/json',
    });
    expect(bare.statusCode).toBe(202);
    expect((await api('PATCH', `/v1/posts/${post.id}`, { caption: 'Later' })).statusCode).toBe(409);
    expect((await api('DELETE', `/v1/posts/${post.id}`)).statusCode).toBe(409);
    const again = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_published');
    expect((await api('GET', `/v1/posts/${post.id}/publish`)).json().code).toBe('already_published');
  });
});

describe('scheduled posts', () => {
  it('reserves at the call, publishes when due, and charges the delivery', async () => {
    const hook = await webhookAccount(api, receiver.url('/later'), 'later');
    const before = await balance(api);
    const post = await draft(api, { caption: 'Due soon', socialAccountIds: [hook.id] });
    const at = inSeconds(2);
    const res = await api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt: at });
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({
      status: 'scheduled',
      scheduledAt: at,
      targets: [{ status: 'pending', cost: 2 }],
    });
    expect(await balance(api)).toBe(before - 2);
    expect(receiver.on('/later')).toHaveLength(0);
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'published', creditsCharged: 2 });
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect(receiver.on('/later')).toHaveLength(1);
    expect(await balance(api)).toBe(before - 2);
  });

  it('uses the draft’s own planned time, and deleting the scheduled post gives the credits back', async () => {
    const hook = await webhookAccount(api, receiver.url('/never'), 'never');
    const before = await balance(api);
    const post = await draft(api, {
      caption: 'Maybe',
      socialAccountIds: [hook.id],
      scheduledAt: inSeconds(3600),
    });
    const res = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(res.json().data.status).toBe('scheduled');
    expect(await balance(api)).toBe(before - 2);
    expect((await api('DELETE', `/v1/posts/${post.id}`)).statusCode).toBe(200);
    expect(await balance(api)).toBe(before);
    const entries = await ledger(api);
    expect(entries.slice(-2).map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -2],
      ['release', 2],
    ]);
  });

  it('checks the post again when it is due: an account disconnected meanwhile fails, refunded, and the rest goes out', async () => {
    const hook = await webhookAccount(api, receiver.url('/due'), 'due');
    const gone = await webhookAccount(api, receiver.url('/gone'), 'gone');
    const agent = await agentAccount(ctx, owner.accountId, 'threads', 'leaving');
    const before = await balance(api);
    const post = await draft(api, { caption: 'Soon', socialAccountIds: [hook.id, gone.id, agent.id] });
    const res = await api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt: inSeconds(2) });
    expect(res.statusCode, res.body).toBe(202);
    expect(await balance(api)).toBe(before - 4);
    for (const id of [gone.id, agent.id]) {
      expect((await api('DELETE', `/v1/social-accounts/${id}`)).statusCode).toBe(200);
    }
    const done = await waitForPublication(api, post.id);
    const failed = {
      status: 'failed',
      error: { code: 'account_not_found', category: 'auth_expired', retryable: false },
    };
    expect(done).toMatchObject({
      status: 'partially_published',
      creditsCharged: 2,
      targets: [{ socialAccountId: hook.id, status: 'delivered' }, failed, failed],
    });
    // Nothing was handed to the agent of the disconnected account, nor sent to the other one.
    expect(done.targets[2]).not.toHaveProperty('handoff');
    expect(receiver.on('/gone')).toHaveLength(0);
    expect(await balance(api)).toBe(before - 2);
  });

  it('refuses a time in the past', async () => {
    const post = await draft(api, { caption: 'Past', socialAccountIds: [x.id] });
    const res = await api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt: '2001-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.scheduledAt', message: 'must be in the future' }]);
  });
});
