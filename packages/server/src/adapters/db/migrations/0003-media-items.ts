import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/** The media library: stored images, uploaded or generated. */
export function mediaItems(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('media_items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        // One media item per completed upload: a repeated completion finds it again.
        .addColumn('upload_id', 'text', (c) => c.unique().references('uploads.id'))
        .addColumn('storage_key', 'text', (c) => c.notNull())
        .addColumn('thumbnail_key', 'text', (c) => c.notNull())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('upload', 'generation')`))
        .addColumn('caption', 'text')
        .addColumn('generation_id', 'text')
        .addColumn('preset_id', 'text')
        .addColumn('campaign_id', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('deleted_at', ts)
        .execute();
      await db.schema
        .createIndex('media_items_workspace')
        .on('media_items')
        .columns(['workspace_id', 'id'])
        .execute();
    },
  };
}
