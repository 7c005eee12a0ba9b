import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireHandoffs } from '../../../src/domain/publishing/handoffs.js';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import { agentAccount, client, draft, ledger } from '../../support/publishing.js';
import { createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let api: ReturnType<typeof client>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  owner = await ctx.account({ credits: 10 });
  api = client(ctx, owner.token);
});
afterAll(async () => ctx?.close());

describe('agent hand-off', () => {
  it('hands an agent session’s target to the agent, which reports it delivered, at no cost', async () => {
    const x = await agentAccount(ctx, owner.accountId, 'x', 'brand');
    expect(x.connection).toBe('agent_session');
    const image = await uploadImage(ctx, owner.token, await productPhoto(200, 250));
    const post = await draft(api, {
      caption: 'Long caption for the other places',
      perPlatform: { x: { caption: 'Short for X' } },
      mediaIds: [image.id],
      altTexts: { [image.id]: 'A serum bottle' },
      socialAccountIds: [x.id],
    });
    expect((await api('GET', `/v1/posts/${post.id}/publish`)).json().data.maxCost).toBe(0);
    const accepted = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().data).toMatchObject({
      status: 'publishing',
      targets: [
        {
          socialAccountId: x.id,
          connection: 'agent_session',
          status: 'pending',
          cost: 0,
          handoff: {
            platform: 'x',
            handle: 'brand',
            text: 'Short for X',
            media: [
              { url: image.url, mimeType: 'image/jpeg', width: 200, height: 250, altText: 'A serum bottle' },
            ],
          },
        },
      ],
    });

    // The agent finds what it is to post among the workspace's pending hand-offs.
    const pending = await client(ctx, x.agentToken)('GET', '/v1/handoffs');
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toEqual([
      {
        postId: post.id,
        socialAccountId: x.id,
        status: 'pending',
        handoff: accepted.json().data.targets[0].handoff,
        expiresAt: expect.any(String),
        attempts: 0,
        updatedAt: expect.any(String),
      },
    ]);

    const report = (token: string, body: object) =>
      client(ctx, token)('POST', `/v1/posts/${post.id}/targets/${x.id}/report`, body);
    // Only an agent token of the same account may report.
    expect((await report(owner.token, { status: 'delivered' })).statusCode).toBe(403);
    const stranger = await ctx.account();
    const strangerAgent = await ctx.token({ accountId: stranger.accountId, kind: 'agent', role: 'editor' });
    expect((await report(strangerAgent.token, { status: 'delivered' })).statusCode).toBe(404);

    const done = await report(x.agentToken, {
      status: 'delivered',
      externalId: '1790000000000000000',
      externalUrl: 'https://x.com/brand/status/1790000000000000000',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'published',
      creditsCharged: 0,
      targets: [{ status: 'delivered', externalUrl: 'https://x.com/brand/status/1790000000000000000' }],
    });
    expect(done.json().data.targets[0].handoff).toBeUndefined();
    expect((await report(x.agentToken, { status: 'failed' })).statusCode).toBe(409);
    // Reported, it is no longer waiting.
    expect((await api('GET', '/v1/handoffs?status=all')).json().data).toEqual([]);
    expect((await ledger(api)).map((e) => e.kind)).toEqual(['grant']);
  });

  it('ends a hand-off not reported within 24 hours as unknown, and still takes a late report', async () => {
    const bluesky = await agentAccount(ctx, owner.accountId, 'bluesky', 'brand.bsky.social');
    const post = await draft(api, { caption: 'Will the agent say?', socialAccountIds: [bluesky.id] });
    await api('POST', `/v1/posts/${post.id}/publish`, {});
    clock.advance(23 * 3600_000);
    expect(await expireHandoffs(ctx.services.publishing)).toBe(0);
    clock.advance(3600_000 + 1);
    expect(await expireHandoffs(ctx.services.publishing)).toBe(1);
    const expired = (await api('GET', `/v1/posts/${post.id}`)).json().data.publication;
    expect(expired).toMatchObject({
      status: 'failed',
      targets: [{ status: 'unknown', error: { code: 'handoff_not_reported', retryable: true } }],
    });
    const handoffs = (query: string) =>
      client(ctx, bluesky.agentToken)('GET', `/v1/handoffs${query}`).then((r) => r.json().data);
    expect(await handoffs('')).toEqual([]);
    expect(await handoffs('?status=unknown')).toMatchObject([
      { postId: post.id, socialAccountId: bluesky.id, status: 'unknown', handoff: { platform: 'bluesky' } },
    ]);
    expect((await handoffs(`?status=all&socialAccountId=${bluesky.id}`)).length).toBe(1);
    expect((await handoffs('?status=all&socialAccountId=sa_00000000000000000000000000')).length).toBe(0);
    // The agent can still see what it was to post, to check whether it did.
    expect(expired.targets[0].handoff).toMatchObject({ platform: 'bluesky', text: 'Will the agent say?' });
    const late = await client(ctx, bluesky.agentToken)(
      'POST',
      `/v1/posts/${post.id}/targets/${bluesky.id}/report`,
      {
        status: 'failed',
        error: { message: 'The post was flagged as spam', category: 'user_content' },
      },
    );
    expect(late.statusCode).toBe(200);
    expect(late.json().data.targets[0]).toMatchObject({
      status: 'failed',
      error: { message: 'The post was flagged as spam', category: 'user_content', retryable: true },
    });
    // A failed hand-off can be handed off again.
    const retried = await api('POST', `/v1/posts/${post.id}/retry`, {});
    expect(retried.statusCode).toBe(202);
    expect(retried.json().data.targets[0]).toMatchObject({
      status: 'pending',
      handoff: { text: 'Will the agent say?' },
    });
  });

  it('refuses a report for a target the service delivers itself', async () => {
    const local = await createTestContext({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    try {
      const who = await local.account();
      const hook = (
        await client(local, who.token)('POST', '/v1/social-accounts', {
          platform: 'webhook',
          webhookUrl: 'http://127.0.0.1:9/x',
        })
      ).json().data;
      const post = await draft(client(local, who.token), { caption: 'Hi', socialAccountIds: [hook.id] });
      await client(local, who.token)('POST', `/v1/posts/${post.id}/publish`, {});
      const agent = await local.token({ accountId: who.accountId, kind: 'agent', role: 'editor' });
      const res = await client(local, agent.token)('POST', `/v1/posts/${post.id}/targets/${hook.id}/report`, {
        status: 'delivered',
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await local.close();
    }
  });
});
