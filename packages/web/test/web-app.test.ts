import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jarWithAlpha } from '../../server/test/support/product-photos.js';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import { type StripeStandIn, startStripeStandIn } from '../../server/test/support/stripe-server.js';
import { bearer } from '../../server/test/support/test-app.js';
import {
  ensureWebAppBuilt,
  launchChromium,
  seriousViolations,
  signUpOwner,
} from './support/browser-session.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

describe('the web application in a real browser', () => {
  let service: Service;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let owner: { accountId: string; workspaceId: string; token: string };

  beforeAll(async () => {
    await ensureWebAppBuilt();
    service = await startListeningPublishing();
    owner = await service.ctx.account({ name: 'Acme' });
    browser = await launchChromium();
    context = await browser.newContext({
      baseURL: service.publicUrl,
      viewport: { width: 1280, height: 800 },
    });
    page = await context.newPage();
    page.on('dialog', (dialog) => dialog.accept());
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
  });

  const balance = async () => {
    const res = await service.ctx.app.inject({ url: '/v1/credits', headers: bearer(owner.token) });
    return res.json().data.balance as number;
  };
  const accessible = async (name: string) => expect(await seriousViolations(page), name).toEqual([]);

  it('sets up the owner, uploads, generates, manages tokens and signs out', async () => {
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    await accessible('sign-in');

    // A wrong password is said in words.
    await page.getByLabel('Email').fill('owner@acme.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();

    // First visit: the owner token from the first start creates the owner and signs in.
    await signUpOwner(page, owner.token);
    expect(new URL(page.url()).pathname).toBe('/library');
    await page.getByText('The library is empty').waitFor();
    await accessible('library');

    // Upload through the file picker: the thumbnail appears in the grid.
    await page.getByLabel('Choose images to upload').setInputFiles({
      name: 'jar.png',
      mimeType: 'image/png',
      buffer: await jarWithAlpha(),
    });
    const thumbnail = page.getByRole('list', { name: 'Media' }).locator('img').first();
    await thumbnail.waitFor();
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByText('Done').waitFor();

    // Presets: the cost is shown before running.
    await page.getByRole('link', { name: 'Presets' }).click();
    await page.getByRole('heading', { name: 'Presets' }).waitFor();
    await accessible('presets');
    const before = await balance();
    await page.getByRole('button', { name: /^Use UGC lifestyle/i }).click();
    await page.getByText(/costs 3 credits/).waitFor();
    await page.getByLabel('Subject').fill('Amber glass face cream jar');
    await page.getByRole('radio', { name: /Reference/ }).check();
    await accessible('generate');
    await page.getByRole('button', { name: /^Generate/ }).click();
    await expect
      .poll(() => page.getByTestId('generation-status').textContent(), { timeout: 45_000 })
      .toBe('succeeded');
    await expect.poll(() => page.locator('.output .caption').count()).toBe(3);
    expect((await page.locator('.output .caption').first().textContent())?.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Copy caption 1' }).waitFor();
    expect(await balance()).toBe(before - 3);
    await accessible('generation result');

    // Credits: the same balance as the API, and the ledger.
    await page.getByRole('link', { name: 'Credits' }).click();
    await expect.poll(() => page.getByTestId('credit-balance').textContent()).toBe(String(before - 3));
    await page.getByRole('link', { name: 'Buy credits' }).waitFor();
    await accessible('credits');

    // Tokens: created (shown once) and it works; revoked and it stops working.
    await page.getByRole('link', { name: 'API tokens' }).click();
    await page.getByLabel('Name').fill('CI uploads');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-token').textContent())!;
    expect(secret).toMatch(/^cf_/);
    const me = () => service.ctx.app.inject({ url: '/v1/me', headers: bearer(secret) });
    expect((await me()).statusCode).toBe(200);
    await page.getByRole('cell', { name: 'CI uploads', exact: true }).waitFor();
    await accessible('tokens');
    await page.getByRole('button', { name: 'Revoke CI uploads' }).click();
    await page.getByRole('cell', { name: 'CI uploads', exact: true }).waitFor({ state: 'detached' });
    expect((await me()).statusCode).toBe(401);

    // Sign out: back to the sign-in form, and the API no longer knows this browser.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    const status = await page.evaluate(async () => (await fetch('/v1/me')).status);
    expect(status).toBe(401);
  }, 60_000);
});

describe('buying credits in a real browser', () => {
  let service: Service;
  let stripe: StripeStandIn;
  let browser: Browser;
  let page: Page;
  let owner: { accountId: string; workspaceId: string; token: string };

  beforeAll(async () => {
    await ensureWebAppBuilt();
    stripe = await startStripeStandIn();
    service = await startListeningPublishing({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
    });
    // Out of credits from the start.
    owner = await service.ctx.account({ name: 'Acme', credits: 0 });
    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: service.publicUrl,
      viewport: { width: 390, height: 844 },
    });
    page = await context.newPage();
    // Stripe's hosted checkout page is on the internet: here it is a page saying where it is.
    await context.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title><h1>Pay</h1>' }),
    );
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await stripe?.close();
  });

  it('runs out, follows the buy link, pays through Stripe Checkout and sees the credits arrive', async () => {
    await page.goto('/');
    await signUpOwner(page, owner.token);

    // A paid run with no credits: the balance, what it needs, and the buy link.
    await page.goto('/presets');
    await page.getByRole('button', { name: /^Use UGC lifestyle/i }).click();
    await page.getByLabel('Subject').fill('Amber glass face cream jar');
    await page.getByRole('button', { name: /^Generate/ }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Not enough credits' });
    await notice.waitFor();
    const buyLink = notice.getByRole('link', { name: 'Buy credits' });
    expect(await buyLink.getAttribute('href')).toBe(`${service.publicUrl}/billing`);

    // The buy link's page lists the packs; buying one opens Stripe Checkout for its price.
    await page.goto(new URL((await buyLink.getAttribute('href'))!).pathname);
    await page.getByRole('heading', { name: 'Buy credits' }).waitFor();
    expect(await seriousViolations(page), 'billing').toEqual([]);
    await page.getByRole('button', { name: 'Buy starter' }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
    const [session] = [...stripe.sessions.values()];
    expect(session).toMatchObject({ amount_total: 900, currency: 'usd' });

    // Stripe reports the payment to the service, signed; the buyer comes back to the page.
    const paid = stripe.event('checkout.session.completed', session!, { payment_status: 'paid' });
    const delivered = await fetch(`${service.publicUrl}/v1/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(paid.payload) },
      body: paid.payload,
    });
    expect(delivered.status).toBe(200);
    await page.goto(`/billing?checkout=success&session_id=${session!.id}`);
    await page.getByText('Payment received').waitFor();
    await expect.poll(() => page.getByTestId('credit-balance').textContent()).toBe('100');
    const res = await service.ctx.app.inject({ url: '/v1/credits', headers: bearer(owner.token) });
    expect(res.json().data.standard.balance).toBe(100);
  }, 60_000);
});
