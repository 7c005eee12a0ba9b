import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/**
 * The workspace's brand kit. Every change of the brand is a new row of `brand_versions`, never an
 * update, so a run that recorded the version it used can be drawn again with the same brand. The
 * fonts a workspace uploaded and the logo copies the brand keeps (so that deleting the media item
 * later takes nothing from it) are files in storage, one row each. A generation records the brand
 * version it was accepted with.
 */
export function brandKit(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('brand_versions')
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
        // JSON: the brand as it was set, with the logo copies and fonts it names.
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        // The token (or signed-in session's token) that made the change.
        .addColumn('created_by', 'text')
        .addPrimaryKeyConstraint('brand_versions_pkey', ['workspace_id', 'version'])
        .execute();

      await db.schema
        .createTable('brand_fonts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('family', 'text', (c) => c.notNull())
        .addColumn('style', 'text', (c) => c.notNull())
        .addColumn('full_name', 'text', (c) => c.notNull())
        .addColumn('postscript_name', 'text')
        .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('ttf', 'otf', 'woff2')`))
        // 1 when the font has variation axes (a weight range rather than one weight); no booleans on SQLite.
        .addColumn('variable', 'integer', (c) => c.notNull().check(sql`variable in (0, 1)`))
        .addColumn('filename', 'text')
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('licence_notice', 'text')
        .addColumn('licence_url', 'text')
        .addColumn('copyright', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        // Set when a brand version first names the font: from then on its file is kept.
        .addColumn('used_at', ts)
        .addColumn('deleted_at', ts)
        .execute();
      await db.schema
        .createIndex('brand_fonts_workspace')
        .on('brand_fonts')
        .columns(['workspace_id', 'id'])
        .execute();
      await db.schema
        .createIndex('brand_fonts_one_file')
        .on('brand_fonts')
        .columns(['workspace_id', 'sha256'])
        .unique()
        .execute();

      await db.schema
        .createTable('brand_logos')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('media_id', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        // 1 when every pixel is opaque (a JPEG, or a PNG without transparency).
        .addColumn('opaque', 'integer', (c) => c.notNull().check(sql`opaque in (0, 1)`))
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('brand_logos_one_file')
        .on('brand_logos')
        .columns(['workspace_id', 'sha256'])
        .unique()
        .execute();

      await db.schema.alterTable('generations').addColumn('brand_version', 'integer').execute();
    },
  };
}
