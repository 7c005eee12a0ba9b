import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the stand-in received, as the stripe package sent it. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into nested objects and arrays the way Stripe reads it. */
  params: Record<string, unknown>;
}

/** A Checkout Session as the stand-in keeps it: the shape Stripe answers. */
export type FakeSession = Record<string, unknown> & {
  id: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  payment_status: string;
  url: string;
};

/**
 * A real HTTP server on the loopback that speaks the part of Stripe's wire format the service uses:
 * `POST /v1/checkout/sessions`, form-encoded, authenticated with the secret key as a bearer token,
 * answered with a Checkout Session object (with its `url`) or with Stripe's error shape. It is
 * reached through the real `stripe` package (STRIPE_API_URL), and signs events the way Stripe does.
 */
export interface StripeStandIn {
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  readonly requests: StripeRequest[];
  readonly sessions: Map<string, FakeSession>;
  /** The next `times` requests answer this Stripe error status (500, 401 …) instead. */
  failNext(status: number, times?: number): void;
  /** An event about a session as Stripe would send it, with the session's state overridden. */
  event(type: string, session: FakeSession, changes?: Partial<FakeSession>): { id: string; payload: string };
  /** The `Stripe-Signature` header of a payload (now, or at `timestamp` seconds). */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

/** `line_items[0][price_data][currency]=usd` → `{ line_items: [{ price_data: { currency: 'usd' } }] }`. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.match(/^[^[]+|\[[^\]]*\]/g)!.map((p) => p.replace(/^\[|\]$/g, ''));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) {
        slot[part] = value;
        return;
      }
      if (slot[part] === undefined) slot[part] = /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = slot[part] as Record<string, unknown>;
    });
  }
  return root;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  let failure: { status: number; times: number } | undefined;

  const error = (type: string, message: string) => JSON.stringify({ error: { type, message } });

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const params = decodeStripeForm(body);
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? '', path, headers: req.headers, params });
      const answer = (status: number, json: string) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(json);
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return answer(401, error('invalid_request_error', 'Invalid API Key provided: sk_test_****'));
      }
      if (failure !== undefined) {
        const { status } = failure;
        if (--failure.times <= 0) failure = undefined;
        return answer(status, error('api_error', 'Something went wrong on our end.'));
      }
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return answer(
          404,
          error('invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`),
        );
      }
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return answer(400, error('invalid_request_error', 'Invalid request: expected a form body.'));
      }
      const items = params.line_items as Array<{
        quantity?: string;
        price_data?: { currency: string; unit_amount: string };
      }>;
      const item = items?.[0];
      if (params.mode !== 'payment' || !item?.price_data || !params.success_url || !params.cancel_url) {
        return answer(400, error('invalid_request_error', 'Missing required param: line_items.'));
      }
      const id = `cs_test_${randomBytes(20).toString('hex')}`;
      const amount = Number(item.price_data.unit_amount) * Number(item.quantity ?? 1);
      const created = Math.floor(Date.now() / 1000);
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        amount_subtotal: amount,
        amount_total: amount,
        cancel_url: params.cancel_url,
        client_reference_id: (params.client_reference_id as string) ?? null,
        created,
        currency: item.price_data.currency,
        customer: null,
        expires_at: created + 24 * 3600,
        livemode: false,
        metadata: (params.metadata as Record<string, string>) ?? {},
        mode: 'payment',
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: params.success_url,
        url: `https://checkout.stripe.com/c/pay/${id}`,
      };
      sessions.set(id, session);
      answer(200, JSON.stringify(session));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    sessions,
    failNext(status, times = 1) {
      failure = times > 0 ? { status, times } : undefined;
    },
    event(type, session, changes = {}) {
      const id = `evt_${randomBytes(12).toString('hex')}`;
      const payload = JSON.stringify(
        {
          id,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: Math.floor(Date.now() / 1000),
          data: { object: { ...session, ...changes } },
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
        },
        null,
        2,
      );
      return { id, payload };
    },
    sign(payload, options = {}) {
      return Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? webhookSecret,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
