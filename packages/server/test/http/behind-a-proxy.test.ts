import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../src/domain/users/users.js';
import { type LiveService, startLiveService } from '../support/live-service.js';
import { type ReverseProxy, startReverseProxy } from '../support/reverse-proxy.js';
import { type StripeStandIn, startStripeStandIn } from '../support/stripe-server.js';

// The service behind the proxy it ships with (compose.yaml's Caddy, or a stand-in that forwards
// the same way), reached by clients from addresses of their own on the loopback.
let service: LiveService;
let proxy: ReverseProxy;
let stripe: StripeStandIn;
const password = 'correct horse battery';

beforeAll(async () => {
  stripe = await startStripeStandIn();
  service = await startLiveService({
    TRUST_PROXY: '1',
    RATE_LIMIT_PER_MINUTE: '60',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.apiUrl,
  });
  proxy = await startReverseProxy(service.url);
  const owner = await service.ctx.account();
  await setPassword(service.ctx.services.users, {
    email: 'user@example.com',
    password,
    accountId: owner.accountId,
  });
});
afterAll(async () => {
  await proxy?.close();
  await service?.close();
  await stripe?.close();
});

/** Clients, each connecting to the proxy from an address of its own. */
const ATTACKER = '127.0.0.2';
const USER = '127.0.0.3';
const STRIPE = '127.0.0.4';

/** One request through the proxy from `from`: its status. */
function send(
  from: string,
  method: 'GET' | 'POST',
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const url = new URL(path, proxy.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** How many of each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const signIn = (from: string, email: string, secret: string, headers: Record<string, string> = {}) =>
  send(from, 'POST', '/v1/sessions', JSON.stringify({ email, password: secret }), headers);

describe(`behind the shipped reverse proxy, with TRUST_PROXY=1`, () => {
  it('throttles sign-ins per real client: one client’s failures do not lock another out', async () => {
    console.info(`reverse proxy: ${proxy.kind}`);
    // Fifty attempts from one client — which also claims to be the user, in a header it sent
    // itself — use up that client's allowance (ten are checked and fail; the rest are refused
    // unchecked, and count all the same), and only its own.
    const attempts = await Promise.all(
      Array.from({ length: 50 }, () =>
        signIn(ATTACKER, 'someone@example.com', 'wrong password', { 'x-forwarded-for': USER }),
      ),
    );
    expect(tally(attempts)).toEqual({ 401: 10, 429: 40 });
    expect(await signIn(ATTACKER, 'another@example.com', 'wrong password')).toBe(429);
    expect(await signIn(USER, 'user@example.com', password)).toBe(201);
  });

  it('keeps the token-less routes apart: junk on Stripe’s route starves neither sign-in, Stripe, nor callbacks', async () => {
    const junk: number[] = [];
    for (let i = 0; i < 61; i++)
      junk.push(await send(ATTACKER, 'POST', '/v1/webhooks/stripe', '{"id":"evt_junk"}'));
    expect(tally(junk)).toEqual({ 400: 60, 429: 1 });
    expect(junk[60]).toBe(429);

    // Stripe's own signed event, from Stripe's address, is received.
    const event = JSON.stringify({
      id: 'evt_real',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect(
      await send(STRIPE, 'POST', '/v1/webhooks/stripe', event, { 'stripe-signature': stripe.sign(event) }),
    ).toBe(200);
    // The junk's own sender still has its other buckets: another route group is another budget.
    expect(await send(ATTACKER, 'GET', '/v1/oauth/mastodon/callback?state=unknown&code=x')).not.toBe(429);
    expect(await send(USER, 'GET', '/v1/oauth/mastodon/callback?state=unknown&code=x')).not.toBe(429);
    expect(await signIn(USER, 'user@example.com', password)).toBe(201);
  });
});
