/**
 * Credit purchases through the payment provider: one per checkout session, from its creation to
 * its payment, and the provider's events as they were received.
 */

export type PurchaseStatus = 'open' | 'paid';

export interface PurchaseRecord {
  /** The provider's checkout session id (`cs_…`): what ledger entries of the purchase reference. */
  id: string;
  accountId: string;
  /** The workspace the checkout was started from. */
  workspaceId: string;
  pack: string;
  credits: number;
  /** In the currency's minor unit. */
  amount: number;
  currency: string;
  status: PurchaseStatus;
  createdAt: string;
  paidAt: string | null;
}

export interface PaymentEventRecord {
  /** The provider's event id (`evt_…`). */
  id: string;
  type: string;
  /** The checkout session the event is about, if any. */
  purchaseId: string | null;
  /** What receiving it did: `credited`, or why it changed nothing. */
  outcome: string;
  receivedAt: string;
}

export interface PurchaseRepository {
  insert(purchase: PurchaseRecord): Promise<void>;
  find(id: string): Promise<PurchaseRecord | undefined>;
  /** Marks an open purchase paid; false when it already was (another delivery won). */
  markPaid(id: string, at: string): Promise<boolean>;
  /** Records an event the first time it is received (a repeat changes nothing). */
  recordEvent(event: PaymentEventRecord): Promise<void>;
  findEvent(id: string): Promise<PaymentEventRecord | undefined>;
}
