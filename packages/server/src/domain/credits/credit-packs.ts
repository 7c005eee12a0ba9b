/**
 * The credit packs the operator sells through Stripe Checkout (`CREDIT_PACKS`): how many standard
 * credits each adds and what it costs, in the minor unit of `CREDIT_CURRENCY` (cents for usd).
 */
export interface CreditPack {
  /** Lower-case letters, digits, `-` and `_`; what `POST /credits/checkout` names. */
  id: string;
  credits: number;
  /** The price in the currency's minor unit (900 = 9.00 usd). */
  price: number;
}

export const DEFAULT_CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', credits: 100, price: 900 },
  { id: 'studio', credits: 500, price: 3900 },
  { id: 'agency', credits: 2000, price: 12900 },
];

export const CREDIT_PACK_ID = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** The most one pack may add, and Stripe's own ceiling on a line item's unit amount. */
export const MAX_PACK_CREDITS = 10_000_000;
export const MAX_PACK_PRICE = 99_999_999;
