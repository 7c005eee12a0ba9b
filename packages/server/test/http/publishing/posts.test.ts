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
      replies: [],
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

  it('moves a scheduled post to another time, keeping its reservation, and publishes it then', async () => {
    const hook = await webhookAccount(api, receiver.url('/moved'), 'moved');
    const before = await balance(api);
    const post = await draft(api, { caption: 'Moved up', socialAccountIds: [hook.id] });
    await api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt: inSeconds(3600) });
    expect(await balance(api)).toBe(before - 2);

    const at = inSeconds(2);
    const moved = await api('POST', `/v1/posts/${post.id}/reschedule`, { scheduledAt: at });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(moved.json().data.publication).toMatchObject({
      scheduledAt: at,
      targets: [{ status: 'pending' }],
    });
    expect(await balance(api)).toBe(before - 2);

    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'published', creditsCharged: 2 });
    expect(receiver.on('/moved')).toHaveLength(1);
    expect(await balance(api)).toBe(before - 2);
    const published = (await api('GET', `/v1/posts/${post.id}`)).json().data;
    expect(published.publishedAt).toBe(at);

    const late = await api('POST', `/v1/posts/${post.id}/reschedule`, { scheduledAt: inSeconds(60) });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/only a scheduled post can be moved/);
  });

  it('refuses to reschedule a draft, to the past, or a post of another workspace', async () => {
    const plan = await draft(api, { caption: 'Plan', socialAccountIds: [x.id] });
    const asDraft = await api('POST', `/v1/posts/${plan.id}/reschedule`, { scheduledAt: inSeconds(60) });
    expect(asDraft.statusCode).toBe(409);
    expect(asDraft.json().detail).toMatch(/PATCH \/posts\/\{id\}/);
    const past = await api('POST', `/v1/posts/${plan.id}/reschedule`, {
      scheduledAt: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const other = await ctx.account();
    const theirs = await client(ctx, other.token)('POST', `/v1/posts/${plan.id}/reschedule`, {
      scheduledAt: inSeconds(60),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lists the posts of a time range, as a calendar shows them', async () => {
    const hook = await webhookAccount(api, receiver.url('/range'), 'range');
    const soon = await draft(api, {
      caption: 'Planned',
      socialAccountIds: [x.id],
      scheduledAt: inSeconds(86_400),
    });
    const later = await draft(api, { caption: 'Later', socialAccountIds: [hook.id] });
    await api('POST', `/v1/posts/${later.id}/publish`, { scheduledAt: inSeconds(10 * 86_400) });
    await draft(api, { caption: 'Whenever', socialAccountIds: [x.id] });
    const now = await draft(api, { caption: 'Now', socialAccountIds: [hook.id] });
    await api('POST', `/v1/posts/${now.id}/publish`, {});

    const ids = async (from: string, to: string) =>
      (await api('GET', `/v1/posts?limit=100&from=${from}&to=${to}`))
        .json()
        .data.map((p: { id: string }) => p.id);
    expect(await ids(inSeconds(3600), inSeconds(2 * 86_400))).toEqual([soon.id]);
    expect(await ids(inSeconds(3600), inSeconds(11 * 86_400))).toEqual([later.id, soon.id]);
    expect(await ids(inSeconds(-60), inSeconds(60))).toContain(now.id);
    const started = (await api('GET', `/v1/posts/${now.id}`)).json().data;
    expect(Math.abs(Date.parse(started.publishedAt) - Date.now())).toBeLessThan(60_000);
    expect((await api('GET', `/v1/posts/${soon.id}`)).json().data).not.toHaveProperty('publishedAt');
    expect((await api('GET', '/v1/posts?from=yesterday')).statusCode).toBe(400);
  });

  it('refuses a time in the past', async () => {
    const post = await draft(api, { caption: 'Past', socialAccountIds: [x.id] });
    const res = await api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt: '2001-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.scheduledAt', message: 'must be in the future' }]);
  });
});

describe('what a composer knows of the platforms', () => {
  it('lists each platform: how it connects, whether this server offers it, its limits and price', async () => {
    const res = await api('GET', '/v1/platforms');
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().data.map((p: { platform: string }) => [p.platform, p]));
    expect(Object.keys(byId)).toHaveLength(10);
    expect(byId.x).toMatchObject({
      name: 'X',
      connect: 'sign_in',
      available: false,
      text: { limit: 280, counting: 'weighted as X counts it' },
      media: { min: 0, max: 4 },
      cost: 2,
    });
    expect(byId.mastodon).toMatchObject({ connect: 'sign_in_instance', available: true });
    expect(byId.bluesky).toMatchObject({ connect: 'app_password', available: true, text: { limit: 300 } });
    expect(byId.webhook).toMatchObject({ connect: 'webhook_url', available: true, cost: 2 });
  });

  it('says how each platform takes replies and which makes documents, so a composer offers only those', async () => {
    const data = (await api('GET', '/v1/platforms')).json().data as Array<{
      platform: string;
      replies: { as: string; text?: { limit: number }; media?: { max: number } };
      documents: boolean;
    }>;
    const as = Object.fromEntries(data.map((p) => [p.platform, p.replies.as]));
    expect(as).toEqual({
      x: 'thread',
      threads: 'thread',
      bluesky: 'thread',
      mastodon: 'thread',
      webhook: 'thread',
      facebook: 'comments',
      instagram: 'comments',
      linkedin: 'comments',
      pinterest: 'none',
      tiktok: 'none',
    });
    const byId = Object.fromEntries(data.map((p) => [p.platform, p]));
    // A comment's own limits, not a post's.
    expect(byId.linkedin?.replies).toEqual({ as: 'comments', text: { limit: 1250 }, media: { max: 1 } });
    expect(byId.instagram?.replies).toEqual({ as: 'comments', text: { limit: 2200 }, media: { max: 0 } });
    expect(byId.x?.replies).toEqual({ as: 'thread', text: { limit: 280 }, media: { max: 4 } });
    expect(byId.pinterest?.replies).toEqual({ as: 'none' });
    expect(data.filter((p) => p.documents).map((p) => p.platform)).toEqual(['linkedin']);
    // What the catalogue says is what the connectors this server holds do.
    const connectors = Object.entries(ctx.services.publishing.connectors);
    expect(connectors.length).toBeGreaterThan(0);
    for (const [platform, connector] of connectors) {
      expect(connector?.replies ?? 'none', platform).toBe(as[platform]);
      expect(connector?.makesDocuments ?? false, platform).toBe(byId[platform]?.documents);
    }
  });

  it('counts a caption the way each platform does, as a publish checks it', async () => {
    const text = 'あ'.repeat(141);
    const res = await api('POST', '/v1/platforms/count', { text, platforms: ['x', 'bluesky'] });
    expect(res.json().data).toEqual([
      { platform: 'x', count: 282, limit: 280, over: true },
      { platform: 'bluesky', count: 141, limit: 300, over: false },
    ]);
    const post = await draft(api, { caption: text, socialAccountIds: [x.id] });
    const cost = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    expect(cost.problems.map((p: { code: string }) => p.code)).toContain('caption_too_long');
    expect((await api('POST', '/v1/platforms/count', { text: 'a' })).json().data).toHaveLength(10);
    expect((await api('POST', '/v1/platforms/count', { text: 'a', platforms: ['myspace'] })).statusCode).toBe(
      400,
    );
  });
});
