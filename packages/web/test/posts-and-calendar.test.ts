import { Contentforge } from '@contentforge/sdk';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MastodonApi, startMastodonApi } from '../../server/test/support/platforms/mastodon-api.js';
import {
  type PlatformDouble,
  platformDouble,
} from '../../server/test/support/platforms/oauth-platform-double.js';
import { jarWithAlpha } from '../../server/test/support/product-photos.js';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import {
  checkPage,
  ensureWebAppBuilt,
  launchChromium,
  pageHeading,
  phoneLike,
  signUpOwner,
  VIEWPORTS,
} from './support/browser-session.js';
import { dayAt } from './support/sample-content.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

/** `yyyy-MM-dd` of a local date, as the calendar names its days. */
const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Drags with the mouse, in steps, as a person does (the calendar starts a drag after 6 px). */
async function drag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe('social accounts, posts and the calendar, on a desktop and on a phone', () => {
  let service: Service;
  let mastodon: MastodonApi;
  let pinterest: PlatformDouble;
  let browser: Browser;
  let desktopContext: BrowserContext;
  let desktop: Page;
  let phone: Page;
  let owner: { accountId: string; workspaceId: string; token: string };
  let cf: Contentforge;
  let mastodonHandle: string;

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
        PUBLISH_COSTS: 'webhook=1',
      },
      { engines: { platforms: { pinterest: () => pinterest.adapter } } },
    );
    owner = await service.ctx.account({ name: 'Acme' });
    cf = new Contentforge({ baseUrl: service.publicUrl, token: owner.token });
    mastodonHandle = mastodon.user.handle.toLowerCase();
    browser = await launchChromium();
    desktopContext = await browser.newContext({ baseURL: service.publicUrl, viewport: VIEWPORTS.desktop });
    await desktopContext.route('https://pinterest.example/**', (route) =>
      route.fulfill({ status: 303, headers: { location: pinterest.consent(route.request().url()) } }),
    );
    // The instance's consent page: the user approves, and the instance sends the browser on.
    await desktopContext.route(`${mastodon.apiUrl}/oauth/authorize**`, async (route) =>
      route.fulfill({ status: 303, headers: { location: await mastodon.consent(route.request().url()) } }),
    );
    desktop = await desktopContext.newPage();
    await desktop.goto('/');
    await signUpOwner(desktop, owner.token);
    phone = await phoneLike(browser, desktopContext, service.publicUrl);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await mastodon?.close();
  });

  const balance = async () => (await cf.credits.get()).balance;
  const accountCard = (page: Page, handle: string) =>
    page.getByRole('list', { name: 'Social accounts' }).getByRole('listitem').filter({ hasText: handle });
  const status = (page: Page) => page.getByTestId('post-status').textContent();

  it('connects a webhook, Mastodon through its sign-in and a Pinterest board chosen among two', async () => {
    await desktop.goto('/accounts');
    await desktop.getByText('No accounts yet').waitFor();
    await checkPage(desktop, 'accounts, none yet');
    // Platforms this server has no app for say so and cannot be started.
    expect(await desktop.getByRole('button', { name: 'Connect X' }).isDisabled()).toBe(true);

    await desktop.getByRole('button', { name: 'Connect Webhook' }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Receiver URL').fill(service.receiver.url('/hooks/shop'));
    await dialog.getByLabel('Name (optional)').fill('shop-site');
    await checkPage(desktop, 'adding a webhook');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    expect(await desktop.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await accountCard(desktop, 'shop-site').waitFor();

    await desktop.getByRole('button', { name: 'Connect Mastodon' }).click();
    await desktop.getByLabel('Instance').fill(mastodon.apiUrl);
    await desktop.getByRole('button', { name: 'Sign in on the instance' }).click();
    await accountCard(desktop, mastodonHandle).waitFor();
    expect(new URL(desktop.url()).search).toBe('');

    await desktop.getByRole('button', { name: 'Connect Pinterest' }).click();
    await desktop.getByRole('heading', { name: 'Choose where brand publishes' }).waitFor();
    await checkPage(desktop, 'choosing a board');
    await desktop.getByRole('button', { name: 'Publish to Spring Launch' }).click();
    await accountCard(desktop, 'Pinterest').waitFor();
    const accounts = (await cf.socialAccounts.list()).data;
    expect(accounts.map((a) => a.platform).sort()).toEqual(['mastodon', 'pinterest', 'webhook']);

    // A sign-in that comes back refused is said in words.
    await desktop.goto('/accounts?status=error&code=access_denied');
    await desktop.getByRole('alert').filter({ hasText: 'declined' }).waitFor();

    await phone.goto('/accounts');
    await accountCard(phone, 'shop-site').waitFor();
    await checkPage(phone, 'accounts on a phone');
  }, 120_000);

  it('composes a post with an image, alt text, a caption of its own on X and a preview per platform, then edits the draft', async () => {
    const agent = await service.ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
    await new Contentforge({ baseUrl: service.publicUrl, token: agent.token }).socialAccounts.create({
      platform: 'x',
      handle: 'acme',
    });
    await cf.upload(await jarWithAlpha(), { mimeType: 'image/png' });

    await desktop.goto('/posts');
    await desktop.getByText('No posts yet').waitFor();
    await desktop.getByRole('link', { name: 'New post' }).click();
    await pageHeading(desktop, 'New post').waitFor();
    const caption = desktop.getByRole('textbox', { name: 'Caption', exact: true });
    await caption.fill('Glow serum is back 🌿');
    await desktop.getByRole('button', { name: 'Add from library' }).click();
    const picker = desktop.getByRole('dialog', { name: 'Add images from the library' });
    await picker.getByRole('checkbox', { name: /^Library item 1/ }).check();
    await picker.getByRole('button', { name: 'Add 1 image' }).click();
    await desktop.getByLabel('Alt text for image 1').fill('A green jar of face cream');
    await desktop.getByRole('checkbox', { name: 'Webhook · shop-site' }).check();
    await desktop.getByRole('checkbox', { name: 'X · acme' }).check();
    await expect.poll(() => desktop.getByTestId('count-x').textContent()).toBe('X 21 / 280');
    await desktop.getByText('A different caption on one platform').click();
    await desktop.getByRole('checkbox', { name: 'Write a different caption for X' }).check();
    await desktop.getByLabel('Caption on X').fill('Glow serum, back on X');
    // The preview shows each platform's own caption and the image with its alt text.
    await desktop.getByRole('tab', { name: 'X', exact: true }).click();
    const onX = desktop.getByRole('article', { name: 'Preview on X' });
    await onX.getByText('Glow serum, back on X').waitFor();
    expect(await onX.getByRole('img', { name: 'A green jar of face cream' }).count()).toBe(1);
    await desktop.getByRole('tab', { name: 'Webhook', exact: true }).click();
    await desktop
      .getByRole('article', { name: 'Preview on Webhook' })
      .getByText(/Glow serum is back/)
      .waitFor();
    await checkPage(desktop, 'compose');
    await desktop.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => new URL(desktop.url()).pathname).toMatch(/^\/posts\/post_/);
    const id = new URL(desktop.url()).pathname.split('/')[2]!;
    const saved = await cf.posts.get(id);
    expect(saved).toMatchObject({
      status: 'draft',
      caption: 'Glow serum is back 🌿',
      perPlatform: { x: { caption: 'Glow serum, back on X' } },
    });
    expect(Object.values(saved.altTexts)).toEqual(['A green jar of face cream']);

    // The draft changes (PATCH) and keeps what was not changed.
    await caption.fill('Glow serum is back 🌿 Vitamin C, amber glass.');
    await desktop.getByRole('checkbox', { name: 'X · acme' }).uncheck();
    await desktop.getByRole('button', { name: 'Save changes' }).click();
    await desktop.getByRole('button', { name: 'Saved' }).waitFor();
    const hookId = (await cf.socialAccounts.list()).data.find((a) => a.platform === 'webhook')!.id;
    expect(await cf.posts.get(id)).toMatchObject({
      caption: 'Glow serum is back 🌿 Vitamin C, amber glass.',
      socialAccountIds: [hookId],
      mediaIds: saved.mediaIds,
    });

    // Publishing: the cost and no problem first, then the delivery, charged once.
    await desktop.getByTestId('publish-ready').waitFor();
    const before = await balance();
    expect(await desktop.getByTestId('publish-cost').textContent()).toBe(
      `Publishing costs at most 1 credit · balance ${before}`,
    );
    await checkPage(desktop, 'a draft ready to publish');
    await desktop.getByRole('button', { name: /^Publish now/ }).click();
    await expect.poll(() => status(desktop), { timeout: 15_000 }).toBe('Published');
    const [delivery] = await service.receiver.waitFor(1, '/hooks/shop');
    expect(delivery!.json.data).toMatchObject({ text: 'Glow serum is back 🌿 Vitamin C, amber glass.' });
    expect(delivery!.json.data.media).toMatchObject([{ altText: 'A green jar of face cream' }]);
    expect(await balance()).toBe(before - 1);
    await desktop.getByTestId(`target-${hookId}`).getByText('Delivered').waitFor();
    await checkPage(desktop, 'a published post');
    await phone.goto(desktop.url());
    await expect.poll(() => status(phone)).toBe('Published');
    await checkPage(phone, 'a published post on a phone');
  }, 120_000);

  it('says why a delivery failed and retries it; a caption over X’s limit is flagged by the counter and by the check', async () => {
    service.receiver.script([{ status: 400, body: '{"error":"no"}' }], '/hooks/shop');
    await phone.goto('/posts/new');
    await phone.getByRole('textbox', { name: 'Caption', exact: true }).fill('Second drop this Friday');
    await phone.getByRole('checkbox', { name: 'Webhook · shop-site' }).check();
    await checkPage(phone, 'compose on a phone');
    await phone.getByRole('button', { name: 'Save draft' }).click();
    await phone.getByTestId('publish-ready').waitFor();
    await phone.getByRole('button', { name: /^Publish now/ }).click();
    await expect.poll(() => status(phone), { timeout: 15_000 }).toBe('Failed');
    const target = phone.locator('[data-testid^=target-]');
    await target.getByText(/The receiver answered 400/).waitFor();
    await target.getByText('Read the platform’s words').waitFor();
    await checkPage(phone, 'a failed post on a phone');
    await target.getByRole('button', { name: /^Retry/ }).click();
    await expect.poll(() => status(phone), { timeout: 15_000 }).toBe('Published');

    await desktop.goto('/posts/new');
    await desktop.getByRole('textbox', { name: 'Caption', exact: true }).fill(`${'Glow '.repeat(56)}🌿`);
    await desktop.getByRole('checkbox', { name: 'X · acme' }).check();
    await desktop.getByRole('checkbox', { name: `Mastodon · ${mastodonHandle}` }).check();
    await expect.poll(() => desktop.getByTestId('count-x').textContent()).toBe('X 282 / 280 · 2 over');
    expect(await desktop.getByTestId('count-mastodon').textContent()).toBe('Mastodon 281 / 500');
    await desktop.getByRole('button', { name: 'Save draft' }).click();
    const problems = desktop.getByTestId('publish-problems');
    await problems.waitFor();
    expect(await problems.textContent()).toMatch(/X: .*280/);
    expect(await problems.textContent()).not.toMatch(/Mastodon/);
    expect(await desktop.getByRole('button', { name: /^Publish now/ }).isDisabled()).toBe(true);

    // The queue, filtered by status in the address.
    await desktop.goto('/posts');
    await expect
      .poll(() => desktop.getByRole('list', { name: 'Posts' }).getByRole('listitem').count())
      .toBe(3);
    await desktop.getByRole('link', { name: 'Draft', exact: true }).click();
    await expect
      .poll(() => desktop.getByRole('list', { name: 'Posts' }).getByRole('listitem').count())
      .toBe(1);
    await checkPage(desktop, 'posts, drafts only');
    await phone.goto('/posts?status=published');
    await expect.poll(() => phone.getByRole('list', { name: 'Posts' }).getByRole('listitem').count()).toBe(2);
    await checkPage(phone, 'posts on a phone');
  }, 120_000);

  it('shows scheduled and planned posts by week and month, moves them by dragging, and moves or cancels one from its page', async () => {
    const hook = (await cf.socialAccounts.list()).data.find((a) => a.platform === 'webhook')!;
    // Monday of next week, always ahead: the scheduled post, and a draft planned two days later.
    const monday = dayAt(7 - ((new Date().getDay() + 6) % 7), 9, 30);
    const later = (days: number, hour = 9, minute = 30) => {
      const d = new Date(monday);
      d.setDate(d.getDate() + days);
      d.setHours(hour, minute, 0, 0);
      return d;
    };
    const wednesday = later(2);
    const friday = later(4);
    const scheduled = await cf.posts.create({ caption: 'Restock day', socialAccountIds: [hook.id] });
    await cf.posts.publish(scheduled.id, { scheduledAt: monday.toISOString() });
    const planned = await cf.posts.create({
      caption: 'Behind the scenes',
      socialAccountIds: [hook.id],
      scheduledAt: later(2, 15, 30).toISOString(),
    });
    const before = await balance();

    await desktop.goto(`/calendar?date=${dayKey(monday)}`);
    const day = (d: Date) => desktop.locator(`[data-day="${dayKey(d)}"]`);
    const chip = (id: string) => desktop.getByTestId(`calendar-post-${id}`);
    await day(monday).getByTestId(`calendar-post-${scheduled.id}`).waitFor();
    await day(wednesday).getByTestId(`calendar-post-${planned.id}`).waitFor();
    await checkPage(desktop, 'calendar, month');

    // The scheduled post dragged from Monday to Friday: same time of day, the reservation kept.
    await drag(desktop, chip(scheduled.id).getByRole('button', { name: /^Move “Restock day”/ }), day(friday));
    await day(friday).getByTestId(`calendar-post-${scheduled.id}`).waitFor();
    await expect.poll(async () => (await cf.posts.get(scheduled.id)).scheduledAt).toBe(friday.toISOString());
    expect((await cf.posts.get(scheduled.id)).status).toBe('scheduled');
    expect(await balance()).toBe(before);
    // The planned draft dragged to Monday: its planned time moves, and it stays a draft.
    await drag(desktop, chip(planned.id).getByRole('button', { name: /^Move/ }), day(monday));
    await expect
      .poll(async () => (await cf.posts.get(planned.id)).scheduledAt)
      .toBe(later(0, 15, 30).toISOString());
    expect((await cf.posts.get(planned.id)).status).toBe('draft');

    await desktop.getByRole('radio', { name: 'Week' }).click();
    await day(friday).getByTestId(`calendar-post-${scheduled.id}`).waitFor();
    expect(await desktop.locator('[data-day]').count()).toBe(7);
    await checkPage(desktop, 'calendar, week');
    await phone.goto(`/calendar?date=${dayKey(monday)}`);
    await phone.locator(`[data-testid=calendar-post-${scheduled.id}]:visible`).waitFor();
    await checkPage(phone, 'calendar on a phone');

    // From the post's page: moved back to Thursday, then canceled with its credits back.
    await chip(scheduled.id).getByRole('link').click();
    await desktop.getByRole('heading', { name: /^Scheduled for/ }).waitFor();
    await checkPage(desktop, 'a scheduled post');
    const thursday = later(3, 11, 0);
    await desktop.getByLabel('Move to').fill(`${dayKey(thursday)}T11:00`);
    await desktop.getByRole('button', { name: 'Move', exact: true }).click();
    await expect
      .poll(async () => (await cf.posts.get(scheduled.id)).scheduledAt)
      .toBe(thursday.toISOString());
    await desktop.getByRole('button', { name: 'Cancel and delete' }).click();
    await desktop.getByRole('alertdialog').getByRole('button', { name: 'Cancel and delete' }).click();
    await pageHeading(desktop, 'Posts').waitFor();
    await expect.poll(balance).toBe(before + 1);
  }, 120_000);

  it('an account whose app was revoked says so, signs in again, and its failed delivery is retried', async () => {
    mastodon.revokeAll();
    const account = (await cf.socialAccounts.list()).data.find((a) => a.platform === 'mastodon')!;
    const toot = await cf.posts.create({ caption: 'Back in stock', socialAccountIds: [account.id] });
    await cf.posts.publish(toot.id);
    await desktop.goto(`/posts/${toot.id}`);
    await expect.poll(() => status(desktop), { timeout: 15_000 }).toBe('Failed');
    await desktop.getByText('Connect the account again on the Social accounts page, then retry.').waitFor();
    await desktop.goto('/accounts');
    const card = accountCard(desktop, mastodonHandle);
    await card.getByText(/^Needs reconnecting/).waitFor();
    await checkPage(desktop, 'an account that needs reconnecting');
    await card.getByRole('button', { name: `Reconnect ${mastodonHandle}` }).click();
    await desktop.getByLabel('Instance').fill(mastodon.apiUrl);
    await desktop.getByRole('button', { name: 'Sign in on the instance' }).click();
    await expect.poll(async () => (await cf.socialAccounts.get(account.id)).status).toBe('active');
    // The platform sends the browser back to the accounts page, which says so; only then move on.
    await desktop.getByText('Account connected', { exact: true }).waitFor();
    await desktop.goto(`/posts/${toot.id}`);
    await desktop.getByRole('button', { name: /^Retry/ }).click();
    await expect.poll(() => status(desktop), { timeout: 15_000 }).toBe('Published');
    expect(mastodon.published().map((p) => p.text)).toEqual(['Back in stock']);

    // Deleting an account, after confirming.
    await desktop.goto('/accounts');
    await desktop.getByRole('button', { name: 'Delete acme' }).click();
    await desktop.getByRole('alertdialog').getByRole('button', { name: 'Delete account' }).click();
    await expect
      .poll(async () => (await cf.socialAccounts.list()).data.map((a) => a.handle))
      .not.toContain('acme');
  }, 120_000);
});
