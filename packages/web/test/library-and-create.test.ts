import { Contentforge } from '@contentforge/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bottleOnWhite, jarWithAlpha } from '../../server/test/support/product-photos.js';
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

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

describe('the library and creating content, on a desktop and on a phone', () => {
  let service: Service;
  let browser: Browser;
  let desktopContext: BrowserContext;
  let desktop: Page;
  let phone: Page;
  let owner: { accountId: string; workspaceId: string; token: string };
  let cf: Contentforge;

  beforeAll(async () => {
    await ensureWebAppBuilt();
    service = await startListeningPublishing();
    // A cut-out, runs of 4, 4 (new variations), 3 and 2 credits below, and then not enough for a storyboard.
    owner = await service.ctx.account({ name: 'Acme', credits: 15 });
    cf = new Contentforge({ baseUrl: service.publicUrl, token: owner.token });
    browser = await launchChromium();
    desktopContext = await browser.newContext({ baseURL: service.publicUrl, viewport: VIEWPORTS.desktop });
    desktop = await desktopContext.newPage();
    await desktop.goto('/');
    await signUpOwner(desktop, owner.token);
    phone = await phoneLike(browser, desktopContext, service.publicUrl);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const balance = async () => (await cf.credits.get()).balance;
  /** The element's top is on screen (evaluated in the page, which has the DOM's globals). */
  const inView = (page: Page, selector: string) =>
    page.evaluate<boolean>(
      `(() => { const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
        return box !== undefined && box.top > -2 && box.top < innerHeight - 40; })()`,
    );

  it('says a wrong password in words, and every page of the navigation loads, reloads and is accessible', async () => {
    const stranger = await (await browser.newContext({ baseURL: service.publicUrl })).newPage();
    await stranger.goto('/calendar');
    await pageHeading(stranger, 'Sign in').waitFor();
    await checkPage(stranger, 'sign-in');
    await stranger.getByLabel('Email').fill('owner@acme.test');
    await stranger.getByLabel('Password').fill('not the password');
    await stranger.getByRole('button', { name: 'Sign in' }).click();
    await stranger.getByRole('alert').filter({ hasText: 'do not match' }).waitFor();

    await desktop.goto('/library');
    await desktop.getByText('The library is empty').waitFor();
    const links = await desktop
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links).toHaveLength(15);
    for (const page of [desktop, phone]) {
      for (const href of links) {
        await page.goto(href);
        await page.locator('#main h1').first().waitFor();
        expect(await page.locator('#main h1').first().textContent(), href).not.toBe('Page not found');
        await checkPage(page, `${href} at ${page.viewportSize()!.width} px`);
      }
    }
    // On a phone the navigation is behind the menu button.
    await phone.goto('/library');
    await phone.getByRole('button', { name: 'Menu' }).click();
    const drawer = phone.getByRole('dialog');
    await checkPage(phone, 'the menu');
    await drawer.getByRole('link', { name: 'Calendar' }).click();
    await pageHeading(phone, 'Calendar').waitFor();
    expect(await drawer.count()).toBe(0);
  }, 180_000);

  it('uploads by the file picker, filters, previews, deletes and selects images into a post', async () => {
    await desktop.goto('/library');
    await desktop.getByLabel('Choose images to upload').setInputFiles([
      { name: 'jar.png', mimeType: 'image/png', buffer: await jarWithAlpha() },
      { name: 'bottle.jpg', mimeType: 'image/jpeg', buffer: await bottleOnWhite() },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
    ]);
    const grid = desktop.getByRole('list', { name: 'Media' });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(2);
    await desktop
      .getByRole('list', { name: 'Uploads' })
      .getByText('Not an image the library takes')
      .waitFor();
    await checkPage(desktop, 'library with uploads');

    // Filters live in the address: a reload keeps them, and an empty result says which to clear.
    await desktop.getByRole('radio', { name: 'Generated' }).click();
    await desktop.getByText('No generated images').waitFor();
    await desktop.reload();
    await desktop.getByText('No generated images').waitFor();
    expect(new URL(desktop.url()).searchParams.get('source')).toBe('generation');
    await desktop.getByRole('button', { name: 'Clear the source filter' }).click();
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(2);

    // The preview: the picture at full size, its details, a download link, delete after asking.
    await grid.getByRole('button', { name: /^Open image 1/ }).click();
    const preview = desktop.getByRole('dialog', { name: 'Image' });
    await preview.getByText('No caption: this image was uploaded.').waitFor();
    const download = preview.getByRole('link', { name: 'Download' });
    const first = (await cf.media.list({ limit: 1 })).data[0]!;
    expect(await download.getAttribute('href')).toBe(first.url);
    expect(await download.getAttribute('download')).not.toBeNull();
    await checkPage(desktop, 'image preview');
    await preview.getByRole('button', { name: 'Delete' }).click();
    await desktop.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click();
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(1);
    await expect.poll(async () => (await cf.media.list()).data.map((m) => m.id)).not.toContain(first.id);

    // Selected images become a post.
    await grid.getByRole('checkbox', { name: 'Select image 1' }).check();
    await desktop
      .getByRole('region', { name: 'Selected images' })
      .getByRole('link', { name: 'Create a post' })
      .click();
    await pageHeading(desktop, 'New post').waitFor();
    await desktop.getByLabel('Alt text for image 1').waitFor();

    // On a phone: the same upload, the preview, nothing wider than the screen.
    await phone.goto('/library');
    await phone.getByLabel('Choose images to upload').setInputFiles({
      name: 'bottle-2.jpg',
      mimeType: 'image/jpeg',
      buffer: await bottleOnWhite(600, 800),
    });
    await expect.poll(() => phone.getByRole('list', { name: 'Media' }).getByRole('listitem').count()).toBe(2);
    await checkPage(phone, 'library on a phone');
    await phone.getByRole('button', { name: /^Open image 2/ }).click();
    await phone.getByRole('dialog', { name: 'Image' }).getByRole('link', { name: 'Download' }).waitFor();
    await checkPage(phone, 'image preview on a phone');

    // Its background removed: a run of 1 credit, whose PNG joins the library.
    await phone.getByRole('button', { name: 'Remove background — 1 credit' }).click();
    await pageHeading(phone, 'Background removed').waitFor();
    await expect
      .poll(() => phone.getByTestId('generation-status').textContent(), { timeout: 60_000 })
      .toBe('succeeded');
    await checkPage(phone, 'a background removed, on a phone');
    expect(await balance()).toBe(14);
    const cutouts = (await cf.media.list({ source: 'generation' })).data;
    expect(cutouts.map((m) => m.mimeType)).toEqual(['image/png']);
  }, 120_000);

  it('runs a preset with its cost shown first, brings the run into view, and charges exactly its cost', async () => {
    await desktop.goto('/presets');
    await desktop.getByRole('link', { name: 'Product hero — studio', exact: true }).click();
    await pageHeading(desktop, 'Product hero — studio').waitFor();
    const before = await balance();
    await expect
      .poll(() => desktop.getByTestId('run-cost').textContent())
      .toMatch(new RegExp(`4 credits for 4 images · balance ${before}`));
    await desktop.getByLabel('Product', { exact: true }).fill('Amber glass face serum, 30 ml');
    await desktop.getByRole('radio', { name: /^Reference 1,/ }).check();
    await checkPage(desktop, 'a preset before its run');
    await desktop.getByRole('button', { name: /^Generate — 4 credits/ }).click();
    await expect
      .poll(() => desktop.getByTestId('generation-status').textContent(), { timeout: 60_000 })
      .toBe('succeeded');
    const made = desktop.getByRole('list', { name: 'Images made' });
    await expect.poll(() => made.getByRole('listitem').count()).toBe(4);
    expect((await made.locator('.caption-text').first().textContent())?.length).toBeGreaterThan(20);
    await expect.poll(() => inView(desktop, '.result h2')).toBe(true);
    expect(await balance()).toBe(before - 4);
    await expect
      .poll(() => desktop.getByTestId('shell-balance').first().textContent())
      .toBe(String(before - 4));
    // New variations: the same request again, a fresh seed, other pictures, charged again.
    const first = new URL(desktop.url()).searchParams.get('run')!;
    await desktop.getByRole('button', { name: 'New variations — 4 credits' }).click();
    await expect.poll(() => new URL(desktop.url()).searchParams.get('run')).not.toBe(first);
    await expect
      .poll(() => desktop.getByTestId('generation-status').textContent(), { timeout: 60_000 })
      .toBe('succeeded');
    const [one, two] = await Promise.all([
      cf.generations.get(first),
      cf.generations.get(new URL(desktop.url()).searchParams.get('run')!),
    ]);
    expect(two).toMatchObject({ presetId: 'product-hero-studio', subject: one.subject });
    expect(two.seed).not.toBe(one.seed);
    const sha = async (id: string) => (await cf.media.get(id)).sha256;
    expect(await sha(two.outputs[0]!.mediaId)).not.toBe(await sha(one.outputs[0]!.mediaId));
    expect(await balance()).toBe(before - 8);

    // The run stays in the address: a reload shows it again.
    await desktop.reload();
    await expect.poll(() => made.getByRole('listitem').count()).toBe(4);
    // The form shows what the run was made for; it no longer holds the photo: no variations from here.
    await expect
      .poll(() => desktop.getByLabel('Product', { exact: true }).inputValue())
      .toBe('Amber glass face serum, 30 ml');
    expect(await desktop.getByRole('button', { name: /^New variations/ }).count()).toBe(0);
    await checkPage(desktop, 'a finished run');
    // Each image goes to a post with its caption.
    await made.getByRole('link', { name: 'Post image 1' }).click();
    await pageHeading(desktop, 'New post').waitFor();
    await expect
      .poll(() => desktop.getByRole('textbox', { name: 'Caption', exact: true }).inputValue())
      .not.toBe('');

    // On a phone the form comes first: the run scrolls into view when it starts.
    await phone.goto('/presets/ugc-lifestyle');
    await phone.getByLabel('Product', { exact: true }).fill('Hydrating face cream jar');
    await phone.getByRole('radio', { name: /^Reference 1,/ }).check();
    await checkPage(phone, 'a preset on a phone');
    await phone.getByRole('button', { name: /^Generate — 3 credits/ }).click();
    await expect
      .poll(() => phone.getByTestId('generation-status').textContent(), { timeout: 60_000 })
      .toBe('succeeded');
    await expect.poll(() => inView(phone, '.result h2')).toBe(true);
    await checkPage(phone, 'a finished run on a phone');
    expect(await balance()).toBe(before - 11);
  }, 180_000);

  it('writes captions for free, makes an image from a prompt, and refuses a run it cannot pay with the way to credits', async () => {
    const before = await balance();
    await phone.goto('/captions');
    await phone.getByLabel('What the post is about').fill('Glow serum, vitamin C, back in stock');
    await phone.getByLabel('Platform').selectOption('x');
    await phone.getByRole('button', { name: /Write captions/ }).click();
    const captions = phone.getByRole('list', { name: 'Captions' });
    await expect.poll(() => captions.getByRole('listitem').count()).toBe(3);
    await checkPage(phone, 'captions on a phone');
    const first = await captions.locator('.caption-text').first().textContent();
    await phone.getByRole('button', { name: 'Other versions' }).click();
    await expect.poll(() => captions.locator('.caption-text').first().textContent()).not.toBe(first);
    const chosen = (await captions.locator('.caption-text').first().textContent())!;
    await phone.getByRole('button', { name: 'Start a post caption 1' }).click();
    await pageHeading(phone, 'New post').waitFor();
    expect(await phone.getByRole('textbox', { name: 'Caption', exact: true }).inputValue()).toBe(chosen);
    expect(await balance()).toBe(before);

    await desktop.goto('/images');
    await desktop.getByLabel('Prompt').fill('Serum bottle on warm travertine, morning light');
    await desktop.getByRole('radio', { name: '2', exact: true }).click();
    await desktop.getByRole('radio', { name: 'Portrait 4:5' }).click();
    await expect.poll(() => desktop.getByTestId('run-cost').textContent()).toMatch(/2 credits for 2 images/);
    await desktop.getByRole('button', { name: /^Generate — 2 credits/ }).click();
    await expect
      .poll(() => desktop.getByTestId('generation-status').textContent(), { timeout: 60_000 })
      .toBe('succeeded');
    await expect
      .poll(() => desktop.getByRole('list', { name: 'Images made' }).getByRole('listitem').count())
      .toBe(2);
    await checkPage(desktop, 'an image from a prompt');
    expect(await balance()).toBe(before - 2);

    // 1 credit left: a storyboard's 6 are short, said before running, and refused when run anyway.
    await desktop.goto('/presets/video-storyboard-ugc');
    await desktop.getByLabel('Product', { exact: true }).fill('Glow serum');
    const cost = desktop.getByTestId('run-cost');
    await cost.getByRole('link', { name: 'Buy credits' }).waitFor();
    await desktop.getByRole('button', { name: /^Generate/ }).click();
    const refused = desktop.getByRole('alert').filter({ hasText: 'Not enough credits' });
    await refused.getByText('This needs 6 credits; the balance is 1. Nothing was charged.').waitFor();
    await checkPage(desktop, 'a run the balance cannot pay');
    await refused.getByRole('link', { name: 'Buy credits' }).click();
    await pageHeading(desktop, 'Buy credits').waitFor();
    // No Stripe, no instructions: what to quote and how an operator adds credits; no way back here.
    const how = desktop.getByTestId('purchase-instructions');
    expect(await how.getByTestId('account-id').textContent()).toBe(owner.accountId);
    await how.getByText('If you run this service').click();
    await how
      .getByText(`npx contentforge admin grant-credits --account ${owner.accountId} --amount 100`)
      .waitFor();
    expect(await desktop.locator('#main a[href$="/billing"]').count()).toBe(0);
    await checkPage(desktop, 'billing without Stripe');
    expect(await balance()).toBe(before - 2);
  }, 180_000);
  it('reads the library page by page as it is scrolled', async () => {
    const tiny = await sharp({ create: { width: 32, height: 40, channels: 3, background: '#c2571f' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 40; i++) await cf.upload(tiny, { mimeType: 'image/png' });
    await desktop.goto('/library?source=upload');
    const tiles = desktop.getByRole('list', { name: 'Media' }).getByRole('listitem');
    await expect.poll(() => tiles.count()).toBe(40);
    await desktop.getByRole('button', { name: 'Show more images' }).scrollIntoViewIfNeeded();
    await expect.poll(() => tiles.count()).toBe(42);
    expect(await desktop.getByRole('button', { name: 'Show more images' }).count()).toBe(0);
  }, 120_000);
});
