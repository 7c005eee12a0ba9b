/**
 * Writes docs/screenshots/<page>-desktop.png (1280×800) and <page>-phone.png (390×844) of every page
 * of the web app, over a real service holding a sample workspace (photos, runs, accounts, posts in
 * every state). Run with `npm run screenshots` (needs Debian's chromium, like the browser tests).
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import {
  ensureWebAppBuilt,
  launchChromium,
  OWNER,
  seriousViolations,
  sidewaysOverflow,
  signIn,
  signUpOwner,
  VIEWPORTS,
} from '../test/support/browser-session.js';
import { seedSampleContent } from '../test/support/sample-content.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

await ensureWebAppBuilt();
await mkdir(OUT, { recursive: true });
const service = await startListeningPublishing({
  PURCHASE_INSTRUCTIONS:
    'Credits are sold by invoice, in packs of **100 credits for 9 EUR** or **500 credits for 39 EUR**.\\n\\nWrite to us with your account id and the pack you want; the credits arrive within one working day.',
  PURCHASE_CONTACT: 'billing@acme.test',
});
const browser = await launchChromium();
const only = process.argv.slice(2);
// Every picture is also checked as the browser tests check pages: what fails is listed at the end.
const findings: string[] = [];
try {
  const owner = await service.ctx.account({ name: 'Acme' });
  const agent = await service.ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
  const sample = await seedSampleContent(
    service.publicUrl,
    owner,
    agent.token,
    service.receiver.url('/hooks/shop'),
  );
  const storyboard = await sample.cf.generatePreset({
    presetId: 'video-storyboard-ugc',
    subject: 'Lumen vitamin C glow serum',
    referenceImages: [(await sample.cf.media.get(sample.photos.bottle)).url],
    campaignId: sample.campaignId,
  });
  const image = await sample.cf.generateImage({
    prompt: 'Serum bottle on warm travertine, morning window light, soft shadows',
    referenceImages: [(await sample.cf.media.get(sample.photos.bottle)).url],
    count: 2,
    aspectRatio: '4:5',
  });
  let signedUp = false;
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ baseURL: service.publicUrl, viewport, colorScheme: 'light' });
    const page = await context.newPage();
    const shot = async (name: string, ready: (p: Page) => Promise<unknown>) => {
      if (only.length && !only.includes(name)) return;
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate('document.fonts.ready');
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${OUT}${name}-${size}.png` });
      for (const violation of await seriousViolations(page)) findings.push(`${name}-${size}: ${violation}`);
      const overflow = viewport.width < 500 ? await sidewaysOverflow(page) : 0;
      if (overflow > 0) findings.push(`${name}-${size}: scrolls ${overflow} px sideways`);
    };
    await page.goto('/invite/cfi_example');
    await shot('invitation', (p) => p.getByRole('heading', { name: 'Join the account' }).waitFor());
    await page.goto('/');
    await shot('sign-in', (p) => p.getByRole('heading', { name: 'Sign in' }).waitFor());
    if (!signedUp) {
      await signUpOwner(page, owner.token);
      signedUp = true;
    } else {
      await signIn(page, OWNER);
    }
    const visit = async (name: string, path: string, ready: (p: Page) => Promise<unknown>) => {
      if (only.length && !only.includes(name)) return;
      await page.goto(path);
      await shot(name, ready);
    };
    await visit('library', '/library', (p) =>
      p.getByRole('list', { name: 'Media' }).locator('img').first().waitFor(),
    );
    await visit('library-preview', `/library?item=${storyboard.outputs[0]!.mediaId}`, (p) =>
      p.getByRole('dialog').locator('img').first().waitFor(),
    );
    await visit('presets', '/presets', (p) =>
      p.getByRole('list', { name: 'Presets' }).locator('img').first().waitFor(),
    );
    await visit('generate', `/presets/product-hero-studio?run=${sample.runs.hero}`, (p) =>
      p.getByRole('list', { name: 'Images made' }).locator('img').nth(3).waitFor(),
    );
    await visit('storyboard', `/presets/video-storyboard-ugc?run=${storyboard.id}`, (p) =>
      p.getByRole('heading', { name: /^Storyboard/ }).waitFor(),
    );
    await visit('image', `/images?run=${image.id}`, (p) =>
      p.getByRole('list', { name: 'Images made' }).locator('img').nth(1).waitFor(),
    );
    if (!only.length || only.includes('captions')) {
      await page.goto('/captions');
      await page.getByLabel('What the post is about').fill('Lumen glow serum, vitamin C, back in stock');
      await page.getByRole('button', { name: /Write captions/ }).click();
      await shot('captions', (p) => p.getByRole('list', { name: 'Captions' }).waitFor());
    }
    await visit('posts', '/posts', (p) => p.getByRole('list', { name: 'Posts' }).waitFor());
    if (!only.length || only.includes('compose')) {
      await page.goto(
        `/posts/new?media=${sample.runs.hero ? (await sample.cf.generations.get(sample.runs.hero)).outputs[2]!.mediaId : ''}`,
      );
      await page.getByRole('checkbox', { name: /Instagram · lumen.skin/ }).check();
      await page.getByRole('checkbox', { name: /X · lumen/ }).check();
      await shot('compose', (p) =>
        p.getByRole('article', { name: 'Preview on Instagram' }).locator('img').waitFor(),
      );
    }
    await visit('draft', `/posts/${sample.posts.planned.id}`, (p) => p.getByTestId('publish-cost').waitFor());
    await visit('post', `/posts/${sample.posts.published.id}`, (p) => p.getByText('Delivered').waitFor());
    await visit('calendar', '/calendar', (p) =>
      p.locator(`[data-testid=calendar-post-${sample.posts.scheduled.id}]:visible`).first().waitFor(),
    );
    await visit(
      'calendar-week',
      `/calendar?view=week&date=${sample.posts.scheduled.scheduledAt!.slice(0, 10)}`,
      (p) => p.locator(`[data-testid=calendar-post-${sample.posts.scheduled.id}]:visible`).first().waitFor(),
    );
    await visit('accounts', '/accounts', (p) => p.getByText('shop-site').first().waitFor());
    await visit('campaigns', '/campaigns', (p) =>
      p.getByRole('heading', { name: 'Spring launch' }).waitFor(),
    );
    await visit('brand', '/brand', (p) => p.getByText('Lumen Skincare', { exact: true }).first().waitFor());
    await visit('credits', '/credits', (p) =>
      p.getByRole('list', { name: 'Ledger' }).getByRole('link').first().waitFor(),
    );
    await visit('billing', '/billing', (p) => p.getByTestId('purchase-instructions').waitFor());
    await visit('workspaces', '/workspaces', (p) => p.getByRole('list', { name: 'Workspaces' }).waitFor());
    // On the desktop the owner creates one of each, and the one-time secret is in the picture.
    const created = size === 'desktop';
    await visit('team', '/users', async (p) => {
      if (created) {
        await p.getByLabel('Email').fill('ana@acme.test');
        await p.getByRole('button', { name: 'Create invitation' }).click();
        await p.getByTestId('accept-url').waitFor();
      }
      await p.getByRole('table', { name: 'Users' }).waitFor();
    });
    await visit('tokens', '/tokens', async (p) => {
      if (created) {
        await p.getByLabel('Name').fill('Shop sync');
        await p.getByRole('button', { name: 'Create token' }).click();
        await p.getByTestId('new-token').waitFor();
      }
      await p.getByRole('table', { name: 'Tokens' }).waitFor();
    });
    await visit('webhooks', '/webhooks', async (p) => {
      if (created) {
        await p.getByLabel('URL').fill('http://localhost:3000/contentforge-events');
        await p.getByRole('checkbox', { name: /generation\.succeeded/ }).check();
        await p.getByRole('button', { name: 'Create webhook' }).click();
        await p.getByTestId('webhook-secret').waitFor();
      }
      await p.getByRole('table', { name: 'Webhooks' }).waitFor();
    });
    await visit('sessions', '/sessions', (p) => p.getByRole('list', { name: 'Sessions' }).waitFor());
    if (size === 'phone' && (!only.length || only.includes('menu'))) {
      await page.goto('/library');
      await page.getByRole('button', { name: 'Menu' }).click();
      await shot('menu', (p) => p.getByRole('dialog').getByRole('navigation', { name: 'Main' }).waitFor());
    }
    await context.close();
  }
} finally {
  await browser.close();
  await service.close();
}
if (findings.length) {
  process.stderr.write(`Pages to fix:\n${findings.map((f) => `  ${f}\n`).join('')}`);
  process.exitCode = 1;
}
