/**
 * The payment provider: hosted checkout pages for credit packs and the signed events that report
 * how they ended. One implementation (Stripe) lives in adapters/payments.
 */

export interface CheckoutRequest {
  /** What the buyer sees on the checkout page. */
  productName: string;
  /** In the currency's minor unit. */
  amount: number;
  /** ISO 4217, lower case. */
  currency: string;
  /** Ours to read back from the provider: the account that buys. */
  clientReferenceId: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** The hosted page the buyer is sent to. */
  url: string;
}

/** A checkout session as an event reports it. */
export interface CheckoutSessionState {
  id: string;
  /** `paid` once the money is there (at completion, or later for delayed payment methods). */
  paymentStatus: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  amountTotal: number | null;
  currency: string | null;
}

/** A verified event of the provider; `session` is present for checkout session events. */
export interface PaymentEvent {
  id: string;
  type: string;
  session: CheckoutSessionState | null;
}

/** The provider refused or could not be reached; `detail` is safe to show (no credentials). */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The event's signature is missing, wrong, too old or dated in the future. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

/** The event is signed, but not one the service can read (a field missing, of the wrong type or out of bounds). */
export class PaymentEventError extends Error {
  override name = 'PaymentEventError';
}

export interface Payments {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Verifies the signature of an event as delivered (the exact bytes and the signature header)
   * against the time it arrived, then reads it. Throws PaymentSignatureError when it does not
   * verify, PaymentEventError when what was signed is not an event of the expected shape.
   */
  readEvent(payload: Buffer, signature: string | undefined, receivedAt: Date): PaymentEvent;
}
