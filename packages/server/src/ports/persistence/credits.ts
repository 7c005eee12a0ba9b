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
  /**
   * Optional, for a database where a round trip costs more than the work (PostgreSQL): the common
   * case of a reserve in one statement. It holds `amount` when the wallet covers it, no trial expiry
   * is due at `at` and the balance stays on the same side of `lowBalanceBelow` (0 for none), taking
   * trial credits first and writing the `reserve` entry, as the ledger does; it answers the
   * reservation. In any other case it changes nothing and answers undefined, and the ledger takes
   * its general path, which decides.
   */
  reserveAtOnce?(input: QuickReserve): Promise<Reservation | undefined>;
  /**
   * Optional, likewise: the common case of settling an open reservation with `spent` in one
   * statement (locking the reservation, then its wallet, as `lockReservation` does), when `spent`
   * lies between what it captured and its amount and no trial expiry becomes due. The unspent part
   * goes back standard credits first, in one `release` entry (none when everything was spent).
   * Answers the settled reservation and what went back, or undefined having changed nothing.
   */
  settleAtOnce?(input: QuickSettle): Promise<{ reservation: Reservation; released: number } | undefined>;
}

export interface QuickReserve {
  reservationId: string;
  entryId: string;
  accountId: string;
  amount: number;
  reference: { type: ReferenceType; id: string } | null;
  at: string;
  lowBalanceBelow: number;
}

export interface QuickSettle {
  reservationId: string;
  spent: number;
  /** The id of the `release` entry, if one is written. */
  entryId: string;
  at: string;
}
