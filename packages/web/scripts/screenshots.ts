/**
 * Writes docs/screenshots/<page>-desktop.png (1280×800) and <page>-phone.png (390×844) of every page
 * of the web app, over a real service with a sample library and one finished preset run.
 * Run with `npm run screenshots` (needs Debian's chromium, like the end-to-end test).
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bottleOnWhite, jarWithAlpha } from '../../server/test/support/product-photos.js';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import { bearer } from '../../server/test/support/test-app.js';
import { ensureWebAppBuilt, launchChromium } from '../test/support/browser-session.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

await ensureWebAppBuilt();
await mkdir(OUT, { recursive: true });
const service = await startListeningPublishing();
const browser = await launchChromium();
try {
  const owner = await service.ctx.account({ name: 'Acme' });
  let postId = '';
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: service.publicUrl, viewport, colorScheme: 'light' });
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: `${OUT}${name}-${size}.png` });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await shot('sign-in');
    if (size === 'desktop') {
      await page.getByRole('button', { name: /First visit/ }).click();
      await page.getByLabel('Owner token').fill(owner.token);
    }
    await page.getByLabel('Email').fill('owner@acme.test');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: /Sign in|Create the owner/ }).click();
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    if (size === 'desktop') {
      await page.getByLabel('Choose images to upload').setInputFiles([
        { name: 'jar.png', mimeType: 'image/png', buffer: await jarWithAlpha() },
        { name: 'bottle.jpg', mimeType: 'image/jpeg', buffer: await bottleOnWhite() },
      ]);
      await page.getByRole('list', { name: 'Media' }).locator('img').nth(1).waitFor();
      await page.goto('/presets/product-hero-studio');
      await page.getByLabel('Subject').fill('Amber glass face cream jar');
      await page
        .getByRole('radio', { name: /Reference/ })
        .first()
        .check();
      await page.getByRole('button', { name: /^Generate/ }).click();
      await page.getByText('succeeded').waitFor({ timeout: 60_000 });
      postId = await publishedPost(service, owner.token);
    }
    await page.goto('/library');
    await page.getByRole('list', { name: 'Media' }).locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('library');
    await page.goto('/presets');
    await page.getByRole('button', { name: /^Use / }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('presets');
    await page.goto('/presets/ugc-lifestyle');
    await page.getByLabel('Subject').waitFor();
    await shot('generate');
    await page.goto('/credits');
    await page.getByTestId('credit-balance').waitFor();
    await shot('credits');
    await page.goto('/tokens');
    await page.getByRole('heading', { name: 'Active tokens' }).waitFor();
    await shot('tokens');
    if (size === 'desktop') {
      await page.goto('/users');
      await page.getByLabel('Email').fill('ana@acme.test');
      await page.getByRole('button', { name: 'Create invitation' }).click();
      await page.getByTestId('accept-url').waitFor();
      await page.goto('/campaigns');
      await page.getByLabel('Name').fill('Spring launch');
      await page.getByLabel('Description').fill('Face cream and serum, April');
      await page.getByRole('button', { name: 'Create campaign' }).click();
      await page.getByRole('heading', { name: 'Spring launch' }).waitFor();
    }
    await page.goto('/users');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await shot('team');
    await page.goto('/campaigns');
    await page.getByRole('list', { name: 'Campaigns' }).waitFor();
    await shot('campaigns');
    await page.goto('/webhooks');
    if (size === 'desktop') {
      await page.getByLabel('URL').fill('http://localhost:3000/contentforge-events');
      await page.getByRole('checkbox', { name: /generation\.succeeded/ }).check();
      await page.getByRole('button', { name: 'Create webhook' }).click();
      await page.getByTestId('webhook-secret').waitFor();
    } else {
      await page
        .getByRole('cell', { name: 'http://localhost:3000/contentforge-events', exact: true })
        .waitFor();
    }
    await shot('webhooks');
    await page.goto('/sessions');
    await page.getByRole('list', { name: 'Sessions' }).waitFor();
    await shot('sessions');
    await page.goto('/accounts');
    await page.getByRole('cell', { name: 'shop-site', exact: true }).waitFor();
    await shot('accounts');
    await page.goto('/posts');
    await page.getByRole('cell', { name: 'Published' }).first().waitFor();
    await shot('posts');
    await page.goto('/posts/new');
    await page.getByLabel('Caption').fill('Glow serum is back 🌿 Morning light, amber glass, nothing else.');
    await page.getByRole('checkbox', { name: /Library item 1/ }).check();
    await page.getByRole('checkbox', { name: 'Webhook · shop-site' }).check();
    await page.getByRole('checkbox', { name: 'X · acme' }).check();
    await shot('compose');
    await page.goto(`/posts/${postId}`);
    await page.getByText('Delivered').waitFor();
    await page.waitForLoadState('networkidle');
    await shot('post');
    await context.close();
  }
  // A storyboard run into a campaign with its scenes, then that campaign's images in the library
  // (after the other pages, which count on the library as it was).
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: service.publicUrl, viewport, colorScheme: 'light' });
    const page = await context.newPage();
    const shot = (name: string) => page.screenshot({ path: `${OUT}${name}-${size}.png` });
    await page.goto('/');
    await page.getByLabel('Email').fill('owner@acme.test');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    await page.goto('/presets/video-storyboard-ugc');
    await page.getByLabel('Subject').fill('Lumen vitamin C glow serum');
    await page.getByLabel('Campaign').selectOption({ label: 'Spring launch' });
    await page
      .getByRole('radio', { name: /Reference/ })
      .first()
      .check();
    await page.getByRole('button', { name: /^Generate/ }).click();
    await page.getByText('succeeded').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { name: /^Storyboard/ }).scrollIntoViewIfNeeded();
    await shot('storyboard');
    await page.getByRole('link', { name: /campaign’s generated images/ }).click();
    await page.getByRole('list', { name: 'Media' }).locator('img').first().waitFor();
    await page.waitForLoadState('networkidle');
    await shot('library-campaign');
    await context.close();
  }
  // The invitation page, as the invitee sees it signed out (the link is a made-up one: it only renders).
  for (const [size, viewport] of Object.entries(SIZES)) {
    const context = await browser.newContext({ baseURL: service.publicUrl, viewport, colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/invite/cfi_example');
    await page.getByRole('heading', { name: 'Join the account' }).waitFor();
    await page.screenshot({ path: `${OUT}invitation-${size}.png` });
    await context.close();
  }
} finally {
  await browser.close();
  await service.close();
}

/** A webhook account and an agent's X account, and a post with an image published to the webhook. */
async function publishedPost(s: typeof service, token: string): Promise<string> {
  const call = async (method: 'GET' | 'POST', url: string, as: string, payload?: object) =>
    (await s.ctx.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) })).json()
      .data;
  const webhook = await call('POST', '/v1/social-accounts', token, {
    platform: 'webhook',
    webhookUrl: s.receiver.url('/hooks/shop'),
    handle: 'shop-site',
  });
  const owner = await call('GET', '/v1/me', token);
  const agent = await s.ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
  await call('POST', '/v1/social-accounts', agent.token, { platform: 'x', handle: 'acme' });
  const [image] = await call('GET', '/v1/media?limit=1&source=upload', token);
  const post = await call('POST', '/v1/posts', token, {
    caption: 'Glow serum is back 🌿 Morning light, amber glass, nothing else.',
    mediaIds: [image.id],
    socialAccountIds: [webhook.id],
  });
  await call('POST', `/v1/posts/${post.id}/publish`, token, {});
  await s.receiver.waitFor(1, '/hooks/shop');
  return post.id;
}
