import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MastodonApi, startMastodonApi } from '../../server/test/support/platforms/mastodon-api.js';
import {
  type PlatformDouble,
  platformDouble,
} from '../../server/test/support/platforms/oauth-platform-double.js';
import { jarWithAlpha } from '../../server/test/support/product-photos.js';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import { bearer } from '../../server/test/support/test-app.js';
import {
  ensureWebAppBuilt,
  launchChromium,
  seriousViolations,
  signUpOwner,
} from './support/browser-session.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

describe('social accounts and posts in a real browser', () => {
  let service: Service;
  let mastodon: MastodonApi;
  let pinterest: PlatformDouble;
  let browser: Browser;
  let page: Page;
  let owner: { accountId: string; workspaceId: string; token: string };

  beforeAll(async () => {
    await ensureWebAppBuilt();
    mastodon = await startMastodonApi();
    pinterest = platformDouble('pinterest', {
      identity: {
        externalId: 'user-1',
        handle: 'brand',
        destinations: [
          { id: 'board-1', name: 'Spring Launch' },
          { id: 'board-2', name: 'Behind the scenes' },
        ],
      },
    });
    service = await startListeningPublishing(
      {
        PINTEREST_CLIENT_ID: 'pinterest-app',
        PINTEREST_CLIENT_SECRET: 'pinterest-secret',
        PINTEREST_AUTH_URL: 'https://pinterest.example',
      },
      { engines: { platforms: { pinterest: () => pinterest.adapter } } },
    );
    owner = await service.ctx.account({ name: 'Acme' });
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: service.publicUrl,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    page.on('dialog', (dialog) => dialog.accept());
    await context.route('https://pinterest.example/**', (route) =>
      route.fulfill({ status: 303, headers: { location: pinterest.consent(route.request().url()) } }),
    );
    // The instance's consent page: the user approves, and the instance sends the browser on.
    await context.route(`${mastodon.apiUrl}/oauth/authorize**`, async (route) =>
      route.fulfill({ status: 303, headers: { location: await mastodon.consent(route.request().url()) } }),
    );
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await mastodon?.close();
  });

  const api = (method: string, url: string, token: string, payload?: object) =>
    service.ctx.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const balance = async () => (await api('GET', '/v1/credits', owner.token)).json().data.balance as number;
  const accessible = async (name: string) => expect(await seriousViolations(page), name).toEqual([]);

  it('connects accounts every way, publishes to a webhook, flags a caption too long, reconnects and retries', async () => {
    await page.goto('/');
    await signUpOwner(page, owner.token);
    await page.getByLabel('Choose images to upload').setInputFiles({
      name: 'jar.png',
      mimeType: 'image/png',
      buffer: await jarWithAlpha(),
    });
    await page.getByText('Done').waitFor();

    // Social accounts: empty, then a webhook account whose signing secret is shown once.
    await page.getByRole('link', { name: 'Social accounts' }).click();
    await page.getByText('No accounts yet').waitFor();
    await accessible('accounts, empty');
    await page.getByLabel('Receiver URL').fill(service.receiver.url('/hooks/shop'));
    await page.getByLabel('Name (optional)').fill('shop-site');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await page.getByTestId('webhook-secret').textContent();
    expect(secret?.length).toBeGreaterThan(20);
    await page.getByRole('cell', { name: 'shop-site', exact: true }).waitFor();
    await accessible('accounts, webhook added');

    // Mastodon through its sign-in: the instance asked for, consent, and back here connected.
    await page.getByLabel('Platform').selectOption('mastodon');
    await page.getByLabel('Instance').fill(mastodon.apiUrl);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByText('The account is connected.').waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/accounts');
    const mastodonHandle = mastodon.user.handle.toLowerCase();
    await page.getByRole('cell', { name: mastodonHandle, exact: true }).waitFor();
    // Pinterest offers two boards: none is guessed, the user chooses one.
    await page.getByLabel('Platform').selectOption('pinterest');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('heading', { name: 'Choose where brand publishes' }).waitFor();
    await accessible('accounts, choosing a board');
    await page.getByRole('button', { name: 'Publish to Spring Launch' }).click();
    await page.getByText(/Pinterest account .* is connected/).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Pinterest', exact: true }).count()).toBe(1);
    // A sign-in that comes back refused is said in words.
    await page.goto('/accounts?status=error&code=access_denied');
    await page.getByRole('alert').filter({ hasText: 'declined' }).waitFor();

    // Posts: empty, then a post with the uploaded image to the webhook.
    await page.getByRole('link', { name: 'Posts', exact: true }).click();
    await page.getByText('No posts yet').waitFor();
    await accessible('posts, empty');
    await page.getByRole('link', { name: 'New post' }).click();
    const caption = 'Glow serum is back 🌿';
    await page.getByLabel('Caption').fill(caption);
    await page.getByRole('checkbox', { name: /Library item 1/ }).check();
    await page.getByRole('checkbox', { name: 'Webhook · shop-site' }).check();
    await expect
      .poll(() => page.getByTestId('count-webhook').textContent())
      .toMatch(/^Webhook: 20 \/ 65,536/);
    await accessible('compose');
    await page.getByRole('button', { name: 'Save draft' }).click();

    // ★9 before ★8: what it costs (a webhook costs nothing) and no problems.
    await page.getByTestId('publish-ready').waitFor();
    const before = await balance();
    expect(await page.getByTestId('publish-cost').textContent()).toBe(
      `Publishing costs at most 0 credits. Balance: ${before}.`,
    );
    await accessible('draft with the publish preview');
    await page.getByRole('button', { name: /^Publish now/ }).click();
    await expect
      .poll(() => page.getByTestId('post-status').textContent(), { timeout: 15_000 })
      .toBe('Published');
    await page
      .getByRole('row', { name: /shop-site/ })
      .getByText('Delivered')
      .waitFor();
    const [delivery] = await service.receiver.waitFor(1, '/hooks/shop');
    expect(delivery!.json.data).toMatchObject({ text: caption, handle: 'shop-site' });
    expect(delivery!.json.data.media).toHaveLength(1);
    expect(await balance()).toBe(before);
    await accessible('published post');

    // A delivery the receiver refuses: the error in words, then Retry delivers it.
    service.receiver.script([{ status: 400, body: '{"error":"no"}' }], '/hooks/shop');
    await page.goto('/posts/new');
    await page.getByLabel('Caption').fill('Second drop this Friday');
    await page.getByRole('checkbox', { name: 'Webhook · shop-site' }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('button', { name: /^Publish now/ }).click();
    await expect
      .poll(() => page.getByTestId('post-status').textContent(), { timeout: 15_000 })
      .toBe('Failed');
    const row = page.getByRole('row', { name: /shop-site/ });
    await row.getByText(/The receiver answered 400/).waitFor();
    await row.getByText('Read the platform’s words').waitFor();
    await accessible('failed post');
    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect
      .poll(() => page.getByTestId('post-status').textContent(), { timeout: 15_000 })
      .toBe('Published');
    await row.getByText('Delivered').waitFor();
    expect(await balance()).toBe(before);

    // A caption over X's limit (an agent's X account): the counter and ★9 both say so.
    const agent = await service.ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
    expect(
      (await api('POST', '/v1/social-accounts', agent.token, { platform: 'x', handle: 'acme' })).statusCode,
    ).toBe(201);
    await page.goto('/posts/new');
    await page.getByLabel('Caption').fill(`${'Glow '.repeat(56)}🌿`);
    await page.getByRole('checkbox', { name: 'X · acme' }).check();
    await page.getByRole('checkbox', { name: `Mastodon · ${mastodonHandle}` }).check();
    await expect
      .poll(() => page.getByTestId('count-x').textContent())
      .toMatch(/^X: 282 \/ 280 .*2 over the limit/);
    expect(await page.getByTestId('count-mastodon').textContent()).toMatch(/^Mastodon: 281 \/ 500/);
    await page.getByRole('button', { name: 'Save draft' }).click();
    const problems = page.getByTestId('publish-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toMatch(/X · acme: .*280/);
    expect(await problems.textContent()).not.toMatch(/Mastodon/);
    expect(await page.getByRole('button', { name: /^Publish now/ }).isDisabled()).toBe(true);
    await accessible('draft with a problem');

    // The list, filtered by status.
    await page.getByRole('link', { name: 'Posts', exact: true }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    await page.getByLabel('Status').selectOption('draft');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('cell', { name: /^Glow Glow/ }).waitFor();
    await accessible('posts list');

    // The user revokes the app on Mastodon: a delivery finds out, the account says it needs
    // reconnecting, signing in again brings it back, and the failed delivery is retried.
    mastodon.revokeAll();
    const all = (await api('GET', '/v1/social-accounts', owner.token)).json().data as {
      id: string;
      platform: string;
    }[];
    const mastodonId = all.find((a) => a.platform === 'mastodon')!.id;
    const toot = (
      await api('POST', '/v1/posts', owner.token, {
        caption: 'Back in stock',
        socialAccountIds: [mastodonId],
      })
    ).json().data as { id: string };
    expect((await api('POST', `/v1/posts/${toot.id}/publish`, owner.token, {})).statusCode).toBe(202);
    await page.goto(`/posts/${toot.id}`);
    await expect
      .poll(() => page.getByTestId('post-status').textContent(), { timeout: 15_000 })
      .toBe('Failed');
    await page.getByText('Connect the account again on the Social accounts page, then retry.').waitFor();
    await page.getByRole('link', { name: 'Social accounts' }).click();
    const mastodonRow = page.getByRole('row', { name: new RegExp(mastodonHandle) });
    await mastodonRow.getByText('Needs reconnecting').waitFor();
    await accessible('accounts, one needs reconnecting');
    await mastodonRow.getByRole('button', { name: `Reconnect ${mastodonHandle}` }).click();
    await mastodonRow.getByLabel('Instance').fill(mastodon.apiUrl);
    await mastodonRow.getByRole('button', { name: 'Sign in again' }).click();
    await page.getByText('The account is connected.').waitFor();
    await mastodonRow.getByText('Active').waitFor();
    await page.goto(`/posts/${toot.id}`);
    await page.getByRole('button', { name: /^Retry/ }).click();
    await expect
      .poll(() => page.getByTestId('post-status').textContent(), { timeout: 15_000 })
      .toBe('Published');
    expect(mastodon.published().map((p) => p.text)).toEqual(['Back in stock']);

    // Deleting an account, after confirming.
    await page.getByRole('link', { name: 'Social accounts' }).click();
    await page.getByRole('button', { name: 'Delete acme' }).click();
    await page.getByRole('cell', { name: 'acme', exact: true }).waitFor({ state: 'detached' });
    const left = (await api('GET', '/v1/social-accounts', owner.token)).json().data as { handle: string }[];
    expect(left.map((a) => a.handle).sort()).toEqual([mastodonHandle, 'shop-site', 'spring-launch'].sort());
  }, 60_000);
});
