/** The credit tables' rows as the ledger speaks of them, and back. */
import type { Selectable } from 'kysely';
import type { LedgerEntry, Reservation, Wallet } from '../../../ports/persistence/credits.js';
import type { CreditEntriesTable, CreditReservationsTable, CreditWalletsTable } from '../schema.js';

type ReferenceColumns = Pick<CreditEntriesTable, 'referenceType' | 'referenceId'>;

/** The two reference columns as the `{ type, id }` the ledger speaks of. */
export const referenceOf = (r: ReferenceColumns) =>
  r.referenceType && r.referenceId ? { type: r.referenceType, id: r.referenceId } : null;

export const referenceColumns = (
  reference: { type: ReferenceColumns['referenceType'] & string; id: string } | null,
) => ({
  referenceType: reference?.type ?? null,
  referenceId: reference?.id ?? null,
});

export function toEntry({
  referenceType,
  referenceId,
  seq,
  ...rest
}: Selectable<CreditEntriesTable>): LedgerEntry {
  return { ...rest, seq: Number(seq), reference: referenceOf({ referenceType, referenceId }) };
}

// Both read from one joined row when PostgreSQL locks a reservation with its wallet, so each
// takes its own columns.
export const toReservation = (r: CreditReservationsTable): Reservation => ({
  id: r.id,
  accountId: r.accountId,
  amount: r.amount,
  trialAmount: r.trialAmount,
  standardAmount: r.standardAmount,
  captured: r.captured,
  status: r.status,
  reference: referenceOf(r),
  createdAt: r.createdAt,
  settledAt: r.settledAt,
});

export type WalletRow = Omit<Selectable<CreditWalletsTable>, 'updatedAt'>;

export const toWallet = (r: WalletRow): Wallet => ({
  accountId: r.accountId,
  trialBalance: r.trialBalance,
  standardBalance: r.standardBalance,
  held: r.held,
  trialExpiresAt: r.trialExpiresAt,
});
