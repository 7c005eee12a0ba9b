import { type CompiledQuery, type Kysely, type Selectable, sql } from 'kysely';
import type {
  CreditRepository,
  LedgerEntry,
  QuickReserve,
  QuickSettle,
  Reservation,
  Wallet,
} from '../../../ports/persistence/credits.js';
import type { Dialect, RowReader } from '../database.js';
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

type WalletRow = Omit<Selectable<CreditWalletsTable>, 'updatedAt'>;

const toWallet = (r: WalletRow): Wallet => ({
  accountId: r.accountId,
  trialBalance: r.trialBalance,
  standardBalance: r.standardBalance,
  held: r.held,
  trialExpiresAt: r.trialExpiresAt,
});

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

/**
 * PostgreSQL: the common case of a reserve and of a settle, each in one statement sent outside a
 * transaction, where the general path takes four round trips (begin, lock, write, commit). Each
 * statement locks what the general path locks, in the same order (a reservation before its wallet),
 * reads the locked rows' latest committed versions (`for update`), and writes nothing unless its
 * case holds; the general path then decides, as it always does on SQLite. The arithmetic is the
 * ledger's: trial credits are taken first and come back last.
 */
function quickSteps(db: Executor): Pick<CreditRepository, 'reserveAtOnce' | 'settleAtOnce'> {
  return {
    async reserveAtOnce(input) {
      const { rows } = await reserveStatement(input).execute(db);
      const row = rows[0];
      if (!row) return undefined;
      return {
        id: input.reservationId,
        accountId: input.accountId,
        amount: input.amount,
        trialAmount: row.fromTrial,
        standardAmount: input.amount - row.fromTrial,
        captured: 0,
        status: 'open',
        reference: input.reference,
        createdAt: input.at,
        settledAt: null,
      };
    },

    async settleAtOnce(input) {
      const { rows } = await settleStatement(input).execute(db);
      const row = rows[0];
      if (!row) return undefined;
      const reservation = toReservation({
        ...row,
        captured: input.spent,
        status: 'settled',
        settledAt: input.at,
      });
      return { reservation, released: row.trialBack + row.standardBack };
    },
  };
}

/** `reserveAtOnce`'s statement (the bench's pgbench floor runs it too). */
export function reserveStatement(input: QuickReserve) {
  const n = sql`${input.amount}::integer`;
  const at = sql`${input.at}::timestamptz`;
  const low = sql`${input.lowBalanceBelow}::integer`;
  const refType = sql`${input.reference?.type ?? null}::text`;
  const refId = sql`${input.reference?.id ?? null}::text`;
  return sql<{ fromTrial: number }>`
        with cur as (
          select trial_balance, standard_balance from credit_wallets
           where account_id = ${input.accountId} for update
        ), w as (
          update credit_wallets
             set trial_balance = cur.trial_balance - least(cur.trial_balance, ${n}),
                 standard_balance = cur.standard_balance - (${n} - least(cur.trial_balance, ${n})),
                 held = credit_wallets.held + ${n},
                 updated_at = ${at}
            from cur
           where credit_wallets.account_id = ${input.accountId}
             and cur.trial_balance + cur.standard_balance >= ${n}
             and (cur.trial_balance = 0 or credit_wallets.trial_expires_at is null
                  or credit_wallets.trial_expires_at > ${at})
             and not (cur.trial_balance + cur.standard_balance >= ${low}
                      and cur.trial_balance + cur.standard_balance - ${n} < ${low})
          returning least(cur.trial_balance, ${n}) as from_trial,
                    credit_wallets.trial_balance + credit_wallets.standard_balance as balance_after
        ), reserved as (
          insert into credit_reservations (id, account_id, amount, trial_amount, standard_amount,
                                           captured, status, reference_type, reference_id, created_at)
          select ${input.reservationId}, ${input.accountId}, ${n}, from_trial, ${n} - from_trial,
                 0, 'open', ${refType}, ${refId}, ${at}
            from w
        ), entry as (
          insert into credit_entries (id, account_id, kind, amount, trial_delta, standard_delta,
                                      balance_after, reference_type, reference_id, created_at)
          select ${input.entryId}, ${input.accountId}, 'reserve', -${n}, -from_trial,
                 -(${n} - from_trial), balance_after, ${refType}, ${refId}, ${at}
            from w
        )
        select from_trial from w`;
}

/** `settleAtOnce`'s statement (the bench's pgbench floor runs it too). */
export function settleStatement(input: QuickSettle) {
  const spent = sql`${input.spent}::integer`;
  const at = sql`${input.at}::timestamptz`;
  return sql<CreditReservationsTable & { trialBack: number; standardBack: number }>`
        with r as (
          select * from credit_reservations
           where id = ${input.reservationId} and status = 'open' for update
        ), back as (
          select r.*, r.trial_amount - least(r.trial_amount, ${spent}) as trial_back,
                 r.standard_amount - (${spent} - least(r.trial_amount, ${spent})) as standard_back
            from r
           where ${spent} between r.captured and r.amount
        ), w as (
          update credit_wallets
             set trial_balance = credit_wallets.trial_balance + back.trial_back,
                 standard_balance = credit_wallets.standard_balance + back.standard_back,
                 held = credit_wallets.held - back.amount,
                 updated_at = ${at}
            from back
           where credit_wallets.account_id = back.account_id
             and (credit_wallets.trial_expires_at is null or credit_wallets.trial_expires_at > ${at}
                  or credit_wallets.trial_balance + back.trial_back = 0)
          returning back.*, credit_wallets.trial_balance + credit_wallets.standard_balance as balance_after
        ), settled as (
          update credit_reservations
             set captured = ${spent}, status = 'settled', settled_at = ${at}
            from w
           where credit_reservations.id = w.id
        ), entry as (
          insert into credit_entries (id, account_id, kind, amount, trial_delta, standard_delta,
                                      balance_after, reference_type, reference_id, created_at)
          select ${input.entryId}, account_id, 'release', trial_back + standard_back, trial_back,
                 standard_back, balance_after, reference_type, reference_id, ${at}
            from w
           where trial_back + standard_back > 0
        )
        select id, account_id, amount, trial_amount, standard_amount, reference_type, reference_id,
               created_at, trial_back, standard_back
          from w`;
}
