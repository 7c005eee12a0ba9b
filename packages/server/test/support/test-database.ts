import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect = process.env.CF_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh SQLite file in a temporary data dir, or, next to
 * the PostgreSQL database of TEST_DATABASE_URL, a fresh database used through a schema (as an
 * operator may set one). Both are real databases reached through real connections. A database per
 * file, not only a schema, lets files run side by side: the migrator and the job engine read the
 * catalogue of the whole database, which fails when another file drops its tables meanwhile.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDialect === 'sqlite') {
    return { url: `sqlite:${path.join(dataDir, 'contentforge.db')}`, dataDir, drop: async () => removeDir() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('CF_TEST_DB=postgres needs TEST_DATABASE_URL');
  const hex = randomBytes(6).toString('hex');
  // Named after the run's database, so that what a killed run leaves behind is easy to find.
  const database = `${new URL(base).pathname.slice(1).slice(0, 40)}_t_${hex}`;
  await administer(base, `create database "${database}"`);
  const url = new URL(base);
  url.pathname = `/${database}`;
  url.searchParams.set('schema', `t_${hex}`);
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      // A closed pool has said goodbye to the server, which may not have ended those sessions
      // yet; forcing the drop then would cut them off mid-goodbye. Wait for them (briefly: a
      // session still open after that is a leak, and the forced drop shows it as an error).
      for (let i = 0; i < 50 && (await sessionsOn(base, database)) > 0; i++) await delay(100);
      await administer(base, `drop database if exists "${database}" with (force)`);
      removeDir();
    },
  };
}

async function administer<R extends pg.QueryResultRow = pg.QueryResultRow>(
  connectionString: string,
  statement: string,
  values: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<R>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

async function sessionsOn(connectionString: string, database: string): Promise<number> {
  const [row] = await administer<{ count: number }>(
    connectionString,
    'select count(*)::int as count from pg_stat_activity where datname = $1',
    [database],
  );
  return row?.count ?? 0;
}
