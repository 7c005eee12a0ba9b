import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/**
 * Generations, the jobs that run them, and the link from a generated media item back to its
 * output slot and render manifest.
 */
export function generations(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('generations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('preset', 'image')`))
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('queued', 'running', 'succeeded', 'failed', 'canceled')`),
        )
        .addColumn('preset_id', 'text')
        .addColumn('preset_version', 'integer', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('prompt', 'text')
        .addColumn('platform', 'text')
        .addColumn('aspect_ratio', 'text', (c) => c.notNull())
        .addColumn('output_count', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('campaign_id', 'text')
        // JSON array of media item ids, resolved from the request's URLs at acceptance.
        .addColumn('reference_media_ids', 'text', (c) => c.notNull())
        .addColumn('seed', 'integer', (c) => c.notNull())
        .addColumn('image_engine', 'text', (c) => c.notNull())
        .addColumn('credits_reserved', 'integer', (c) => c.notNull())
        .addColumn('credits_charged', 'integer', (c) => c.notNull())
        .addColumn('reservation_id', 'text', (c) => c.notNull())
        .addColumn('copy', 'text')
        .addColumn('storyboard', 'text')
        .addColumn('error_code', 'text')
        .addColumn('error_message', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('started_at', ts)
        .addColumn('completed_at', ts)
        .execute();
      await db.schema
        .createIndex('generations_workspace')
        .on('generations')
        .columns(['workspace_id', 'id'])
        .execute();

      await db.schema
        .createTable('jobs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('queued', 'running', 'done', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('run_at', ts, (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_at', ts)
        .addColumn('last_error', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('finished_at', ts)
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

      await db.schema.alterTable('media_items').addColumn('output_index', 'integer').execute();
      await db.schema.alterTable('media_items').addColumn('render', 'text').execute();
      // One item per output slot: a resumed generation cannot store an output twice.
      await db.schema
        .createIndex('media_items_generation_output')
        .on('media_items')
        .columns(['generation_id', 'output_index'])
        .unique()
        .execute();
    },
  };
}
