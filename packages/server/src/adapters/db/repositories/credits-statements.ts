/**
 * PostgreSQL's one-statement reserve and settle, beside the general path of the credit repository.
 */
import { sql } from 'kysely';
import type { CreditRepository, QuickReserve, QuickSettle } from '../../../ports/persistence/credits.js';
import type { CreditReservationsTable } from '../schema.js';
import { toReservation } from './credit-rows.js';
import type { Executor } from './executor.js';

/**
 * PostgreSQL: the common case of a reserve and of a settle, each in one statement sent outside a
 * transaction, where the general path takes four round trips (begin, lock, write, commit). Each
 * statement locks what the general path locks, in the same order (a reservation before its wallet),
 * reads the locked rows' latest committed versions (`for update`), and writes nothing unless its
 * case holds; the general path then decides, as it always does on SQLite. The arithmetic is the
 * ledger's: trial credits are taken first and come back last.
 */
export function quickSteps(db: Executor): Pick<CreditRepository, 'reserveAtOnce' | 'settleAtOnce'> {
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
