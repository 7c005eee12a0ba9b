/**
 * Text counted as each platform counts it and deliveries priced as the operator prices them: the
 * counter (`POST /platforms/count`), ★9 and ★8 read the same rules, so what a composer shows, what
 * the publish check says and what is charged never disagree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/domain/ids.js';
import type { SocialPlatform } from '../../../src/domain/publishing/platforms.js';
import type { Connector, Delivery } from '../../../src/ports/connector.js';
import type { OAuthCredentials } from '../../../src/ports/oauth-platform.js';
import { type MastodonApi, startMastodonApi } from '../../support/platforms/mastodon-api.js';
import {
  agentAccount,
  balance,
  type Client,
  client,
  draft,
  ledger,
  type TestContext,
  waitForPublication,
} from '../../support/publishing.js';
import { createTestContext } from '../../support/test-app.js';

/** X as the service delivers to it, standing in for the platform: it keeps what it was sent. */
const sentToX: Delivery[] = [];
const xConnector: Connector = {
  platform: 'x',
  idempotent: false,
  convertsMedia: true,
  async deliver(delivery) {
    sentToX.push(delivery);
    return { externalId: String(1_000 + sentToX.length) };
  },
};

let ctx: TestContext;
let api: Client;
let instance: MastodonApi;
const accounts: Record<string, string> = {};

/** An account the service delivers to itself, as the connect flow leaves it. */
async function oauthAccount(
  workspace: { accountId: string; workspaceId: string },
  platform: SocialPlatform,
  credentials: OAuthCredentials | null,
): Promise<string> {
  const id = newId('sa');
  const at = new Date().toISOString();
  await ctx.services.store.socialAccounts.insert({
    id,
    workspaceId: workspace.workspaceId,
    accountId: workspace.accountId,
    platform,
    handle: `brand-${platform}`,
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId: '12345',
    webhookUrl: null,
    credentials: credentials && ctx.services.publishing.secrets.seal(JSON.stringify(credentials), id),
    createdByTokenId: 'tok_test',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  });
  return id;
}

beforeAll(async () => {
  instance = await startMastodonApi({ maxCharacters: 40 });
  ctx = await createTestContext({
    env: {
      ALLOW_PRIVATE_TARGETS: 'true',
      PUBLISH_COSTS: 'x=2,x_with_link=5',
      DELIVERY_RETRY_BASE_SECONDS: '0.05',
    },
    engines: { connectors: { x: xConnector } },
  });
  const workspace = await ctx.account({ credits: 40 });
  api = client(ctx, workspace.token);
  for (const platform of ['threads', 'tiktok', 'bluesky']) {
    accounts[platform] = (await agentAccount(ctx, workspace.accountId, platform, `brand-${platform}`)).id;
  }
  accounts.x = await oauthAccount(workspace, 'x', null);
  accounts.mastodon = await oauthAccount(workspace, 'mastodon', {
    kind: 'oauth',
    apiUrl: instance.apiUrl,
    tokens: { accessToken: 'instance-token' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await instance?.close();
});

type Count = { platform: string; socialAccountId?: string; count: number; limit: number; over: boolean };

async function counted(body: Record<string, unknown>): Promise<Count[]> {
  const res = await api('POST', '/v1/platforms/count', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function problemsOf(caption: string, account: string) {
  const post = await draft(api, { caption, socialAccountIds: [account] });
  const res = await api('GET', `/v1/posts/${post.id}/publish`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.problems as Array<{ code: string; message: string }>;
}

describe('text counted as each platform counts it', () => {
  it('counts each emoji as its UTF-8 bytes on Threads, in UTF-16 units on TikTok, as one on Bluesky', async () => {
    const leaves = '🌿'.repeat(126);
    expect(await counted({ text: leaves, platforms: ['threads', 'tiktok', 'bluesky'] })).toEqual([
      { platform: 'threads', count: 504, limit: 500, over: true },
      { platform: 'tiktok', count: 252, limit: 4000, over: false },
      { platform: 'bluesky', count: 126, limit: 300, over: false },
    ]);
    // Accented letters are characters on Threads, not bytes: 500 of them fit.
    expect(await counted({ text: 'é'.repeat(500), platforms: ['threads'] })).toEqual([
      { platform: 'threads', count: 500, limit: 500, over: false },
    ]);
  });

  it('refuses in ★9 exactly what the counter says is over', async () => {
    const [problem] = await problemsOf('🌿'.repeat(126), accounts.threads!);
    expect(problem).toMatchObject({ code: 'caption_too_long' });
    expect(problem!.message).toBe(
      'The caption for threads is 504 long (characters, each emoji as its UTF-8 bytes); threads takes at most 500.',
    );
    expect(await problemsOf('🌿'.repeat(125), accounts.threads!)).toEqual([]);
    expect(await problemsOf('é'.repeat(500), accounts.threads!)).toEqual([]);
    // 2001 emoji are 4002 UTF-16 units, over TikTok's 4000.
    const [tiktok] = await problemsOf('🌿'.repeat(2001), accounts.tiktok!);
    expect(tiktok).toMatchObject({ code: 'caption_too_long' });
    expect(tiktok!.message).toContain('4002 long (UTF-16 code units)');
  });

  it('holds a Mastodon post to its instance’s own max_characters, in the counter and in ★9', async () => {
    const text = 'An instance that takes forty-odd characters';
    expect(text.length).toBe(43);
    expect(await counted({ text, socialAccountIds: [accounts.mastodon] })).toEqual([
      { platform: 'mastodon', socialAccountId: accounts.mastodon, count: 43, limit: 40, over: true },
    ]);
    const [problem] = await problemsOf(text, accounts.mastodon!);
    expect(problem).toMatchObject({ code: 'caption_too_long' });
    expect(problem!.message).toContain('mastodon takes at most 40');
    expect(await problemsOf('Fits the instance', accounts.mastodon!)).toEqual([]);
    // Without an account the counter knows only Mastodon's usual 500.
    expect(await counted({ text, platforms: ['mastodon'] })).toEqual([
      { platform: 'mastodon', count: 43, limit: 500, over: false },
    ]);
    // The instance was asked once; the rest came from what it said.
    expect(instance.instanceReads()).toBe(1);
  });

  it('answers 404 for an account of another workspace', async () => {
    const other = await ctx.account();
    const res = await client(ctx, other.token)('POST', '/v1/platforms/count', {
      text: 'Hi',
      socialAccountIds: [accounts.mastodon],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('X priced apart for a post with a link', () => {
  it('lists both prices', async () => {
    const platforms = (await api('GET', '/v1/platforms')).json().data as Array<Record<string, unknown>>;
    expect(platforms.find((p) => p.platform === 'x')).toMatchObject({ cost: 2, costWithLink: 5 });
    expect(platforms.find((p) => p.platform === 'threads')).not.toHaveProperty('costWithLink');
  });

  it.each([
    ['with a link', 'The serum is back: https://glowlab.shop/serum', 5],
    ['with a bare domain X links', 'The serum is back at glowlab.shop', 5],
    ['without a link', 'The serum is back', 2],
    // Not a domain X links (no such top-level domain): priced as a post without a link.
    ['naming a reserved domain X does not link', 'The serum is back at shop.example', 2],
  ])('charges what ★9 quoted for a post %s', async (_, caption, price) => {
    const post = await draft(api, { caption, socialAccountIds: [accounts.x] });
    const quote = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    expect(quote).toMatchObject({ maxCost: price, problems: [], targets: [{ cost: price }] });

    const before = await balance(api);
    const published = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(published.statusCode, published.body).toBe(202);
    const publication = await waitForPublication(api, post.id);
    expect(publication).toMatchObject({ status: 'published', creditsCharged: price });
    expect(await balance(api)).toBe(before - price);
    const entries = (await ledger(api)).filter((e) => e.reference?.id === post.id);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(-price);
    expect(sentToX.at(-1)?.text).toBe(caption);
  });
});
