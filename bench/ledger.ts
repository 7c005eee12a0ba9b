import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Database, openDatabase } from '../packages/server/src/adapters/db/database.js';
import { createAccount } from '../packages/server/src/domain/accounts.js';
import type { Services } from '../packages/server/src/services.js';
import { withDomainServices } from './domain-services.js';
import { type FloorOutcome, runLedgerFloor } from './ledger-floor.js';
import { createBenchDatabase } from './postgres-database.js';

export interface LedgerSettings {
  loops: number;
  warmupSeconds: number;
  seconds: number;
  contendedSeconds: number;
}

export interface LedgerRun {
  loops: number;
  accounts: number;
  pairs: number;
  seconds: number;
  pairsPerSecond: number;
}

export interface LedgerResult {
  /** Every loop on an account of its own: how far the ledger scales when callers do not collide. */
  distinct: LedgerRun;
  /** Every loop on the same account: all of them queue on that one wallet's lock. */
  contended: LedgerRun;
  /** PostgreSQL: the service's own reserve and settle statements run by pgbench, as the floor. */
  floor?: FloorOutcome;
}

export type PostgresOutcome =
  | { status: 'ok'; server: string; result: LedgerResult }
  | { status: 'skipped'; server: string; reason: string };

// Far more than any run spends (one credit a pair), so a 402 can never end a loop early.
const STARTING_CREDITS = 100_000_000;
const TURN_EVERY_MS = 10;

/**
 * Runs `loops` concurrent loops of reserve(1) + settle(1) over `accountIds` (loop i on account
 * i mod n) until `seconds` have passed, and counts the completed pairs per account.
 */
async function runPairs(
  services: Services,
  accountIds: string[],
  loops: number,
  seconds: number,
  signal: AbortSignal,
  spent: Map<string, number>,
): Promise<LedgerRun> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let pairs = 0;
  // The first failure stops every loop, and all of them finish before this returns: a loop still
  // running would otherwise hold a connection while the database is closed and dropped.
  let failure: { error: unknown } | undefined;
  // On SQLite every query settles synchronously, so the loops would run on microtasks alone for the
  // whole run and starve the event loop: Ctrl-C would go unhandled (no cleanup) until the end. So
  // every few milliseconds all loops meet at one event-loop turn; SQLite runs one transaction at a
  // time anyway, so the pairs still in flight keep it busy while the loops gather.
  let turn: Promise<void> | undefined;
  let lastTurn = started;
  const letEventLoopRun = async () => {
    if (!turn && performance.now() - lastTurn >= TURN_EVERY_MS) {
      turn = nextTurn().then(() => {
        turn = undefined;
        lastTurn = performance.now();
      });
    }
    if (turn) await turn;
  };
  await Promise.all(
    Array.from({ length: loops }, async (_, i) => {
      const accountId = accountIds[i % accountIds.length]!;
      try {
        while (performance.now() < deadline && !signal.aborted && !failure) {
          const reservation = await services.credits.reserve(accountId, 1, null);
          await services.credits.settle(reservation.id, 1);
          pairs += 1;
          spent.set(accountId, (spent.get(accountId) ?? 0) + 1);
          await letEventLoopRun();
        }
      } catch (error) {
        failure ??= { error };
      }
    }),
  );
  if (failure) throw failure.error;
  signal.throwIfAborted();
  // Measured to the end of the last pair: the pairs still in flight at the deadline are counted.
  const elapsed = (performance.now() - started) / 1000;
  return { loops, accounts: accountIds.length, pairs, seconds: elapsed, pairsPerSecond: pairs / elapsed };
}

async function createAccounts(services: Services, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await createAccount(services.accounts, { name: `Bench ${i}`, credits: STARTING_CREDITS });
    ids.push(created.account.id);
  }
  return ids;
}

/** A warm-up and a measured run, then a check that every pair really moved exactly one credit. */
async function measure(
  services: Services,
  accountCount: number,
  loops: number,
  warmupSeconds: number,
  seconds: number,
  signal: AbortSignal,
): Promise<LedgerRun> {
  const accountIds = await createAccounts(services, accountCount);
  const spent = new Map<string, number>();
  await runPairs(services, accountIds, loops, warmupSeconds, signal, spent);
  const run = await runPairs(services, accountIds, loops, seconds, signal, spent);
  // A fast ledger that loses or double-counts credits is worth nothing; fail loudly instead.
  for (const accountId of accountIds) {
    const { balance } = await services.credits.balance(accountId);
    const expected = STARTING_CREDITS - (spent.get(accountId) ?? 0);
    if (balance !== expected) {
      throw new Error(`account ${accountId} has ${balance} credits after the run; expected ${expected}`);
    }
  }
  return run;
}

async function ledgerBench(
  database: Database,
  settings: LedgerSettings,
  signal: AbortSignal,
  floor?: (services: Services) => Promise<FloorOutcome>,
): Promise<LedgerResult> {
  await database.migrate();
  return withDomainServices(database, async (services) => {
    const { loops, warmupSeconds } = settings;
    const distinct = await measure(services, loops, loops, warmupSeconds, settings.seconds, signal);
    // Right after the figure it is the floor of, on the same database.
    const floorOutcome = floor ? await floor(services) : undefined;
    const contended = await measure(services, 1, loops, warmupSeconds, settings.contendedSeconds, signal);
    return { distinct, contended, ...(floorOutcome ? { floor: floorOutcome } : {}) };
  });
}

/** The ledger over a fresh SQLite file in a temporary directory, removed afterwards. */
export async function runSqliteLedgerBench(
  settings: LedgerSettings,
  signal: AbortSignal,
): Promise<LedgerResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-ledger-'));
  try {
    const database = openDatabase(`sqlite:${path.join(dataDir, 'contentforge.db')}`);
    try {
      return await ledgerBench(database, settings, signal);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The ledger over a throwaway PostgreSQL database created on the server of BENCH_DATABASE_URL (or
 * the local default) and dropped afterwards, also when the run fails. A server that cannot be
 * reached, or refuses to create the database, skips this part instead of failing the bench.
 */
export async function runPostgresLedgerBench(
  settings: LedgerSettings,
  signal: AbortSignal,
): Promise<PostgresOutcome> {
  const created = await createBenchDatabase();
  if (created.status === 'skipped') return created;
  try {
    const database = openDatabase(created.url, { poolSize: settings.loops });
    try {
      const floor = (services: Services) =>
        runLedgerFloor(database, services, created.url, settings.loops, settings.seconds, signal);
      const result = await ledgerBench(database, settings, signal, floor);
      return { status: 'ok', server: created.server, result };
    } finally {
      await database.close();
    }
  } finally {
    await created.drop();
  }
}
