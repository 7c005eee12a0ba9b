import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../support/stripe-server.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

let stripe: StripeStandIn;
let ctx: TestContext;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  ctx = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
      CREDIT_PACKS: 'starter=100:900, studio=500:3900',
      CREDIT_CURRENCY: 'EUR',
    },
    jobs: false,
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
});

const checkout = (token: string, body: unknown, url = '/v1/credits/checkout') =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: body as object });

describe('buying credits with Stripe configured', () => {
  it('lists the packs on sale with their prices', async () => {
    const { token } = await ctx.account();
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/credits/packs', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: 'starter', credits: 100, price: { amount: 900, currency: 'eur' } },
        { id: 'studio', credits: 500, price: { amount: 3900, currency: 'eur' } },
      ],
    });
  });

  it('sends buyers to the billing page, which opens Checkout', async () => {
    const { token } = await ctx.account();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/credits/purchase-link',
      headers: bearer(token),
    });
    expect(res.json().data.purchaseUrl).toBe('http://contentforge.test/billing');
  });

  it('creates a Checkout Session for the pack through the stripe package and answers its URL', async () => {
    const { token, accountId, workspaceId } = await ctx.account();
    const before = stripe.requests.length;
    const res = await checkout(token, { pack: 'studio' });
    expect(res.statusCode).toBe(200);
    const { checkoutUrl, sessionId } = res.json().data;
    expect(sessionId).toMatch(/^cs_test_/);
    expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);

    // What reached Stripe: one form-encoded create, authenticated with the secret key.
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(request.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(request.headers['user-agent']).toMatch(/^Stripe\/v1 NodeBindings/);
    expect(request.params).toMatchObject({
      mode: 'payment',
      client_reference_id: accountId,
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '3900', product_data: { name: expect.any(String) } },
        },
      ],
      metadata: { accountId, workspaceId, pack: 'studio', credits: '500' },
      success_url: 'http://contentforge.test/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://contentforge.test/billing?checkout=canceled',
    });

    // And the session Stripe holds says the same.
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 3900,
      currency: 'eur',
      client_reference_id: accountId,
      metadata: { accountId, pack: 'studio', credits: '500' },
    });
  });

  it('works under the workspace prefix too', async () => {
    const { token, workspaceId } = await ctx.account();
    const res = await checkout(token, { pack: 'starter' }, `/v1/workspaces/${workspaceId}/credits/checkout`);
    expect(res.statusCode).toBe(200);
    expect(stripe.sessions.get(res.json().data.sessionId)?.metadata.workspaceId).toBe(workspaceId);
  });

  it('refuses a viewer, an unknown pack and unknown fields, without calling Stripe', async () => {
    const { token, accountId } = await ctx.account();
    const viewer = await ctx.token({ accountId, role: 'viewer' });
    const before = stripe.requests.length;

    const forbidden = await checkout(viewer.token, { pack: 'starter' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');

    const unknown = await checkout(token, { pack: 'mega' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'body.pack', message: 'must be one of starter, studio' }]);

    const extra = await checkout(token, { pack: 'starter', credits: 1_000_000 });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().errors)).toContain('credits');

    const missing = await checkout(token, {});
    expect(missing.statusCode).toBe(400);

    expect(stripe.requests.length).toBe(before);
  });

  it('answers 503 when Stripe fails, and records no purchase', async () => {
    const { token } = await ctx.account();
    // The package retries a 500 with the same idempotency key; every attempt fails here.
    stripe.failNext(500, 10);
    const res = await checkout(token, { pack: 'starter' });
    stripe.failNext(500, 0);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('unavailable');
    expect(res.body).not.toContain(stripe.secretKey);
  });
});

describe('without Stripe configured', () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext({
      env: {
        PURCHASE_URL: 'https://shop.example/credits',
        PURCHASE_INSTRUCTIONS: 'Credits come by invoice.\\n\\n**100 credits:** 9 EUR',
        PURCHASE_CONTACT: 'billing@acme.test',
      },
      jobs: false,
    });
  });
  afterAll(() => plain?.close());

  it('keeps PURCHASE_URL as the purchase link, lists no packs and refuses checkout and Stripe events', async () => {
    const { token } = await plain.account();
    const link = await plain.app.inject({
      method: 'GET',
      url: '/v1/credits/purchase-link',
      headers: bearer(token),
    });
    expect(link.json().data).toEqual({
      purchaseUrl: 'https://shop.example/credits',
      instructions: 'Credits come by invoice.\n\n**100 credits:** 9 EUR',
      contact: 'billing@acme.test',
    });

    const packs = await plain.app.inject({ method: 'GET', url: '/v1/credits/packs', headers: bearer(token) });
    expect(packs.statusCode).toBe(200);
    expect(packs.json()).toEqual({ data: [] });

    const res = await plain.app.inject({
      method: 'POST',
      url: '/v1/credits/checkout',
      headers: bearer(token),
      payload: { pack: 'starter' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'billing_not_configured' });
    expect(res.json().detail).toMatch(/STRIPE_SECRET_KEY/);

    const event = await plain.app.inject({
      method: 'POST',
      url: '/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1","type":"checkout.session.completed"}',
    });
    expect(event.statusCode).toBe(422);
    expect(event.json().code).toBe('billing_not_configured');
  });
});
