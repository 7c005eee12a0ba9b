import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/**
 * Publishing: social accounts, posts with one target per account they go to, workspace webhooks and
 * the deliveries of their events. JSON columns are text on both databases (the adapter writes and
 * reads them); credentials and webhook secrets are stored sealed (AES-256-GCM), never in clear.
 */
export function publishing(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('social_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('handle', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) =>
          c.notNull().check(sql`connection in ('oauth', 'agent_session', 'webhook')`),
        )
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('active', 'needs_reconnect', 'disabled')`),
        )
        .addColumn('status_reason', 'text')
        .addColumn('external_id', 'text')
        .addColumn('webhook_url', 'text')
        .addColumn('credentials', 'text')
        .addColumn('created_by_token_id', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('deleted_at', ts)
        .execute();
      await db.schema
        .createIndex('social_accounts_workspace')
        .on('social_accounts')
        .columns(['workspace_id', 'id'])
        .execute();
      // One live account per platform and handle in a workspace; a deleted one may be added again.
      await db.schema
        .createIndex('social_accounts_handle')
        .on('social_accounts')
        .columns(['workspace_id', 'platform', 'handle'])
        .unique()
        .where(sql.ref('deleted_at'), 'is', null)
        .execute();

      await db.schema
        .createTable('posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('caption', 'text', (c) => c.notNull())
        .addColumn('media_ids', 'text', (c) => c.notNull())
        .addColumn('social_account_ids', 'text', (c) => c.notNull())
        .addColumn('alt_texts', 'text', (c) => c.notNull())
        .addColumn('per_platform', 'text', (c) => c.notNull())
        .addColumn('campaign_id', 'text')
        .addColumn('scheduled_at', ts)
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`status in ('draft', 'scheduled', 'publishing', 'published', 'partially_published', 'failed')`,
            ),
        )
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('published_at', ts)
        .addColumn('completed_at', ts)
        .addColumn('deleted_at', ts)
        .execute();
      await db.schema.createIndex('posts_workspace').on('posts').columns(['workspace_id', 'id']).execute();
      await db.schema.createIndex('posts_due').on('posts').columns(['status', 'scheduled_at']).execute();

      await db.schema
        .createTable('post_targets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id'))
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('social_account_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('connection', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`state in ('scheduled', 'queued', 'sending', 'retrying', 'handed_off', 'delivered', 'failed', 'unknown', 'canceled')`,
            ),
        )
        .addColumn('cost', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('reservation_id', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('round_attempts', 'integer', (c) => c.notNull())
        .addColumn('next_attempt_at', ts)
        .addColumn('sending_since', ts)
        .addColumn('external_id', 'text')
        .addColumn('external_url', 'text')
        .addColumn('handoff', 'text')
        .addColumn('handoff_expires_at', ts)
        .addColumn('error', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('updated_at', ts, (c) => c.notNull())
        .addColumn('completed_at', ts)
        .execute();
      // One target per post and account, reused by every round (publish, retries).
      await db.schema
        .createIndex('post_targets_post')
        .on('post_targets')
        .columns(['post_id', 'social_account_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('post_targets_handoffs')
        .on('post_targets')
        .columns(['state', 'handoff_expires_at'])
        .execute();

      await db.schema
        .createTable('webhooks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('deleted_at', ts)
        .execute();
      await db.schema
        .createIndex('webhooks_workspace')
        .on('webhooks')
        .columns(['workspace_id', 'id'])
        .execute();
      await db.schema.createIndex('webhooks_account').on('webhooks').columns(['account_id']).execute();

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id'))
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'delivered', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('attempt_log', 'text', (c) => c.notNull())
        .addColumn('next_attempt_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('completed_at', ts)
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_webhook')
        .on('webhook_deliveries')
        .columns(['webhook_id', 'id'])
        .execute();
    },
  };
}
