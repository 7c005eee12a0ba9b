/**
 * An account's credit wallet, its append-only ledger and the reservations of paid calls.
 */

export type ReferenceType = 'generation' | 'publication' | 'purchase';

export type LedgerKind =
  | 'trial_grant'
  | 'grant'
  | 'purchase'
  | 'reserve'
  | 'release'
  | 'expiry'
  | 'adjustment';

export interface Wallet {
  accountId: string;
  trialBalance: number;
  standardBalance: number;
  held: number;
  trialExpiresAt: string | null;
}

export interface LedgerEntry {
  seq: number;
  id: string;
  accountId: string;
  kind: LedgerKind;
  amount: number;
  trialDelta: number;
  standardDelta: number;
  balanceAfter: number;
  reference: { type: ReferenceType; id: string } | null;
  reason: string | null;
  createdAt: string;
}

export interface NewLedgerEntry {
  id: string;
  kind: LedgerKind;
  trialDelta: number;
  standardDelta: number;
  reference?: { type: ReferenceType; id: string } | null;
  reason?: string | null;
}

export interface Reservation {
  id: string;
  accountId: string;
  amount: number;
  trialAmount: number;
  standardAmount: number;
  captured: number;
  status: 'open' | 'settled';
  reference: { type: ReferenceType; id: string } | null;
  createdAt: string;
  settledAt: string | null;
}

export interface Page {
  limit: number;
  /** Exclusive keyset bound; lists are read newest first. */
  before?: string | number | undefined;
}

/** Everything one ledger operation writes, applied together (one round trip where the database allows). */
export interface WalletChange {
  /** The wallet as locked at the start of the operation. */
  wallet: Wallet;
  /** Appended in order, each with the balance after it. */
  entries: NewLedgerEntry[];
  heldDelta: number;
  insertReservation?: Reservation;
  updateReservation?: { id: string; captured: number; status: 'open' | 'settled'; settledAt: string | null };
  at: string;
}

export interface CreditRepository {
  createWallet(wallet: Wallet, at: string): Promise<void>;
  getWallet(accountId: string): Promise<Wallet | undefined>;
  /** Locks the wallet row until the surrounding transaction ends; undefined when it does not exist. */
  lockWallet(accountId: string): Promise<Wallet | undefined>;
  /** Locks the wallet a reservation belongs to and reads the reservation under that lock. */
  lockReservation(reservationId: string): Promise<{ wallet: Wallet; reservation: Reservation } | undefined>;
  /**
   * Writes a change computed under the wallet lock: the entries, the wallet's new balances and the
   * reservation. Must run inside the transaction that locked the wallet. Answers the new wallet.
   */
  apply(change: WalletChange): Promise<Wallet>;
  listEntries(accountId: string, page: Page): Promise<LedgerEntry[]>;
  sumEntries(accountId: string): Promise<number>;
  findReservation(id: string): Promise<Reservation | undefined>;
}
