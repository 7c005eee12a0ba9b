import Stripe from 'stripe';
import {
  type CheckoutSessionState,
  type PaymentEvent,
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

/** How old a signed event may be when it arrives: Stripe's own default, five minutes. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

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
      // Signed, so Stripe's; still read with care rather than trusted to have every field.
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
        throw new PaymentSignatureError('The signed payload is not a Stripe event.');
      }
      const object = event.data?.object as Partial<Stripe.Checkout.Session> | undefined;
      return {
        id: event.id,
        type: event.type,
        session:
          event.type.startsWith('checkout.session.') && typeof object?.id === 'string'
            ? sessionStateOf(object as Stripe.Checkout.Session)
            : null,
      } satisfies PaymentEvent;
    },
  };
}

function sessionStateOf(session: Stripe.Checkout.Session): CheckoutSessionState {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(session.metadata ?? {})) {
    if (typeof value === 'string') metadata[key] = value;
  }
  return {
    id: session.id,
    paymentStatus: session.payment_status,
    clientReferenceId: session.client_reference_id ?? null,
    metadata,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
  };
}
