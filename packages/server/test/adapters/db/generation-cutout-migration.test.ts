/**
 * The migration that admits cut-outs, run over a database that already holds generations: on
 * SQLite it rebuilds the table, which must keep every row and index and still refuse a type it
 * does not know.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../src/adapters/db/database.js';
import { migrationProvider } from '../../../src/adapters/db/migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = openDatabase(testDatabase.url);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

it('keeps the generations already made, and their index, when it admits the cutout type', async () => {
  const { db, dialect } = database;
  const schema = new URL(testDatabase.url).searchParams.get('schema');
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const before = await migrator.migrateTo('0013-media-campaign-index');
  expect(before.error).toBeUndefined();
  const at = new Date('2026-06-01T12:00:00.000Z').toISOString();
  await sql`insert into accounts (id, name, created_at) values ('acct_1', 'A', ${at})`.execute(db);
  await sql`insert into workspaces (id, account_id, name, created_at) values ('ws_1', 'acct_1', 'W', ${at})`.execute(
    db,
  );
  const row = (id: string, type: string, aspectRatio: string | null) => sql`
    insert into generations (id, workspace_id, account_id, type, status, preset_id, preset_version, subject,
      prompt, platform, aspect_ratio, output_count, width, height, campaign_id, reference_media_ids, seed,
      image_engine, credits_reserved, credits_charged, reservation_id, created_at)
    values (${id}, 'ws_1', 'acct_1', ${type}, 'succeeded', null, 1, null, 'p', null, ${aspectRatio}, 1, 1080,
      1080, null, '[]', 7, 'studio', 1, 1, 'res_1', ${at})`;
  await row('gen_old', 'image', '1:1').execute(db);

  const after = await migrator.migrateToLatest();
  expect(after.error).toBeUndefined();
  const kept = await sql<{ id: string; type: string; aspectRatio: string; crop: number | null }>`
    select id, type, aspect_ratio, crop from generations`.execute(db);
  // (The connection's plugin names columns the camelCase way.)
  expect(kept.rows).toEqual([{ id: 'gen_old', type: 'image', aspectRatio: '1:1', crop: null }]);
  await row('gen_cut', 'cutout', null).execute(db);
  await expect(row('gen_bad', 'video', '1:1').execute(db)).rejects.toThrow(/check/i);
  const indexes =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = 'generations'`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'generations'`.execute(db);
  expect(indexes.rows.map((r) => r.name)).toContain('generations_workspace');
});
