import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { redactUrl } from '../packages/server/src/adapters/db/database.js';
import { messageOf } from './errors.js';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of the bench's own, or why there is none. */
export type BenchDatabase =
  | {
      status: 'ok';
      /** The server, password hidden, for a report. */
      server: string;
      url: string;
      /** Drops the database; reports (does not throw) when that fails. */
      drop(): Promise<void>;
    }
  | { status: 'skipped'; server: string; reason: string };

/**
 * Creates a throwaway database `contentforge_bench_<random>` on the server of BENCH_DATABASE_URL (or
 * the local default). A server that cannot be reached, or refuses to create the database, is a
 * `skipped` answer rather than an error: the PostgreSQL figures are then reported as skipped.
 */
export async function createBenchDatabase(
  adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL,
): Promise<BenchDatabase> {
  const server = redactUrl(adminUrl);
  const name = `contentforge_bench_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });

  const creator = admin();
  try {
    await creator.connect();
    await creator.query(`create database ${name}`);
  } catch (error) {
    return { status: 'skipped', server, reason: messageOf(error) };
  } finally {
    await creator.end().catch(() => {});
  }

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The schema parameter is the test suite's; the bench owns a whole database.
  url.searchParams.delete('schema');
  return {
    status: 'ok',
    server,
    url: url.toString(),
    async drop() {
      const dropper = admin();
      try {
        await dropper.connect();
        await dropDatabase(dropper, name);
      } catch (error) {
        process.stderr.write(`could not drop the bench database ${name} on ${server}: ${messageOf(error)}\n`);
      } finally {
        await dropper.end().catch(() => {});
      }
    },
  };
}

/**
 * A plain DROP DATABASE waits up to 5 s for the backends of the pool just closed to exit; the pool
 * still listens for errors on those connections, and one ended under it by FORCE would surface as
 * an unhandled 'error' event. FORCE (PostgreSQL 13+) is only the fallback for a connection that
 * really leaked.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  try {
    await client.query(`drop database if exists ${name}`);
  } catch (error) {
    const objectInUse = (error as { code?: string }).code === '55006';
    if (!objectInUse) throw error;
    await client.query(`drop database if exists ${name} with (force)`);
  }
}
