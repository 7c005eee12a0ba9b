import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSession, type StripeStandIn, startStripeStandIn } from '../../support/stripe-server.js';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';

let stripe: StripeStandIn;
let receiver: WebhookReceiver;
let ctx: TestContext;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  receiver = await startWebhookReceiver();
  ctx = await createTestContext({
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.apiUrl,
      CREDIT_PACKS: 'starter=100:900,studio=500:3900',
      ALLOW_PRIVATE_TARGETS: 'true',
      DELIVERY_RETRY_BASE_SECONDS: '0.05',
      CREDITS_LOW_THRESHOLD: '0',
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await stripe?.close();
  await receiver?.close();
});

/** A fresh account with no credits that started buying `pack`: the session as Stripe holds it. */
async function startBuying(pack = 'starter') {
  const account = await ctx.account({ credits: 0 });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/credits/checkout',
    headers: bearer(account.token),
    payload: { pack },
  });
  expect(res.statusCode).toBe(200);
  return { ...account, session: stripe.sessions.get(res.json().data.sessionId)! };
}

/** Delivers an event the way Stripe does: its exact bytes, signed (`null`: no signature header). */
function deliver(payload: string, signature: string | null = stripe.sign(payload)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature !== null ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

const paid = (session: FakeSession) =>
  stripe.event('checkout.session.completed', session, { status: 'complete', payment_status: 'paid' });

async function creditsOf(token: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) });
  return res.json().data as { balance: number; standard: { balance: number } };
}

async function purchasesOf(token: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/v1/credits/transactions?limit=100',
    headers: bearer(token),
  });
  return (res.json().data as Array<{ kind: string; amount: number; reference?: unknown }>).filter(
    (e) => e.kind === 'purchase',
  );
}

describe('Stripe events', () => {
  it("adds a paid checkout's credits once, as a purchase referencing the session", async () => {
    const { token, session } = await startBuying('studio');
    const event = paid(session);
    const res = await deliver(event.payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, eventId: event.id, outcome: 'credited' });

    expect(await creditsOf(token)).toMatchObject({ balance: 500, standard: { balance: 500 } });
    expect(await purchasesOf(token)).toEqual([
      expect.objectContaining({ amount: 500, reference: { type: 'purchase', id: session.id } }),
    ]);

    // Stripe delivers it again (a retry after a lost answer): nothing more.
    const again = await deliver(event.payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.outcome).toBe('duplicate');
    expect((await creditsOf(token)).balance).toBe(500);
  });

  it('adds the credits once when the same event arrives 20 times at once', async () => {
    const { token, session } = await startBuying('starter');
    const event = paid(session);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event.payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().data.outcome === 'credited')).toHaveLength(1);
    expect((await creditsOf(token)).balance).toBe(100);
    expect(await purchasesOf(token)).toHaveLength(1);
  });

  it('adds the credits once when different events paying the same session race', async () => {
    const { token, session } = await startBuying('starter');
    const events = Array.from({ length: 10 }, (_, i) =>
      i % 2
        ? paid(session)
        : stripe.event('checkout.session.async_payment_succeeded', session, { payment_status: 'paid' }),
    );
    const answers = await Promise.all(events.map((e) => deliver(e.payload)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await creditsOf(token)).balance).toBe(100);
    expect(await purchasesOf(token)).toHaveLength(1);
  });

  it('adds nothing more when the asynchronous payment succeeds after a paid completion', async () => {
    const { token, session } = await startBuying('starter');
    await deliver(paid(session).payload);
    const later = stripe.event('checkout.session.async_payment_succeeded', session, {
      payment_status: 'paid',
    });
    const res = await deliver(later.payload);
    expect(res.json().data.outcome).toBe('already_credited');
    expect((await creditsOf(token)).balance).toBe(100);
  });

  it('credits a delayed payment once, whichever of its events comes first', async () => {
    const { token, session } = await startBuying('starter');
    const completed = stripe.event('checkout.session.completed', session, {
      status: 'complete',
      payment_status: 'unpaid',
    });
    const succeeded = stripe.event('checkout.session.async_payment_succeeded', session, {
      status: 'complete',
      payment_status: 'paid',
    });
    // Out of order: the success first, then the (unpaid) completion.
    expect((await deliver(succeeded.payload)).json().data.outcome).toBe('credited');
    expect((await deliver(completed.payload)).json().data.outcome).toBe('not_paid');
    expect((await creditsOf(token)).balance).toBe(100);

    // In order, for another purchase: the unpaid completion adds nothing, the success adds it all.
    const other = await startBuying('starter');
    const c = stripe.event('checkout.session.completed', other.session, { payment_status: 'unpaid' });
    expect((await deliver(c.payload)).json().data.outcome).toBe('not_paid');
    expect((await creditsOf(other.token)).balance).toBe(0);
    const s = stripe.event('checkout.session.async_payment_succeeded', other.session, {
      payment_status: 'paid',
    });
    expect((await deliver(s.payload)).json().data.outcome).toBe('credited');
    expect((await creditsOf(other.token)).balance).toBe(100);
  });

  it('refuses forged, unsigned, tampered and stale events with 400, adding nothing', async () => {
    const { token, session } = await startBuying('studio');
    const event = paid(session);
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      await deliver(event.payload, stripe.sign(event.payload, { secret: 'whsec_someone_else_entirely' })),
      await deliver(event.payload, null),
      await deliver(event.payload, 'not a signature'),
      await deliver(event.payload.replace('"studio"', '"studio" '), stripe.sign(event.payload)),
      await deliver(event.payload, stripe.sign(event.payload, { timestamp: now - 10 * 60 })),
      await deliver(event.payload, stripe.sign(event.payload, { timestamp: now + 10 * 60 })),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await creditsOf(token)).balance).toBe(0);
    // The genuine event, signed now, still counts: a refusal recorded nothing.
    expect((await deliver(event.payload)).json().data.outcome).toBe('credited');
    expect((await creditsOf(token)).balance).toBe(500);
  });

  it('refuses signed events that are not of Stripe’s shape with 400, crediting nothing', async () => {
    const { token, session } = await startBuying('studio');
    /** The paid event for the session, its JSON changed by `change`, signed. */
    const malformed = (
      change: (event: { id: string; data: { object: Record<string, unknown> } }) => void,
    ) => {
      const event = JSON.parse(paid(session).payload);
      change(event);
      return JSON.stringify(event);
    };
    const refused = [
      malformed((e) => {
        e.id = 'evt_with\u0000nul';
      }),
      malformed((e) => {
        e.id = `evt_${'a'.repeat(300 * 1024)}`;
      }),
      malformed((e) => {
        e.data.object.amount_total = 'lots';
      }),
      malformed((e) => {
        e.data.object.currency = { code: 'usd' };
      }),
      malformed((e) => {
        e.data.object.id = 'cs_\u0000';
      }),
      malformed((e) => {
        e.data.object.metadata = { credits: 500 };
      }),
    ];
    for (const payload of refused) {
      const res = await deliver(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await creditsOf(token)).balance).toBe(0);
    // Nothing was recorded either: the genuine event still counts.
    expect((await deliver(paid(session).payload)).json().data.outcome).toBe('credited');
  });

  it('credits nothing for a paid session that paid less than its pack, or in another currency', async () => {
    const mismatches: Array<Record<string, unknown>> = [
      { amount_total: 1 },
      { currency: 'eur' },
      { amount_total: null },
    ];
    for (const changes of mismatches) {
      const { token, session } = await startBuying('studio');
      const event = stripe.event('checkout.session.completed', session, {
        payment_status: 'paid',
        ...changes,
      });
      const res = await deliver(event.payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe('amount_mismatch');
      expect((await creditsOf(token)).balance).toBe(0);
      expect((await deliver(event.payload)).json().data.outcome).toBe('duplicate');
    }
    // A session whose record was lost buys a pack on sale, at its price.
    const { session } = await startBuying('studio');
    const lost = { ...session, id: 'cs_test_record_lost_0001' };
    const cheap = stripe.event('checkout.session.completed', lost, {
      payment_status: 'paid',
      amount_total: 900,
    });
    expect((await deliver(cheap.payload)).json().data.outcome).toBe('amount_mismatch');
  });

  it('adds nothing for an unpaid completion, an unknown account or a session of another application', async () => {
    const { token, session } = await startBuying('starter');
    const unpaid = stripe.event('checkout.session.completed', session, { payment_status: 'unpaid' });
    expect((await deliver(unpaid.payload)).json().data.outcome).toBe('not_paid');
    expect((await creditsOf(token)).balance).toBe(0);

    const stranger = {
      ...session,
      id: 'cs_test_not_made_here_0001',
      client_reference_id: 'acct_01JZZZZZZZZZZZZZZZZZZZZZZZ',
      metadata: { accountId: 'acct_01JZZZZZZZZZZZZZZZZZZZZZZZ', pack: 'starter', credits: '100' },
    };
    expect((await deliver(paid(stranger).payload)).json().data.outcome).toBe('unknown_account');

    const foreign = { ...session, id: 'cs_test_other_app_0001', client_reference_id: null, metadata: {} };
    expect((await deliver(paid(foreign).payload)).json().data.outcome).toBe('unknown_purchase');
    expect((await creditsOf(token)).balance).toBe(0);
  });

  it('acknowledges events of other types and ignores them', async () => {
    const { token, session } = await startBuying('starter');
    const expired = stripe.event('checkout.session.expired', session, { status: 'expired' });
    const charge = stripe.event('charge.succeeded', session, {});
    for (const e of [expired, charge]) {
      const res = await deliver(e.payload);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.outcome).toBe('ignored');
    }
    expect((await creditsOf(token)).balance).toBe(0);
  });

  it('tells workspace webhooks about the purchase with credits.purchased', async () => {
    const { token, session, accountId } = await startBuying('studio');
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/v1/webhooks',
      headers: bearer(token),
      payload: { url: receiver.url('/purchases'), events: ['credits.purchased'] },
    });
    expect(hook.statusCode).toBe(201);
    await deliver(paid(session).payload);
    const [received] = await receiver.waitFor(1, '/purchases');
    expect(received!.json).toMatchObject({
      type: 'credits.purchased',
      data: {
        accountId,
        pack: 'studio',
        credits: 500,
        balance: 500,
        checkoutSessionId: session.id,
        amountPaid: 3900,
        currency: 'usd',
      },
    });
    expect(received!.headers['webhook-signature']).toMatch(/^v1,/);
  });

  it('answers malformed deliveries with a 4xx, never a 500', async () => {
    const signed = (payload: string) => deliver(payload, stripe.sign(payload));
    const answers = [
      await signed('not json at all'),
      await signed('{"id": 42}'),
      await signed('{"id":"evt_odd","object":"event","type":"checkout.session.completed","data":{}}'),
      await deliver(''),
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/webhooks/stripe',
        headers: { 'content-type': 'text/plain', 'stripe-signature': stripe.sign('hello') },
        payload: 'hello',
      }),
      await ctx.app.inject({ method: 'POST', url: '/v1/webhooks/stripe' }),
      await deliver(`{"pad":"${'x'.repeat(600 * 1024)}"}`),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(200);
      expect(res.statusCode).toBeLessThan(500);
    }
    // A signed event without its object is not one Stripe sends: refused, naming what is missing.
    expect(answers[2]!.statusCode).toBe(400);
    expect(answers[2]!.json().detail).toMatch(/data\.object/);
    expect(answers.at(-1)!.statusCode).toBe(413);
  });
});
