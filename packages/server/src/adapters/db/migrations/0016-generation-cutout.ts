import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Background removal is a generation of its own type, `cutout`: the type's check admits it, a
 * cut-out has no aspect ratio of its own (its output is the photo's size, or the product's), and
 * `crop` records whether it was asked trimmed to the product. SQLite cannot change a check in
 * place, so there the table is rebuilt from its own definition with the new check (whatever
 * columns earlier migrations gave it), its rows copied and its indexes made again.
 */
export function generationCutout(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table generations drop constraint generations_type_check`.execute(db);
        await sql`alter table generations add constraint generations_type_check check (type in ('preset', 'image', 'cutout'))`.execute(
          db,
        );
        await sql`alter table generations alter column aspect_ratio drop not null`.execute(db);
      } else {
        const table = await sql<{
          sql: string;
        }>`select sql from sqlite_master where type = 'table' and name = 'generations'`.execute(db);
        const indexes = await sql<{
          sql: string;
        }>`select sql from sqlite_master where type = 'index' and tbl_name = 'generations' and sql is not null`.execute(
          db,
        );
        const definition = table.rows[0]!.sql;
        const rebuilt = replaceOnce(
          replaceOnce(
            replaceOnce(definition, /^create table "?generations"?/i, 'create table "generations_next"'),
            /type in \('preset', 'image'\)/,
            "type in ('preset', 'image', 'cutout')",
          ),
          /"aspect_ratio" text not null/,
          '"aspect_ratio" text',
        );
        await sql.raw(rebuilt).execute(db);
        await sql`insert into generations_next select * from generations`.execute(db);
        await sql`drop table generations`.execute(db);
        await sql`alter table generations_next rename to generations`.execute(db);
        for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      }
      await db.schema.alterTable('generations').addColumn('crop', 'integer').execute();
    },
  };
}

/** `text` with `pattern` replaced, which must be there: a definition that differs stops the migration. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text))
    throw new Error(`The generations table differs from the one expected: no ${pattern}.`);
  return text.replace(pattern, replacement);
}
