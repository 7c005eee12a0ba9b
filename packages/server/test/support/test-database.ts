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
  await administer(base, (client) => client.query(`create database "${database}"`));
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
      await administer(base, async (client) => {
        for (let i = 0; i < 50 && (await sessionsOn(client, database)) > 0; i++) await delay(100);
        await client.query(`drop database if exists "${database}" with (force)`);
      });
      removeDir();
    },
  };
}

/** One connection to the server for creating or dropping a file's database. */
async function administer(
  connectionString: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function sessionsOn(client: pg.Client, database: string): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where datname = $1',
    [database],
  );
  return rows[0]?.count ?? 0;
}
