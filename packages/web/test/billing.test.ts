import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningPublishing } from '../../server/test/support/publishing.js';
import { type StripeStandIn, startStripeStandIn } from '../../server/test/support/stripe-server.js';
import {
  checkPage,
  ensureWebAppBuilt,
  launchChromium,
  pageHeading,
  phoneLike,
  signIn,
  signUpOwner,
  VIEWPORTS,
} from './support/browser-session.js';

type Service = Awaited<ReturnType<typeof startListeningPublishing>>;

/** Signs the owner of a new account in on a desktop, and answers a phone signed in as well. */
async function signedIn(browser: Browser, service: Service): Promise<{ desktop: Page; phone: Page }> {
  const owner = await service.ctx.account({ name: 'Acme' });
  const context = await browser.newContext({ baseURL: service.publicUrl, viewport: VIEWPORTS.desktop });
  const desktop = await context.newPage();
  await desktop.goto('/');
  await signUpOwner(desktop, owner.token);
  return { desktop, phone: await phoneLike(browser, context, service.publicUrl) };
}

describe('buying credits: no dead end, with or without Stripe', () => {
  let browser: Browser;
  let shop: Service;
  let stripe: StripeStandIn;
  let selling: Service;

  beforeAll(async () => {
    await ensureWebAppBuilt();
    [shop, stripe] = await Promise.all([
      startListeningPublishing({
        PURCHASE_URL: 'https://shop.example/credits',
        PURCHASE_INSTRUCTIONS:
          'Credits are sold by invoice: **100 credits for 9 EUR**.\\n\\n- [Order form](https://shop.example/order)\\n- [not a link](javascript:alert(1))\\n\\n<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">',
        PURCHASE_CONTACT: 'billing@acme.test',
      }),
      startStripeStandIn(),
    ]);
    selling = await startListeningPublishing({
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
      CREDIT_PACKS: 'starter=100:900,studio=500:3900',
      CREDIT_CURRENCY: 'eur',
    });
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await Promise.all([shop?.close(), selling?.close(), stripe?.close()]);
  });

  it('shows the operator’s shop, their instructions rendered safely and whom to ask', async () => {
    const { desktop, phone } = await signedIn(browser, shop);
    // The purchase link is the operator's shop: opened in a new tab from the credits page.
    await desktop.goto('/credits');
    const buy = desktop.getByRole('link', { name: 'Buy credits' });
    await expect.poll(() => buy.getAttribute('href')).toBe('https://shop.example/credits');
    expect(await buy.getAttribute('target')).toBe('_blank');

    await desktop.goto('/billing');
    await pageHeading(desktop, 'Buy credits').waitFor();
    expect(await desktop.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe(
      'https://shop.example/credits',
    );
    const how = desktop.getByTestId('purchase-instructions');
    await how.locator('strong', { hasText: '100 credits for 9 EUR' }).waitFor();
    expect(await how.getByRole('link', { name: 'Order form' }).getAttribute('href')).toBe(
      'https://shop.example/order',
    );
    // Markdown without HTML: no script ran, no image loaded, no javascript: link.
    expect(await desktop.evaluate<unknown>('window.pwned')).toBeUndefined();
    expect(await how.locator('script, img').count()).toBe(0);
    expect(await how.locator('a[href^="javascript"]').count()).toBe(0);
    await how.getByText('not a link').waitFor();
    expect(await how.getByRole('link', { name: 'not a link' }).count()).toBe(0);
    expect(await how.getByRole('link', { name: /billing@acme\.test/ }).getAttribute('href')).toBe(
      'mailto:billing@acme.test',
    );
    expect(await desktop.locator('#main a[href$="/billing"]').count()).toBe(0);
    await checkPage(desktop, 'billing with instructions');

    await phone.goto('/billing');
    await phone.getByTestId('purchase-instructions').waitFor();
    await checkPage(phone, 'billing with instructions on a phone');
  }, 60_000);

  it('sells the packs through Stripe Checkout, and says how the return went', async () => {
    const { desktop, phone } = await signedIn(browser, selling);
    await desktop.goto('/credits');
    await desktop.getByRole('link', { name: 'Buy credits' }).click();
    await pageHeading(desktop, 'Buy credits').waitFor();
    const packs = desktop.getByRole('list').filter({ hasText: 'Buy starter' });
    await packs.getByText('€9.00', { exact: true }).waitFor();
    await packs.getByText('€39.00', { exact: true }).waitFor();
    await checkPage(desktop, 'billing with Stripe');
    // Checkout is Stripe's page: the browser is sent there.
    await desktop.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Stripe Checkout</title>' }),
    );
    await desktop.getByRole('button', { name: 'Buy studio' }).click();
    await desktop.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_/);
    expect(stripe.requests.some((r) => r.path === '/v1/checkout/sessions')).toBe(true);

    await phone.goto('/billing?checkout=canceled');
    await phone.getByText('Checkout was canceled; nothing was charged.').waitFor();
    await phone.getByRole('button', { name: 'Buy starter' }).waitFor();
    await checkPage(phone, 'billing with Stripe on a phone');
    await phone.goto('/billing?checkout=success&session_id=cs_test');
    await phone.getByText(/^Payment received/).waitFor();
  }, 60_000);

  it('says so when the app is open at another address than the service gives out links for', async () => {
    // An account of its own on this service: its owner has another email.
    const ops = { email: 'ops@acme.test', password: 'a long ops password' };
    const owner = await selling.ctx.account({ name: 'Ops' });
    const desktop = await (
      await browser.newContext({ baseURL: selling.publicUrl, viewport: VIEWPORTS.desktop })
    ).newPage();
    await desktop.goto('/');
    await signUpOwner(desktop, owner.token, ops);
    expect(await desktop.getByTestId('address-notice').count()).toBe(0);

    // The same service by another name: its pictures and uploads point at PUBLIC_URL.
    const elsewhere = selling.publicUrl.replace('127.0.0.1', 'localhost');
    const phone = await (
      await browser.newContext({
        baseURL: elsewhere,
        viewport: VIEWPORTS.phone,
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    await phone.goto('/');
    await signIn(phone, ops);
    const notice = phone.getByTestId('address-notice');
    await notice.getByText(`set PUBLIC_URL to ${elsewhere}`).waitFor();
    expect(await notice.getByRole('link').getAttribute('href')).toBe(`${selling.publicUrl}/library`);
    await checkPage(phone, 'the address notice on a phone');
  }, 60_000);
});
