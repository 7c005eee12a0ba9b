import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import { sampleImage } from '../../support/images.js';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import {
  agentAccount,
  balance,
  type Client,
  client,
  draft,
  ledger,
  webhookAccount,
} from '../../support/publishing.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let api: Client;
let account: { accountId: string; workspaceId: string; token: string };
/** Accounts by name, all in the test account's workspace. */
const accounts: Record<string, string> = {};
const media: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
  account = await ctx.account({ credits: 50 });
  api = client(ctx, account.token);
  for (const platform of ['x', 'bluesky', 'instagram', 'threads', 'mastodon', 'pinterest']) {
    accounts[platform] = (await agentAccount(ctx, account.accountId, platform, `brand-${platform}`)).id;
  }
  accounts.webhook = (await webhookAccount(api, 'http://127.0.0.1:9/hook', 'shop')).id;
  accounts.reconnect = (await agentAccount(ctx, account.accountId, 'x', 'stale')).id;
  await ctx.services.store.socialAccounts.setStatus(accounts.reconnect, {
    from: ['active'],
    to: 'needs_reconnect',
    reason: 'X refused the token',
    at: new Date().toISOString(),
  });
  accounts.gone = (await agentAccount(ctx, account.accountId, 'threads', 'gone')).id;
  // An X account the service would deliver to itself, on a server with no X connector configured.
  accounts.oauthX = newId('sa');
  const at = new Date().toISOString();
  await ctx.services.store.socialAccounts.insert({
    id: accounts.oauthX,
    workspaceId: account.workspaceId,
    accountId: account.accountId,
    platform: 'x',
    handle: 'brand-oauth',
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId: '12345',
    webhookUrl: null,
    credentials: null,
    createdByTokenId: 'tok_test',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  });
  for (let i = 0; i < 5; i++)
    media[`jpeg${i}`] = (await uploadImage(ctx, account.token, await productPhoto(120, 150))).id;
  media.png = (await uploadImage(ctx, account.token, await sampleImage('png', 120, 120), 'image/png')).id;
  media.doomed = (await uploadImage(ctx, account.token, await productPhoto(100, 100))).id;
});
afterAll(async () => ctx?.close());

const cjk = '新'.repeat(141); // 141 characters, weighed 282 by X
const emoji = '🌿'.repeat(301); // 301 graphemes

interface Case {
  name: string;
  post: () => Record<string, unknown>;
  /** Before checking: changes to the world after the draft was made. */
  afterDraft?: (postId: string) => Promise<void>;
  /** Expected problems as [account, code]. */
  problems: Array<[string, string]>;
  /** The publish call's body: problems a variant of an image fixes refuse it only without `autoFix`. */
  publish?: Record<string, unknown>;
}

const cases: Case[] = [
  {
    name: 'a caption that fits everywhere',
    post: () => ({
      caption: 'Glow serum is back',
      socialAccountIds: [accounts.x, accounts.bluesky, accounts.webhook],
    }),
    problems: [],
  },
  {
    name: 'CJK text weighed double by X, fine on Bluesky',
    post: () => ({ caption: cjk, socialAccountIds: [accounts.x, accounts.bluesky] }),
    problems: [['x', 'caption_too_long']],
  },
  {
    name: 'a per-platform caption that fits X where the main one does not',
    post: () => ({
      caption: cjk,
      socialAccountIds: [accounts.x],
      perPlatform: { x: { caption: 'Short for X' } },
    }),
    problems: [],
  },
  {
    name: '301 emoji on Bluesky, counted as graphemes, fine on Mastodon, 1204 on Threads (UTF-8 bytes)',
    post: () => ({
      caption: emoji,
      socialAccountIds: [accounts.bluesky, accounts.mastodon, accounts.threads],
    }),
    problems: [
      ['bluesky', 'caption_too_long'],
      ['threads', 'caption_too_long'],
    ],
  },
  {
    name: 'Instagram and Pinterest without an image',
    post: () => ({
      caption: 'Words only',
      socialAccountIds: [accounts.instagram, accounts.pinterest, accounts.x],
    }),
    problems: [
      ['instagram', 'media_required'],
      ['pinterest', 'media_required'],
    ],
  },
  {
    name: 'a PNG for Instagram (JPEG only), fine for X',
    post: () => ({
      caption: 'PNG',
      mediaIds: [media.png],
      socialAccountIds: [accounts.instagram, accounts.x],
    }),
    problems: [['instagram', 'media_type_unsupported']],
    publish: { autoFix: false },
  },
  {
    name: 'five images for X and Mastodon (four at most)',
    post: () => ({
      caption: 'Five',
      mediaIds: [media.jpeg0, media.jpeg1, media.jpeg2, media.jpeg3, media.jpeg4],
      socialAccountIds: [accounts.x, accounts.mastodon, accounts.threads],
    }),
    problems: [
      ['x', 'too_many_media'],
      ['mastodon', 'too_many_media'],
    ],
  },
  {
    name: 'an alt text over X’s 1000 characters',
    post: () => ({
      caption: 'Alt',
      mediaIds: [media.jpeg0],
      altTexts: { [media.jpeg0!]: 'a'.repeat(1001) },
      socialAccountIds: [accounts.x, accounts.mastodon],
    }),
    problems: [['x', 'alt_text_too_long']],
  },
  {
    name: 'nothing to post',
    post: () => ({ caption: '  ', socialAccountIds: [accounts.bluesky] }),
    problems: [['bluesky', 'empty_post']],
  },
  {
    name: 'an account that needs reconnecting',
    post: () => ({ caption: 'Hi', socialAccountIds: [accounts.reconnect, accounts.x] }),
    problems: [['reconnect', 'account_needs_reconnect']],
  },
  {
    name: 'a platform the operator has not configured',
    post: () => ({ caption: 'Hi', socialAccountIds: [accounts.oauthX] }),
    problems: [['oauthX', 'platform_not_configured']],
  },
  {
    name: 'an account disconnected after the draft was made',
    post: () => ({ caption: 'Hi', socialAccountIds: [accounts.gone, accounts.bluesky] }),
    afterDraft: async () => {
      expect((await api('DELETE', `/v1/social-accounts/${accounts.gone}`)).statusCode).toBe(200);
    },
    problems: [['gone', 'account_not_found']],
  },
  {
    name: 'an image deleted after the draft was made',
    post: () => ({ caption: 'Hi', mediaIds: [media.doomed], socialAccountIds: [accounts.bluesky] }),
    afterDraft: async () => {
      expect((await api('DELETE', `/v1/media/${media.doomed}`)).statusCode).toBe(200);
    },
    problems: [['bluesky', 'media_not_found']],
  },
];

const nameOf = (id: string) => Object.entries(accounts).find(([, v]) => v === id)?.[0];

describe('the publish check and publish agree on every problem', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const post = await draft(api, c.post());
    await c.afterDraft?.(post.id);
    const preview = await api('GET', `/v1/posts/${post.id}/publish`);
    expect(preview.statusCode).toBe(200);
    const { problems, maxCost, targets } = preview.json().data;
    expect(
      problems.map((p: { socialAccountId: string; code: string }) => [nameOf(p.socialAccountId), p.code]),
    ).toEqual(c.problems);
    for (const p of problems) expect(p.message.length).toBeGreaterThan(10);
    expect(maxCost).toBe(targets.reduce((sum: number, t: { cost: number }) => sum + t.cost, 0));

    const before = await balance(api);
    const published = await api('POST', `/v1/posts/${post.id}/publish`, c.publish ?? {});
    if (c.problems.length === 0) {
      expect(published.statusCode).toBe(202);
      return;
    }
    expect(published.statusCode).toBe(422);
    expect(published.json()).toMatchObject({ code: 'publish_blocked', problems });
    // The dry run refuses exactly as the real call does.
    const dry = await api('POST', `/v1/posts/${post.id}/publish?dryRun=true`, c.publish ?? {});
    expect(dry.statusCode).toBe(422);
    expect(dry.json().problems).toEqual(problems);
    expect(await balance(api)).toBe(before);
    expect((await api('GET', `/v1/posts/${post.id}`)).json().data).toMatchObject({
      status: 'draft',
      publication: null,
    });
  });

  it('names the platform and the limit in the problem', async () => {
    const post = await draft(api, { caption: cjk, socialAccountIds: [accounts.x] });
    const [problem] = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data.problems;
    expect(problem).toEqual({
      socialAccountId: accounts.x,
      platform: 'x',
      code: 'caption_too_long',
      message: 'The caption for x is 282 long (weighted as X counts it); x takes at most 280.',
    });
  });

  it('prices each target from the operator’s table, agent hand-offs at 0', async () => {
    const post = await draft(api, {
      caption: 'Price',
      socialAccountIds: [accounts.webhook, accounts.bluesky],
    });
    const { data } = (await api('GET', `/v1/posts/${post.id}/publish`)).json();
    expect(data).toEqual({
      postId: post.id,
      maxCost: 0,
      balance: await balance(api),
      sufficient: true,
      problems: [],
      notices: [],
      targets: [
        { socialAccountId: accounts.webhook, platform: 'webhook', connection: 'webhook', cost: 0 },
        { socialAccountId: accounts.bluesky, platform: 'bluesky', connection: 'agent_session', cost: 0 },
      ],
    });
    expect((await ledger(api)).filter((e) => e.kind === 'reserve')).toHaveLength(0);
  });
});
