import { type Clock, isoNow } from '../../ports/clock.js';
import type {
  LedgerEntry,
  NewLedgerEntry,
  ReferenceType,
  Reservation,
  Wallet,
} from '../../ports/persistence/credits.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError, conflict, invalidRequest, notFound } from '../app-error.js';
import { newId } from '../ids.js';

export interface CreditsView {
  accountId: string;
  balance: number;
  trial: { balance: number; expiresAt?: string };
  standard: { balance: number };
}

export interface Quote {
  credits: number;
  balance: number;
  sufficient: boolean;
}

export interface Reference {
  type: ReferenceType;
  id: string;
}

export interface CreditLedgerDeps {
  store: Store;
  clock: Clock;
  /** The buy-credits link for an account, carried by every 402. */
  purchaseUrl: (accountId: string) => Promise<string>;
  /**
   * Told, inside the charge's own transaction, when a reservation takes the balance from at least
   * `threshold` to below it (the `credits.low` event): once per crossing, not on every charge.
   */
  lowBalance?: {
    threshold: number;
    crossed(tx: Store, accountId: string, balance: number, threshold: number): Promise<void>;
  };
}

export type CreditLedger = ReturnType<typeof createCreditLedger>;

const MAX_AMOUNT = 1_000_000_000;

/**
 * The credit wallet of an account and its append-only ledger. Every change runs in one
 * transaction that first locks the account's wallet row, so concurrent calls queue per account and
 * the balance can never go below zero; every change of the balance is a ledger entry carrying the
 * balance after it. Trial credits are spent before standard ones and expire at their date.
 */
export function createCreditLedger({ store, clock, purchaseUrl, lowBalance }: CreditLedgerDeps) {
  const nowIso = () => isoNow(clock);

  const trialExpired = (w: Wallet, at: string) => w.trialExpiresAt !== null && w.trialExpiresAt <= at;

  /** The expiry entry owed by a wallet whose trial has run out, if any. */
  const expiryOf = (w: Wallet, at: string): NewLedgerEntry[] =>
    w.trialBalance > 0 && trialExpired(w, at)
      ? [
          {
            id: newId('cle'),
            kind: 'expiry',
            trialDelta: -w.trialBalance,
            standardDelta: 0,
            reason: 'trial credits expired',
          },
        ]
      : [];

  const view = (w: Wallet): CreditsView => ({
    accountId: w.accountId,
    balance: w.trialBalance + w.standardBalance,
    trial: { balance: w.trialBalance, ...(w.trialExpiresAt ? { expiresAt: w.trialExpiresAt } : {}) },
    standard: { balance: w.standardBalance },
  });

  /** Runs `fn` with the wallet row locked, inside `within` (a caller's transaction) when given. */
  async function locked<T>(
    accountId: string,
    fn: (tx: Store, wallet: Wallet, at: string) => Promise<T>,
    within: Store = store,
  ): Promise<T> {
    return within.transaction(async (t) => {
      const wallet = await t.credits.lockWallet(accountId);
      if (!wallet) throw notFound('The account');
      return fn(t, wallet, nowIso());
    });
  }

  /** The wallet as it is now, writing the expiry of trial credits first when it is due. */
  async function currentWallet(accountId: string): Promise<Wallet> {
    const wallet = await store.credits.getWallet(accountId);
    if (!wallet) throw notFound('The account');
    // Most wallets have no trial credits left to expire: no need to ask the time.
    if (wallet.trialBalance <= 0 || wallet.trialExpiresAt === null) return wallet;
    if (expiryOf(wallet, nowIso()).length === 0) return wallet;
    return locked(accountId, (tx, w, at) =>
      tx.credits.apply({ wallet: w, entries: expiryOf(w, at), heldDelta: 0, at }),
    );
  }

  function checkAmount(credits: number, what: string) {
    if (!Number.isSafeInteger(credits) || credits <= 0 || credits > MAX_AMOUNT) {
      throw invalidRequest(`${what} must be a whole number of credits between 1 and ${MAX_AMOUNT}.`);
    }
  }

  async function insufficient(accountId: string, required: number, balance: number): Promise<AppError> {
    return new AppError(
      'insufficient_credits',
      `This costs ${required} credit${required === 1 ? '' : 's'} and the balance is ${balance}. Buy credits at the purchase URL.`,
      { purchaseUrl: await purchaseUrl(accountId), required, balance },
    );
  }

  return {
    async balance(accountId: string): Promise<CreditsView> {
      return view(await currentWallet(accountId));
    },

    /** What a paid call would cost and whether the balance covers it; never throws 402. */
    async quote(accountId: string, credits: number): Promise<Quote> {
      const wallet = await currentWallet(accountId);
      const balance = wallet.trialBalance + wallet.standardBalance;
      return { credits, balance, sufficient: balance >= credits };
    },

    /**
     * Holds `credits` for a paid call, trial credits first. Throws 402 `insufficient_credits`
     * (with `purchaseUrl`, `required`, `balance`) and changes nothing when the balance is short.
     */
    async reserve(
      accountId: string,
      credits: number,
      reference: Reference | null,
      within?: Store,
    ): Promise<Reservation> {
      checkAmount(credits, 'A reservation');
      const on = within ?? store;
      if (on.credits.reserveAtOnce) {
        const reservation = await on.credits.reserveAtOnce({
          reservationId: newId('res'),
          entryId: newId('cle'),
          accountId,
          amount: credits,
          reference,
          at: nowIso(),
          lowBalanceBelow: lowBalance && lowBalance.threshold > 0 ? lowBalance.threshold : 0,
        });
        if (reservation) return reservation;
      }
      const outcome = await locked(
        accountId,
        async (t, w, at) => {
          const expiry = expiryOf(w, at);
          const trial = expiry.length > 0 ? 0 : w.trialBalance;
          const balance = trial + w.standardBalance;
          if (balance < credits) {
            if (expiry.length > 0) await t.credits.apply({ wallet: w, entries: expiry, heldDelta: 0, at });
            return { ok: false as const, balance };
          }
          const fromTrial = Math.min(trial, credits);
          const reservation: Reservation = {
            id: newId('res'),
            accountId,
            amount: credits,
            trialAmount: fromTrial,
            standardAmount: credits - fromTrial,
            captured: 0,
            status: 'open',
            reference,
            createdAt: at,
            settledAt: null,
          };
          const entry: NewLedgerEntry = {
            id: newId('cle'),
            kind: 'reserve',
            trialDelta: -fromTrial,
            standardDelta: -(credits - fromTrial),
            reference,
          };
          await t.credits.apply({
            wallet: w,
            entries: [...expiry, entry],
            heldDelta: credits,
            insertReservation: reservation,
            at,
          });
          const after = balance - credits;
          if (
            lowBalance &&
            lowBalance.threshold > 0 &&
            balance >= lowBalance.threshold &&
            after < lowBalance.threshold
          ) {
            await lowBalance.crossed(t, accountId, after, lowBalance.threshold);
          }
          return { ok: true as const, reservation };
        },
        within,
      );
      if (!outcome.ok) throw await insufficient(accountId, credits, outcome.balance);
      return outcome.reservation;
    },

    /**
     * Marks `credits` more of a reservation as spent (cumulative); nothing moves until it settles.
     * With `within`, it commits together with the caller's other writes (the output it pays for).
     */
    async capture(reservationId: string, credits: number, within?: Store): Promise<Reservation> {
      return withReservation(
        reservationId,
        async (t, r, w, at) => {
          if (r.status === 'settled') throw conflict('The reservation is already settled.');
          if (!Number.isSafeInteger(credits) || credits < 0 || r.captured + credits > r.amount) {
            throw conflict(
              `Cannot capture ${credits} more of a reservation of ${r.amount} with ${r.captured} captured.`,
            );
          }
          const next = { ...r, captured: r.captured + credits };
          await t.credits.apply({
            wallet: w,
            entries: [],
            heldDelta: 0,
            updateReservation: { id: r.id, captured: next.captured, status: 'open', settledAt: null },
            at,
          });
          return next;
        },
        within,
      );
    },

    /** Settles a reservation: what was captured is spent, the rest is released back. Idempotent. */
    async release(
      reservationId: string,
      within?: Store,
    ): Promise<{ reservation: Reservation; released: number }> {
      return settleWith(reservationId, undefined, within);
    },

    /** Captures up to `spent` in total and releases the rest, in one step. */
    async settle(
      reservationId: string,
      spent: number,
      within?: Store,
    ): Promise<{ reservation: Reservation; released: number }> {
      const on = within ?? store;
      if (on.credits.settleAtOnce && Number.isSafeInteger(spent) && spent >= 0) {
        const settled = await on.credits.settleAtOnce({
          reservationId,
          spent,
          entryId: newId('cle'),
          at: nowIso(),
        });
        if (settled) return settled;
      }
      return settleWith(reservationId, spent, within);
    },

    /**
     * Adds standard credits (a grant, a purchase or a positive adjustment). With `within`, it
     * commits together with the caller's other writes (the purchase it pays out).
     */
    async grant(
      accountId: string,
      credits: number,
      options: { kind?: 'grant' | 'purchase' | 'adjustment'; reason?: string; reference?: Reference } = {},
      within?: Store,
    ): Promise<CreditsView> {
      checkAmount(credits, 'A grant');
      return locked(
        accountId,
        async (t, w, at) => {
          const entry: NewLedgerEntry = {
            id: newId('cle'),
            kind: options.kind ?? 'grant',
            trialDelta: 0,
            standardDelta: credits,
            reason: options.reason ?? null,
            reference: options.reference ?? null,
          };
          return view(
            await t.credits.apply({ wallet: w, entries: [...expiryOf(w, at), entry], heldDelta: 0, at }),
          );
        },
        within,
      );
    },

    /** Creates the wallet of a new account, with a trial grant or an initial standard grant. */
    async openWallet(
      tx: Store,
      accountId: string,
      start: { trialCredits: number; trialExpiresAt: string } | { standardCredits: number },
    ): Promise<void> {
      const at = nowIso();
      const trial = 'trialCredits' in start;
      const wallet: Wallet = {
        accountId,
        trialBalance: 0,
        standardBalance: 0,
        held: 0,
        trialExpiresAt: trial && start.trialCredits > 0 ? start.trialExpiresAt : null,
      };
      await tx.credits.createWallet(wallet, at);
      const amount = trial ? start.trialCredits : start.standardCredits;
      if (amount <= 0) return;
      const entry: NewLedgerEntry = trial
        ? {
            id: newId('cle'),
            kind: 'trial_grant',
            trialDelta: amount,
            standardDelta: 0,
            reason: 'trial credits',
          }
        : {
            id: newId('cle'),
            kind: 'grant',
            trialDelta: 0,
            standardDelta: amount,
            reason: 'initial credits',
          };
      await tx.credits.apply({ wallet, entries: [entry], heldDelta: 0, at });
    },

    async transactions(accountId: string, page: { limit: number; before?: number }): Promise<LedgerEntry[]> {
      await currentWallet(accountId);
      return store.credits.listEntries(accountId, page);
    },
  };

  async function withReservation<T>(
    reservationId: string,
    fn: (t: Store, r: Reservation, w: Wallet, at: string) => Promise<T>,
    within: Store = store,
  ) {
    // The reservation is read under its wallet's lock: another settle may have won the race.
    return within.transaction(async (t) => {
      const locked = await t.credits.lockReservation(reservationId);
      if (!locked) throw notFound('The reservation');
      return fn(t, locked.reservation, locked.wallet, nowIso());
    });
  }

  async function settleWith(reservationId: string, spent: number | undefined, within?: Store) {
    return withReservation(
      reservationId,
      async (t, r, w, at) => {
        if (r.status === 'settled') {
          if (spent !== undefined && spent !== r.captured) {
            throw conflict(`The reservation is already settled with ${r.captured} credits spent.`);
          }
          return { reservation: r, released: 0 };
        }
        const captured = spent ?? r.captured;
        if (!Number.isSafeInteger(captured) || captured < r.captured || captured > r.amount) {
          throw conflict(
            `Cannot settle a reservation of ${r.amount} with ${captured} spent (${r.captured} captured).`,
          );
        }
        // Spending uses the trial part first, so what comes back is standard credits first.
        const trialSpent = Math.min(r.trialAmount, captured);
        const trialBack = r.trialAmount - trialSpent;
        const standardBack = r.standardAmount - (captured - trialSpent);
        const entries: NewLedgerEntry[] = [];
        if (trialBack + standardBack > 0) {
          entries.push({
            id: newId('cle'),
            kind: 'release',
            trialDelta: trialBack,
            standardDelta: standardBack,
            reference: r.reference,
          });
        }
        const after = { ...w, trialBalance: w.trialBalance + trialBack };
        entries.push(...expiryOf(after, at));
        await t.credits.apply({
          wallet: w,
          entries,
          heldDelta: -r.amount,
          updateReservation: { id: r.id, captured, status: 'settled', settledAt: at },
          at,
        });
        return {
          reservation: { ...r, captured, status: 'settled' as const, settledAt: at },
          released: trialBack + standardBack,
        };
      },
      within,
    );
  }
}
