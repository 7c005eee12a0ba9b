import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import { platformDouble } from '../../support/platforms/oauth-platform-double.js';
import { type Client, client, draft } from '../../support/publishing.js';
import { memberBrowser } from '../../support/signed-in.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

/** The publish check and publish on what the server itself cannot do for a platform: its configuration, its address. */
let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let api: Client;
let image: string;

beforeAll(async () => {
  const instagram = platformDouble('instagram', {
    identity: { externalId: 'ig-1', handle: 'brand', destinations: [{ id: 'ig-biz-1', name: 'brand.shop' }] },
  });
  ctx = await createTestContext({
    // The default shape of a laptop install: PUBLIC_URL on localhost, private targets refused.
    env: {
      PUBLIC_URL: 'http://localhost:8080',
      INSTAGRAM_CLIENT_ID: 'ig-app',
      INSTAGRAM_CLIENT_SECRET: 'ig-secret',
    },
    engines: { platforms: { instagram: () => instagram.adapter } },
  });
  owner = await ctx.account({ credits: 20 });
  api = client(ctx, owner.token);
  image = (await uploadImage(ctx, owner.token, await productPhoto(600, 750))).id;
  const started = await api('POST', '/v1/social-accounts/connect', { platform: 'instagram' });
  expect(started.statusCode, started.body).toBe(200);
  const callback = instagram.consent(started.json().data.authorizeUrl);
  const landed = await ctx.app.inject({
    method: 'GET',
    url: callback.replace('http://localhost:8080', ''),
    headers: { cookie: (await memberBrowser(ctx, owner.accountId)).cookie },
  });
  expect(landed.statusCode, landed.body).toBe(200);
}, 60_000);
afterAll(async () => ctx?.close());

async function oauthAccount(platform: 'instagram' | 'x') {
  const accounts = (await api('GET', `/v1/social-accounts?platform=${platform}`)).json().data;
  if (accounts.length) return accounts[0] as { id: string };
  // An account connected while the operator still offered the platform.
  const id = `sa_${'0'.repeat(25)}1`;
  const now = new Date().toISOString();
  await ctx.services.store.socialAccounts.insert({
    id,
    workspaceId: owner.workspaceId,
    accountId: owner.accountId,
    platform,
    handle: 'brand',
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId: '42',
    webhookUrl: null,
    credentials: ctx.services.publishing.secrets.seal('{}', id),
    createdByTokenId: 'tok_test',
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  });
  return { id };
}

describe('what the server cannot do for a platform', () => {
  it('shows a platform that downloads images as unable to reach a local PUBLIC_URL, and refuses to publish', async () => {
    const account = await oauthAccount('instagram');
    const post = await draft(api, { caption: 'Spring', mediaIds: [image], socialAccountIds: [account.id] });
    const preview = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    expect(preview.problems).toEqual([
      {
        socialAccountId: account.id,
        platform: 'instagram',
        code: 'public_url_unreachable',
        message: expect.stringMatching(/PUBLIC_URL/),
      },
    ]);
    const publish = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(publish.statusCode).toBe(422);
    expect(publish.json().problems).toEqual(preview.problems);
  });

  it('names the settings of a platform the operator no longer configures', async () => {
    const account = await oauthAccount('x');
    const post = await draft(api, { caption: 'Spring', socialAccountIds: [account.id] });
    const preview = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    expect(preview.problems).toEqual([
      expect.objectContaining({
        code: 'platform_not_configured',
        message: expect.stringContaining('X_CLIENT_ID and X_CLIENT_SECRET'),
      }),
    ]);
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(422);
  });
});
