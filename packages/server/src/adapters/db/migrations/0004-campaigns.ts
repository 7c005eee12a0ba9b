import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/** Campaigns group media items and posts; deleting one archives it. */
export function campaigns(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('campaigns')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('archived_at', ts)
        .execute();
      await db.schema
        .createIndex('campaigns_workspace')
        .on('campaigns')
        .columns(['workspace_id', 'id'])
        .execute();
    },
  };
}
