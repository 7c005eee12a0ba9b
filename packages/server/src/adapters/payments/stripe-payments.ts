import Stripe from 'stripe';
import { z } from 'zod';
import {
  type CheckoutSessionState,
  type PaymentEvent,
  PaymentEventError,
  PaymentProviderError,
  PaymentSignatureError,
  type Payments,
} from '../../ports/payments.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's API, or a stand-in speaking its wire format. */
  apiUrl: string;
  timeoutMs?: number;
}

/**
 * How far from the time it arrives a signed event may be dated: Stripe's own default, five minutes
 * — in the past (a delivery that took a while) and, here, also in the future (Stripe's package
 * checks only the past).
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Stripe's object ids: a prefix, then letters, digits and underscores. */
const stripeId = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`));

/**
 * The parts of an event this service reads, as Stripe's API reference describes them; the rest is
 * let through unread. Signed by Stripe, but read as carefully as any input: a value of another
 * type or out of Stripe's own bounds is refused, not stored.
 */
const eventShape = z.looseObject({
  id: stripeId('evt'),
  type: z.string().regex(/^[a-z0-9_.]{1,100}$/),
  data: z.looseObject({ object: z.looseObject({}) }),
});

const checkoutSessionShape = z.looseObject({
  id: stripeId('cs'),
  payment_status: z.string().regex(/^[a-z_]{1,50}$/),
  client_reference_id: z.string().max(200).nullish(),
  // Stripe's limits: keys of 40 characters, values of 500.
  metadata: z.record(z.string().max(40), z.string().max(500)).nullish(),
  amount_total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  currency: z
    .string()
    .regex(/^[a-z]{3}$/)
    .nullish(),
});

/** Payments through Stripe Checkout, with the official `stripe` package. */
export function createStripePayments(options: StripeOptions): Payments {
  const api = new URL(options.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(options.secretKey, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The package sends an idempotency key with each attempt, so a retried create is one session.
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    appInfo: { name: 'Contentforge' },
  });

  return {
    async createCheckout(request) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amount,
                product_data: { name: request.productName },
              },
            },
          ],
          client_reference_id: request.clientReferenceId,
          metadata: request.metadata,
          payment_intent_data: { metadata: request.metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
      } catch (err) {
        // Stripe's messages name the key only masked; its type and code say what went wrong.
        const e = err as { type?: string; code?: string; message?: string };
        throw new PaymentProviderError(
          `Stripe refused to create the checkout session (${e.type ?? 'error'}${e.code ? `, ${e.code}` : ''}): ${e.message ?? String(err)}`,
        );
      }
      if (!session.url) throw new PaymentProviderError('Stripe answered a checkout session without a URL.');
      return { id: session.id, url: session.url };
    },

    readEvent(payload, signature, receivedAt) {
      if (!signature) throw new PaymentSignatureError('The Stripe-Signature header is missing.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          options.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
          undefined,
          // In milliseconds: the package divides by 1000 itself.
          receivedAt.getTime(),
        );
      } catch (err) {
        throw new PaymentSignatureError(
          err instanceof Stripe.errors.StripeSignatureVerificationError
            ? err.message
            : 'The event could not be read.',
        );
      }
      const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
      if (signedAt > receivedAt.getTime() / 1000 + SIGNATURE_TOLERANCE_SECONDS) {
        throw new PaymentSignatureError('The event is dated more than five minutes in the future.');
      }
      const envelope = eventShape.safeParse(event);
      if (!envelope.success) throw unreadable(envelope.error);
      const { id, type, data } = envelope.data;
      if (!type.startsWith('checkout.session.')) return { id, type, session: null } satisfies PaymentEvent;
      const session = checkoutSessionShape.safeParse(data.object);
      if (!session.success) throw unreadable(session.error, 'data.object');
      return { id, type, session: sessionStateOf(session.data) } satisfies PaymentEvent;
    },
  };
}

function unreadable(error: z.ZodError, under?: string): PaymentEventError {
  const issue = error.issues[0];
  const field = [under, ...(issue?.path ?? [])].filter((p) => p !== undefined).join('.');
  return new PaymentEventError(`${field || 'the event'}: ${issue?.message ?? 'not of the expected shape'}`);
}

function sessionStateOf(session: z.infer<typeof checkoutSessionShape>): CheckoutSessionState {
  return {
    id: session.id,
    paymentStatus: session.payment_status,
    clientReferenceId: session.client_reference_id ?? null,
    metadata: session.metadata ?? {},
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}
