import { createStripePayments } from '../adapters/payments/stripe-payments.js';
import type { Config } from '../config.js';

/** Stripe Checkout when the operator gave its keys; no payments otherwise. */
export function choosePayments(config: Config) {
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) return undefined;
  return createStripePayments({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    apiUrl: config.stripeApiUrl,
  });
}

/**
 * Where to buy credits: the operator's PURCHASE_URL, else the web app's billing page — always the
 * billing page with Stripe configured (PURCHASE_URL is refused then), which opens Checkout.
 */
export function purchaseUrlOf(config: Config): string {
  return config.purchaseUrl ?? `${config.publicUrl}/billing`;
}
