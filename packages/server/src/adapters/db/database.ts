import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { isoTimeOf } from '../../ports/clock.js';
import { keepPrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-files.js';
import type { Dialect } from './dialect.js';
import { migrationProvider } from './migrations/index.js';
import type { DatabaseSchema } from './schema.js';

export type { Dialect };

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL only: how to reach it, for a job engine that keeps its own connections. */
  postgres?: { connectionString: string; schema: string | null };
  /** Applies every pending migration; safe to call from several processes at once. */
  migrate(): Promise<string[]>;
  /** Answers when the database does (one trivial query); throws when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** SQLite only: see `RowReader`. */
  readRowNow?: RowReader;
}

/**
 * Runs a one-row read at once, straight on SQLite's prepared statement rather than through Kysely's
 * query pipeline (a connection lock, plugins, several promises: more than the read itself on the
 * hottest path). It answers `undefined`, and the caller goes through Kysely, while a transaction is
 * open on the connection: Kysely holds the connection for that transaction, and a read made beside
 * it would see its uncommitted writes. The row comes as its values, in the order the SQL selects
 * them (better-sqlite3's raw mode: no object with named properties is built for a row the caller
 * maps anyway).
 */
export type RowReader = (
  sqlText: string,
  parameters: readonly unknown[],
) => { values: unknown[] | undefined } | undefined;

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;

let lastTimestampText = '';
let lastTimestamp = '';

/**
 * A `timestamptz` as the ISO string the service writes everywhere. The last one is kept: the same
 * value is read again and again (a wallet's trial expiry, on every balance read), and parsing it
 * anew costs a `Date` and, as its minute is not the current one, a `toISOString`.
 */
function timestampOf(text: string): string {
  if (text !== lastTimestampText) {
    lastTimestamp = isoTimeOf(new Date(text));
    lastTimestampText = text;
  }
  return lastTimestamp;
}

/**
 * Opens the configured database. `sqlite:<file>` is the embedded shape; `postgres://…` the scaled
 * one, where an optional `?schema=name` query parameter selects (and creates) a schema — used by
 * the test suite to give every test file a database of its own.
 */
export function openDatabase(url: string, options: { poolSize?: number } = {}): Database {
  if (url.startsWith('sqlite:')) return openSqlite(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return openPostgres(url, options.poolSize ?? 10);
  throw new Error(`unsupported database URL scheme in ${redactUrl(url)}`);
}

/**
 * better-sqlite3 13 (Node-API, prebuilt in the package) on Node ≥ 22: version 12 aborts on Node 24
 * when statements are destroyed at environment teardown. Version 13 does not run on Node 20, where
 * 12 (built from source at install) serves. Loaded on first use, so PostgreSQL deployments never
 * load it.
 */
function loadSqlite(): typeof BetterSqlite3 {
  const require = createRequire(import.meta.url);
  const major = Number(process.versions.node.split('.')[0]);
  return require(major >= 22 ? 'better-sqlite3-node-api' : 'better-sqlite3') as typeof BetterSqlite3;
}

function openSqlite(file: string): Database {
  if (file !== ':memory:') {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite creates a database 0644 and its -wal and -shm files with the database's own mode:
    // creating the database file first, private, keeps all three private.
    closeSync(openSync(file, 'a', PRIVATE_FILE_MODE));
    for (const own of [file, `${file}-wal`, `${file}-shm`]) keepPrivate(own);
  }
  const SQLite = loadSqlite();
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Another process (an admin command next to a running server) may hold the write lock briefly.
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({ database: statements }),
    plugins: [new CamelCasePlugin()],
  });
  const database = withMigrator(db, 'sqlite', async () => {
    await db.destroy();
  });
  // Statements of their own: raw mode is a statement's setting, and Kysely's must answer objects.
  const rawStatements = new Map<string, BetterSqlite3.Statement>();
  database.readRowNow = (sqlText: string, parameters: readonly unknown[]) => {
    if (sqlite.inTransaction) return undefined;
    let statement = rawStatements.get(sqlText);
    if (!statement) {
      statement = sqlite.prepare(sqlText).raw(true);
      rawStatements.set(sqlText, statement);
    }
    return { values: statement.get(...parameters) as unknown[] | undefined };
  };
  return database;
}

/**
 * Kysely's SQLite driver prepares every statement anew; preparing costs more than running the
 * small statements of this service, so prepared statements are kept by their SQL text (the set of
 * distinct statements is small and fixed by the code).
 */
function withStatementCache(
  sqlite: BetterSqlite3.Database,
  limit = 500,
): { close(): void; prepare(sqlText: string): BetterSqlite3.Statement } {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= limit) cache.delete(cache.keys().next().value!);
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error('the schema parameter of DATABASE_URL must be a lower-case SQL identifier');
  }
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === TIMESTAMPTZ_OID) return timestampOf;
        if (oid === INT8_OID) return Number;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', prepareStatementsOn);
  const db = new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  const database = withMigrator(
    db,
    'postgres',
    async () => {
      await db.destroy();
    },
    schema ?? undefined,
  );
  database.postgres = { connectionString: parsed.toString(), schema };
  if (!schema) return database;
  return {
    ...database,
    async migrate() {
      await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
      return database.migrate();
    },
  };
}

/**
 * Runs every parameterised query of a connection as a named prepared statement (named by a hash of
 * its SQL), so PostgreSQL parses and plans each distinct statement once per connection instead of
 * on every call. The statements are the fixed set the code builds; values always travel apart.
 */
function prepareStatementsOn(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (client as { query: unknown }).query = (text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0)
      return query(text, values, callback);
    let name = names.get(text);
    if (!name) {
      name = `cf_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return query({ name, text, values }, callback);
  };
}

function withMigrator(db: Db, dialect: Dialect, close: () => Promise<void>, schema?: string): Database {
  return {
    db,
    dialect,
    async migrate() {
      const migrator = new Migrator({
        db,
        provider: migrationProvider(dialect),
        ...(schema ? { migrationTableSchema: schema } : {}),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
    close,
  };
}

/** A database URL safe to print: the password is replaced. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url.replace(/\/\/[^@/]*@/, '//***@');
  }
}
