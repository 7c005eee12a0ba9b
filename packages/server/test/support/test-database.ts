import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

export const testDialect: TestDialect = process.env.CF_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  url: string;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a fresh SQLite file in a temporary data dir, or a fresh
 * schema in the PostgreSQL database of TEST_DATABASE_URL. Both are real databases reached through
 * real connections.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (testDialect === 'sqlite') {
    return { url: `sqlite:${path.join(dataDir, 'contentforge.db')}`, dataDir, drop: async () => removeDir() };
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('CF_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        // The service's tables, and the job engine's next to them.
        await client.query(`drop schema if exists ${schema}, ${schema}_jobs cascade`);
      } finally {
        await client.end();
      }
      removeDir();
    },
  };
}
