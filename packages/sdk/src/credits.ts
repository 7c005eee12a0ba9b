/** The credit balance, its ledger, and buying more. */
import type { Calls } from './calls.js';
import type { RequestOptions } from './transport.js';
import type {
  CheckoutSession,
  CreditPack,
  Credits,
  LedgerEntry,
  ListOptions,
  PurchaseLink,
} from './types.js';

export const creditsSection = (calls: Calls) => ({
  /** The balance that can be spent now, trial and standard. */
  get: (options?: RequestOptions) => calls.data<Credits>('GET', '/credits', undefined, options),
  /** Where to buy credits. */
  purchaseLink: async (options?: RequestOptions) =>
    (await calls.data<PurchaseLink>('GET', '/credits/purchase-link', undefined, options)).purchaseUrl,
  /** Where to buy credits with what the operator says about it (`instructions`, `contact`). */
  purchaseOptions: (options?: RequestOptions) =>
    calls.data<PurchaseLink>('GET', '/credits/purchase-link', undefined, options),
  /** The ledger, newest first. */
  transactions: (filters: ListOptions = {}, options?: RequestOptions) =>
    calls.list<LedgerEntry>('/credits/transactions', filters, options),
  packs: (options?: RequestOptions) => calls.data<CreditPack[]>('GET', '/credits/packs', undefined, options),
  /** A Stripe Checkout for a credit pack (when the operator sells them): send the person to `checkoutUrl`. */
  checkout: (pack: string, options?: RequestOptions) =>
    calls.data<CheckoutSession>('POST', '/credits/checkout', { pack }, options),
});
