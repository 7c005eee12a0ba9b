import { type CompiledQuery, type Kysely, sql } from 'kysely';
import type { CreditRepository, Reservation, Wallet } from '../../../ports/persistence/credits.js';
import type { Dialect, RowReader } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import { referenceColumns, toEntry, toReservation, toWallet, type WalletRow } from './credit-rows.js';
import { quickSteps } from './credits-statements.js';
import type { Executor } from './executor.js';

const walletQuery: Partial<Record<Dialect, CompiledQuery<WalletRow>>> = {};
const WALLET_COLUMNS = ['accountId', 'trialBalance', 'standardBalance', 'held', 'trialExpiresAt'] as const;

/** The wallet read on SQLite's own statement (`RowReader`), its values in `walletOfValues`'s order. */
const WALLET_ROW_SQL =
  'select account_id, trial_balance, standard_balance, held, trial_expires_at from credit_wallets where account_id = ?';

const walletOfValues = (values: unknown[]): Wallet => {
  const [accountId, trialBalance, standardBalance, held, trialExpiresAt] = values as [
    string,
    number,
    number,
    number,
    string | null,
  ];
  return { accountId, trialBalance, standardBalance, held, trialExpiresAt };
};

export function creditRepository(
  db: Executor,
  dialect: Dialect,
  options: { readRowNow?: RowReader | undefined; coalesceReads?: boolean } = {},
): CreditRepository {
  const { readRowNow } = options;
  /** One wallet read: straight on SQLite's statement when no transaction is open, else through Kysely. */
  async function readWallet(accountId: string): Promise<Wallet | undefined> {
    // On the path of every balance read: compiled once and run with the account id (only the
    // columns a wallet has: on PostgreSQL each timestamp read is parsed and written again).
    const now = readRowNow?.(WALLET_ROW_SQL, [accountId]);
    if (now) return now.values && walletOfValues(now.values);
    let query = walletQuery[dialect];
    if (!query) {
      query = db.selectFrom('creditWallets').select(WALLET_COLUMNS).where('accountId', '=', '').compile();
      walletQuery[dialect] = query;
    }
    const { rows } = await db.executeQuery<WalletRow>({
      ...query,
      parameters: [accountId],
    });
    const r = rows[0];
    return r && toWallet(r);
  }
  const reads = options.coalesceReads ? coalescedReads(readWallet) : undefined;
  return {
    async createWallet(wallet, at) {
      await db
        .insertInto('creditWallets')
        .values({ ...wallet, updatedAt: at })
        .execute();
    },
    async getWallet(accountId) {
      if (reads) return reads.read(accountId);
      return readWallet(accountId);
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
    ...(dialect === 'postgres' ? quickSteps(db) : {}),
  };
}

/**
 * Reads of a wallet asked for while a round of reads is being gathered or is under way share one
 * read per account: a round starts once the event loop has taken every request that had arrived
 * (`setImmediate`, after the poll phase) and no earlier round is still waiting for the database, and
 * it answers only the calls made before it started. So every answer comes from a read made after
 * the call, and sees every change committed before the call, by any process or connection: nothing
 * is kept between rounds. Under load, the requests of one account that arrive together cost one
 * read (on PostgreSQL one round trip, on SQLite one read lock) instead of one each.
 */
function coalescedReads<T>(read: (key: string) => Promise<T>): { read(key: string): Promise<T> } {
  type Waiter = { resolve(value: T): void; reject(error: unknown): void };
  let gathering = new Map<string, Waiter[]>();
  let scheduled = false;
  let running = false;

  const schedule = () => {
    if (scheduled || running) return;
    scheduled = true;
    setImmediate(run);
  };

  function run(): void {
    scheduled = false;
    const round = gathering;
    gathering = new Map();
    running = true;
    const reads: Promise<void>[] = [];
    for (const [key, waiters] of round) {
      reads.push(
        read(key).then(
          (value) => {
            for (const w of waiters) w.resolve(value);
          },
          (error: unknown) => {
            for (const w of waiters) w.reject(error);
          },
        ),
      );
    }
    void Promise.all(reads).then(() => {
      running = false;
      if (gathering.size > 0) schedule();
    });
  }

  return {
    read(key) {
      return new Promise<T>((resolve, reject) => {
        const waiters = gathering.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else gathering.set(key, [{ resolve, reject }]);
        schedule();
      });
    },
  };
}
