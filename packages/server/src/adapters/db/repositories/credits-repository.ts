import { type CompiledQuery, type Kysely, type Selectable, sql } from 'kysely';
import type {
  CreditRepository,
  LedgerEntry,
  Reservation,
  Wallet,
} from '../../../ports/persistence/credits.js';
import type { Dialect } from '../database.js';
import type {
  CreditEntriesTable,
  CreditReservationsTable,
  CreditWalletsTable,
  DatabaseSchema,
} from '../schema.js';
import type { Executor } from './executor.js';

type ReferenceColumns = Pick<CreditEntriesTable, 'referenceType' | 'referenceId'>;

/** The two reference columns as the `{ type, id }` the ledger speaks of. */
const referenceOf = (r: ReferenceColumns) =>
  r.referenceType && r.referenceId ? { type: r.referenceType, id: r.referenceId } : null;

const referenceColumns = (
  reference: { type: ReferenceColumns['referenceType'] & string; id: string } | null,
) => ({
  referenceType: reference?.type ?? null,
  referenceId: reference?.id ?? null,
});

function toEntry({ referenceType, referenceId, seq, ...rest }: Selectable<CreditEntriesTable>): LedgerEntry {
  return { ...rest, seq: Number(seq), reference: referenceOf({ referenceType, referenceId }) };
}

// Both read from one joined row when PostgreSQL locks a reservation with its wallet, so each
// takes its own columns.
const toReservation = (r: CreditReservationsTable): Reservation => ({
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

const toWallet = (r: Omit<Selectable<CreditWalletsTable>, 'updatedAt'>): Wallet => ({
  accountId: r.accountId,
  trialBalance: r.trialBalance,
  standardBalance: r.standardBalance,
  held: r.held,
  trialExpiresAt: r.trialExpiresAt,
});

const walletQuery: Partial<Record<Dialect, CompiledQuery<Selectable<CreditWalletsTable>>>> = {};

export function creditRepository(db: Executor, dialect: Dialect): CreditRepository {
  return {
    async createWallet(wallet, at) {
      await db
        .insertInto('creditWallets')
        .values({ ...wallet, updatedAt: at })
        .execute();
    },
    async getWallet(accountId) {
      // On the path of every balance read: compiled once, run with the account id.
      let query = walletQuery[dialect];
      if (!query) {
        query = db.selectFrom('creditWallets').selectAll().where('accountId', '=', '').compile();
        walletQuery[dialect] = query;
      }
      const { rows } = await db.executeQuery<Selectable<CreditWalletsTable>>({
        ...query,
        parameters: [accountId],
      });
      const r = rows[0];
      return r && toWallet(r);
    },
    async lockWallet(accountId) {
      // A no-op UPDATE takes the row lock on PostgreSQL and the write lock on SQLite at once, so
      // concurrent writers queue here instead of failing later on a lock upgrade.
      const r = await db
        .updateTable('creditWallets')
        .set((eb) => ({ held: eb.ref('held') }))
        .where('accountId', '=', accountId)
        .returningAll()
        .executeTakeFirst();
      return r && toWallet(r);
    },
    async lockReservation(reservationId) {
      if (dialect === 'postgres') {
        // One round trip: lock the reservation (FOR UPDATE reads its latest committed version),
        // then its wallet. Reservations are always locked before their wallet, and a reserve locks
        // no existing reservation, so the order cannot deadlock.
        const row = await (db as Kysely<DatabaseSchema>)
          .with('r', (c) =>
            c.selectFrom('creditReservations').selectAll().where('id', '=', reservationId).forUpdate(),
          )
          .with('w', (c) =>
            c
              .updateTable('creditWallets')
              .set((eb) => ({ held: eb.ref('held') }))
              .where('accountId', '=', (eb) => eb.selectFrom('r').select('r.accountId'))
              .returningAll(),
          )
          .selectFrom(['r', 'w'])
          .select([
            'r.id',
            'r.accountId',
            'r.amount',
            'r.trialAmount',
            'r.standardAmount',
            'r.captured',
            'r.status',
            'r.referenceType',
            'r.referenceId',
            'r.createdAt',
            'r.settledAt',
            'w.trialBalance',
            'w.standardBalance',
            'w.held',
            'w.trialExpiresAt',
          ])
          .executeTakeFirst();
        return row && { wallet: toWallet(row), reservation: toReservation(row) };
      }
      const w = await db
        .updateTable('creditWallets')
        .set((eb) => ({ held: eb.ref('held') }))
        .where('accountId', '=', (eb) =>
          eb.selectFrom('creditReservations').select('accountId').where('id', '=', reservationId),
        )
        .returningAll()
        .executeTakeFirst();
      if (!w) return undefined;
      // Every change to a reservation happens under its wallet's lock, so this read is current.
      const r = await db
        .selectFrom('creditReservations')
        .selectAll()
        .where('id', '=', reservationId)
        .executeTakeFirst();
      return r && { wallet: toWallet(w), reservation: toReservation(r) };
    },
    async apply(change) {
      const { wallet, at } = change;
      let trial = wallet.trialBalance;
      let standard = wallet.standardBalance;
      const rows = change.entries.map(({ reference, reason, ...e }) => {
        trial += e.trialDelta;
        standard += e.standardDelta;
        if (trial < 0 || standard < 0)
          throw new Error('ledger invariant: a credit bucket would go below zero');
        return {
          ...e,
          accountId: wallet.accountId,
          amount: e.trialDelta + e.standardDelta,
          balanceAfter: trial + standard,
          ...referenceColumns(reference ?? null),
          reason: reason ?? null,
          createdAt: at,
        };
      });
      const next: Wallet = {
        ...wallet,
        trialBalance: trial,
        standardBalance: standard,
        held: wallet.held + change.heldDelta,
      };
      if (next.held < 0) throw new Error('ledger invariant: held credits would go below zero');
      const walletUpdate = {
        trialBalance: next.trialBalance,
        standardBalance: next.standardBalance,
        held: next.held,
        updatedAt: at,
      };
      const reservationRow =
        change.insertReservation &&
        (({ reference, ...row }: Reservation) => ({ ...row, ...referenceColumns(reference) }))(
          change.insertReservation,
        );
      const updated = change.updateReservation;
      const settle = updated && {
        captured: updated.captured,
        status: updated.status,
        settledAt: updated.settledAt,
      };

      if (dialect === 'postgres') {
        // One statement, one round trip: the writes ride along as data-modifying CTEs.
        let q = db as Kysely<DatabaseSchema>;
        if (rows.length > 0)
          q = q.with('entries', (c) => c.insertInto('creditEntries').values(rows)) as never;
        if (reservationRow)
          q = q.with('reserved', (c) => c.insertInto('creditReservations').values(reservationRow)) as never;
        if (updated && settle) {
          q = q.with('settled', (c) =>
            c.updateTable('creditReservations').set(settle).where('id', '=', updated.id),
          ) as never;
        }
        await q
          .updateTable('creditWallets')
          .set(walletUpdate)
          .where('accountId', '=', wallet.accountId)
          .execute();
        return next;
      }
      if (rows.length > 0) await db.insertInto('creditEntries').values(rows).execute();
      if (reservationRow) await db.insertInto('creditReservations').values(reservationRow).execute();
      if (updated && settle) {
        await db.updateTable('creditReservations').set(settle).where('id', '=', updated.id).execute();
      }
      await db
        .updateTable('creditWallets')
        .set(walletUpdate)
        .where('accountId', '=', wallet.accountId)
        .execute();
      return next;
    },
    async listEntries(accountId, page) {
      let q = db.selectFrom('creditEntries').selectAll().where('accountId', '=', accountId);
      if (page.before !== undefined) q = q.where('seq', '<', Number(page.before));
      const rows = await q.orderBy('seq', 'desc').limit(page.limit).execute();
      return rows.map(toEntry);
    },
    async sumEntries(accountId) {
      const r = await db
        .selectFrom('creditEntries')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
        .where('accountId', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(r.total);
    },
    async findReservation(id) {
      const r = await db.selectFrom('creditReservations').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toReservation(r);
    },
  };
}
