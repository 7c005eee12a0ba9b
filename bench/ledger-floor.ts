import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { Database } from '../packages/server/src/adapters/db/database.js';
import {
  reserveStatement,
  settleStatement,
} from '../packages/server/src/adapters/db/repositories/credits-statements.js';
import { createAccount } from '../packages/server/src/domain/accounts.js';
import type { Services } from '../packages/server/src/services.js';

const run = promisify(execFile);

export type FloorOutcome =
  | { status: 'ok'; clients: number; pairs: number; seconds: number; pairsPerSecond: number }
  | { status: 'skipped'; reason: string };

const STARTING_CREDITS = 100_000_000;

/**
 * What the service's own statements cost on this server without the service: pgbench runs the
 * ledger's one-statement reserve and settle (the very SQL the repository sends, compiled from the
 * same builders) as one pgbench transaction, with `clients` connections each on an account of its
 * own, prepared statements like the service's, for `seconds`. The account of a client is looked up
 * in a small table inside the statement, and the ids are made from the client's number and a random
 * one, where the service binds values it made itself; nothing else differs. Each client's balance is
 * checked afterwards against the pairs pgbench counted.
 */
export async function runLedgerFloor(
  database: Database,
  services: Services,
  url: string,
  clients: number,
  seconds: number,
  signal: AbortSignal,
): Promise<FloorOutcome> {
  try {
    await run('pgbench', ['--version']);
  } catch {
    return { status: 'skipped', reason: 'pgbench is not installed (Debian: postgresql-client)' };
  }
  const { db } = database;
  await sql`create table bench_floor_accounts (client integer primary key, account_id text not null)`.execute(
    db,
  );
  const accountIds: string[] = [];
  for (let client = 0; client < clients; client += 1) {
    const { account } = await createAccount(services.accounts, {
      name: `Floor ${client}`,
      credits: STARTING_CREDITS,
    });
    accountIds.push(account.id);
    await sql`insert into bench_floor_accounts values (${client}, ${account.id})`.execute(db);
  }
  const script = [
    '\\set n random(1, 1000000000000000)',
    `${pgbenchText(reserveStatement(SENTINEL_RESERVE).compile(db))};`,
    `${pgbenchText(settleStatement(SENTINEL_SETTLE).compile(db))};`,
    '',
  ].join('\n');
  const dir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-floor-'));
  try {
    const file = path.join(dir, 'pair.sql');
    writeFileSync(file, script);
    const { stdout } = await run(
      'pgbench',
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file, url],
      { signal, timeout: (seconds + 60) * 1000 },
    );
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1]);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    if (!Number.isFinite(processed) || !Number.isFinite(tps)) throw new Error(`pgbench said: ${stdout}`);
    let spent = 0;
    for (const accountId of accountIds) {
      const { balance } = await services.credits.balance(accountId);
      spent += STARTING_CREDITS - balance;
    }
    // pgbench counts whole transactions; each moved exactly one credit, or the SQL is wrong.
    if (spent !== processed)
      throw new Error(`the floor's accounts spent ${spent} credits for ${processed} pairs`);
    return { status: 'ok', clients, pairs: processed, seconds, pairsPerSecond: tps };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Values the compiled statements carry, replaced by what pgbench computes per client and pair.
const ACCOUNT = '\u0001account';
const RESERVATION = '\u0001reservation';
const RESERVE_ENTRY = '\u0001reserve-entry';
const RELEASE_ENTRY = '\u0001release-entry';
const AT = '\u0001at';
const SENTINEL_RESERVE = {
  reservationId: RESERVATION,
  entryId: RESERVE_ENTRY,
  accountId: ACCOUNT,
  amount: 1,
  reference: null,
  at: AT,
  lowBalanceBelow: 0,
};
const SENTINEL_SETTLE = { reservationId: RESERVATION, spent: 1, entryId: RELEASE_ENTRY, at: AT };

const idOf = (prefix: string) => `('${prefix}_' || :client_id::text || '_' || :n::text)`;
const EXPRESSIONS = new Map<unknown, string>([
  [ACCOUNT, '(select account_id from bench_floor_accounts where client = :client_id)'],
  [RESERVATION, idOf('res_floor')],
  [RESERVE_ENTRY, idOf('cle_floor_r')],
  [RELEASE_ENTRY, idOf('cle_floor_s')],
  [AT, 'now()'],
  [null, 'null'],
  [0, '0'],
  [1, '1'],
]);

/** The compiled SQL with each `$n` replaced by its pgbench expression, on one line. */
function pgbenchText(query: { sql: string; parameters: readonly unknown[] }): string {
  return query.sql
    .replace(/\$(\d+)/g, (_, n: string) => {
      const value = query.parameters[Number(n) - 1];
      const expression = EXPRESSIONS.get(value);
      if (expression === undefined) throw new Error(`no pgbench expression for ${String(value)}`);
      return expression;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
