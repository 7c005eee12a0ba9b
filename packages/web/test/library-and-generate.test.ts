import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bottleOnWhite } from '../../server/test/support/product-photos.js';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import { bearer } from '../../server/test/support/test-app.js';
import {
  ensureWebAppBuilt,
  launchChromium,
  seriousViolations,
  signUpOwner,
} from './support/browser-session.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

describe('library filters, preset samples and a storyboard run in a real browser', () => {
  let service: Service;
  let browser: Browser;
  let page: Page;
  let owner: { accountId: string; workspaceId: string; token: string };

  beforeAll(async () => {
    await ensureWebAppBuilt();
    service = await startListeningPublishing();
    owner = await service.ctx.account({ name: 'Acme' });
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: service.publicUrl,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const accessible = async (name: string) => expect(await seriousViolations(page), name).toEqual([]);
  const asOwner = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (
      await service.ctx.app.inject({
        method,
        url,
        headers: bearer(owner.token),
        ...(payload ? { payload } : {}),
      })
    ).json().data;
  const tiles = () => page.getByRole('list', { name: 'Media' }).getByRole('listitem');
  const query = () => Object.fromEntries(new URL(page.url()).searchParams);

  it('shows samples, runs a storyboard into a campaign with a dropped reference, and filters the library', async () => {
    const spring = await asOwner('POST', '/v1/campaigns', { name: 'Spring launch' });
    await asOwner('POST', '/v1/campaigns', { name: 'Autumn sale' });

    await page.goto('/');
    await signUpOwner(page, owner.token);

    // Presets: every preset shows sample pictures of what it makes, served with the app, described.
    await page.getByRole('link', { name: 'Presets' }).click();
    const samples = page.getByRole('list', { name: 'Samples of Video storyboard — UGC ad' }).locator('img');
    await expect.poll(() => samples.count()).toBe(3);
    expect(await samples.first().getAttribute('alt')).toMatch(/^Video storyboard — UGC ad sample 1: .*hook/);
    await expect
      .poll(() =>
        page
          .locator('.sample-image')
          .evaluateAll(
            (imgs) => imgs.filter((i) => (i as unknown as { naturalWidth: number }).naturalWidth > 0).length,
          ),
      )
      .toBe(21);
    await accessible('presets with samples');

    // Generate: a campaign picked, a photo dropped onto the form becomes the reference.
    await page.getByRole('button', { name: 'Use Video storyboard — UGC ad' }).click();
    await page.getByLabel('Subject').fill('Lumen vitamin C glow serum');
    await page.getByLabel('Campaign').selectOption({ label: 'Spring launch' });
    const bytes = [...(await bottleOnWhite(400, 500))];
    // The tests compile without the DOM's types: the browser's DataTransfer and File, typed as used here.
    type Window = {
      DataTransfer: new () => { items: { add(file: unknown): void } };
      File: new (parts: unknown[], name: string, options: { type: string }) => unknown;
    };
    const dataTransfer = await page.evaluateHandle((data) => {
      const { DataTransfer, File } = globalThis as unknown as Window;
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'serum.jpg', { type: 'image/jpeg' }));
      return transfer;
    }, bytes);
    const form = page.locator('form.generate');
    await form.dispatchEvent('dragover', { dataTransfer });
    await form.dispatchEvent('drop', { dataTransfer });
    const reference = page.getByRole('radio', { name: /Reference/ });
    await reference.waitFor();
    await expect.poll(() => reference.isChecked()).toBe(true);
    const uploads = await asOwner('GET', '/v1/media?source=upload');
    expect(uploads).toHaveLength(1);
    await accessible('generate with a dropped reference');

    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect
      .poll(() => page.getByTestId('generation-status').textContent(), { timeout: 30_000 })
      .toBe('succeeded');

    // The storyboard: six scenes in order, each with its timing, on-screen text and voiceover.
    const scenes = page.getByRole('list', { name: 'Scenes' }).getByRole('listitem');
    await expect.poll(() => scenes.count()).toBe(6);
    const [generation] = await asOwner('GET', '/v1/generations?limit=1');
    expect(generation.campaignId).toBe(spring.id);
    const first = generation.storyboard.scenes[0];
    const second = generation.storyboard.scenes[1];
    await scenes.first().getByText(`Scene 1 · ${first.beat}`).waitFor();
    await scenes
      .first()
      .getByText(`0 s – ${Number(first.durationSeconds.toFixed(1))} s`)
      .waitFor();
    await scenes.first().getByText(first.onScreenText, { exact: true }).waitFor();
    await scenes.first().getByText(first.voiceover, { exact: true }).waitFor();
    await scenes
      .nth(1)
      .getByText(`${Number(second.startSeconds.toFixed(1))} s –`)
      .waitFor();
    await expect.poll(() => scenes.locator('img.keyframe').count()).toBe(6);
    await accessible('storyboard result');

    // The outputs are in the campaign: the library filtered by campaign and source, kept on reload.
    await page.getByRole('link', { name: /campaign’s generated images in the library/ }).click();
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    expect(query()).toEqual({ source: 'generation', campaign: spring.id });
    await expect.poll(() => tiles().count()).toBe(6);
    await expect.poll(() => page.getByLabel('Campaign').inputValue()).toBe(spring.id);
    await page.reload();
    await expect.poll(() => tiles().count()).toBe(6);
    expect(await page.getByLabel('Source').inputValue()).toBe('generation');
    await expect.poll(() => page.getByLabel('Campaign').inputValue()).toBe(spring.id);
    await tiles().first().getByText('Spring launch').waitFor();
    await accessible('library filtered by campaign');

    // Uploaded images in the campaign: none; the empty result says which filter to clear.
    await page.getByLabel('Source').selectOption('upload');
    await page.getByText('No uploaded images in the campaign “Spring launch”.').waitFor();
    expect(query()).toEqual({ source: 'upload', campaign: spring.id });
    await accessible('library, empty under filters');
    await page.getByRole('button', { name: 'Clear the campaign filter' }).click();
    await expect.poll(() => tiles().count()).toBe(1);
    expect(query()).toEqual({ source: 'upload' });
    await tiles()
      .first()
      .getByText(/^Uploaded/)
      .waitFor();

    // Another campaign holds nothing yet; clearing every filter shows all seven images.
    await page.getByLabel('Source').selectOption('generation');
    await page.getByLabel('Campaign').selectOption({ label: 'Autumn sale' });
    await page.getByText('No generated images in the campaign “Autumn sale”.').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => tiles().count()).toBe(7);
    expect(query()).toEqual({});
  }, 60_000);
});
