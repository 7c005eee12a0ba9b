import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_51AbcdefghijklmnopQRSTUV',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefghij',
};

describe('billing configuration', () => {
  it("sells three packs in usd by default, at Stripe's own API", () => {
    const c = loadConfig({});
    expect(c.creditCurrency).toBe('usd');
    expect(c.stripeApiUrl).toBe('https://api.stripe.com');
    expect(c.creditPacks).toEqual([
      { id: 'starter', credits: 100, price: 900 },
      { id: 'studio', credits: 500, price: 3900 },
      { id: 'agency', credits: 2000, price: 12900 },
    ]);
  });

  it('reads the packs, the currency and the API address the operator gives', () => {
    const c = loadConfig({
      ...stripe,
      CREDIT_PACKS: 'small=50:500, big = 1000 : 7500',
      CREDIT_CURRENCY: 'EUR',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(c.creditPacks).toEqual([
      { id: 'small', credits: 50, price: 500 },
      { id: 'big', credits: 1000, price: 7500 },
    ]);
    expect(c.creditCurrency).toBe('eur');
    expect(c.stripeApiUrl).toBe('http://127.0.0.1:12111');
  });

  it('reads the instructions for getting credits, with \\n as a line break, and whom to ask', () => {
    const c = loadConfig({
      PURCHASE_INSTRUCTIONS: '  Pay by invoice.\\n\\n- 100 credits: 9 EUR  ',
      PURCHASE_CONTACT: 'https://acme.example/contact',
    });
    expect(c.purchaseInstructions).toBe('Pay by invoice.\n\n- 100 credits: 9 EUR');
    expect(c.purchaseContact).toBe('https://acme.example/contact');
    expect(loadConfig({ PURCHASE_CONTACT: 'billing@acme.example' }).purchaseContact).toBe(
      'billing@acme.example',
    );
    expect(loadConfig({}).purchaseInstructions).toBeUndefined();
  });

  it.each([
    [{ PURCHASE_CONTACT: 'ask Anna' }, /^PURCHASE_CONTACT must be an email address or an http\(s\) URL/],
    [
      { PURCHASE_CONTACT: 'ftp://acme.example' },
      /^PURCHASE_CONTACT must be an email address or an http\(s\) URL/,
    ],
    [{ PURCHASE_INSTRUCTIONS: 'x'.repeat(5001) }, /^PURCHASE_INSTRUCTIONS must be at most 5000 characters/],
    [{ CREDIT_PACKS: 'starter=100' }, /^CREDIT_PACKS must be a comma-separated list of id=credits:price/],
    [{ CREDIT_PACKS: 'Starter=100:900' }, /^CREDIT_PACKS must be a comma-separated list/],
    [{ CREDIT_PACKS: 'free=100:0' }, /^CREDIT_PACKS must be a comma-separated list/],
    [{ CREDIT_PACKS: 'a=1:100,a=2:200' }, /^CREDIT_PACKS names the pack "a" twice/],
    [{ CREDIT_PACKS: ' , ' }, /^CREDIT_PACKS must name at least one pack/],
    [{ CREDIT_CURRENCY: 'dollars' }, /^CREDIT_CURRENCY must be a three-letter ISO 4217 currency code/],
    [{ STRIPE_API_URL: 'stripe' }, /^STRIPE_API_URL must be an http\(s\) URL/],
    [
      { STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY },
      /^STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set$/,
    ],
    [
      { STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET },
      /^STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is set$/,
    ],
    [
      { ...stripe, STRIPE_SECRET_KEY: 'pk_live_publishable_key_0000' },
      /^STRIPE_SECRET_KEY must be a Stripe secret or restricted key \(sk_… or rk_…\)$/,
    ],
    [
      { ...stripe, STRIPE_WEBHOOK_SECRET: 'not-a-whsec-secret' },
      /^STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret from Stripe \(whsec_…\)$/,
    ],
    [
      { ...stripe, PURCHASE_URL: 'https://shop.example' },
      /^PURCHASE_URL must not be set when STRIPE_SECRET_KEY is set/,
    ],
  ])('stops on %o with one line naming the variable, never repeating a secret', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toContain('\n');
    for (const secret of [
      'sk_test_51Abcdefghijk',
      'pk_live_publishable',
      'whsec_0123456789',
      'not-a-whsec',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
