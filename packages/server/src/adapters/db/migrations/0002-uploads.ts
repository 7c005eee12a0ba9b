import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/** Pending direct uploads: the path the server chose, the declared type and the limits. */
export function uploads(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('mime_type', 'text', (c) => c.notNull())
        .addColumn('filename', 'text')
        .addColumn('declared_size', 'integer')
        .addColumn('max_bytes', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'completed', 'expired')`),
        )
        .addColumn('url_expires_at', ts, (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('completed_at', ts)
        .execute();
      await db.schema
        .createIndex('uploads_pending')
        .on('uploads')
        .columns(['status', 'expires_at'])
        .execute();
    },
  };
}
