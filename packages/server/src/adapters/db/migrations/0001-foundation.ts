import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/** Accounts, workspaces, tokens, the credit ledger, idempotency keys. */
export function foundation(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('workspaces')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('workspaces_account')
        .on('workspaces')
        .columns(['account_id', 'id'])
        .execute();

      await db.schema
        .createTable('tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('workspace_id', 'text', (c) => c.references('workspaces.id'))
        .addColumn('user_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('api', 'agent')`))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
        .addColumn('name', 'text')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', ts)
        .addColumn('revoked_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tokens_account').on('tokens').columns(['account_id', 'id']).execute();

      await db.schema
        .createTable('credit_wallets')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
        .addColumn('trial_balance', 'integer', (c) => c.notNull().check(sql`trial_balance >= 0`))
        .addColumn('standard_balance', 'integer', (c) => c.notNull().check(sql`standard_balance >= 0`))
        .addColumn('held', 'integer', (c) => c.notNull().check(sql`held >= 0`))
        .addColumn('trial_expires_at', ts)
        .addColumn('updated_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('credit_entries')
        .addColumn('seq', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (c) =>
          c
            .notNull()
            .check(
              sql`kind in ('trial_grant', 'grant', 'purchase', 'reserve', 'release', 'expiry', 'adjustment')`,
            ),
        )
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('trial_delta', 'integer', (c) => c.notNull())
        .addColumn('standard_delta', 'integer', (c) => c.notNull())
        .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
        .addColumn('reference_type', 'text')
        .addColumn('reference_id', 'text')
        .addColumn('reason', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('credit_entries_account')
        .on('credit_entries')
        .columns(['account_id', 'seq'])
        .execute();

      await db.schema
        .createTable('credit_reservations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('trial_amount', 'integer', (c) => c.notNull())
        .addColumn('standard_amount', 'integer', (c) => c.notNull())
        .addColumn('captured', 'integer', (c) => c.notNull().check(sql`captured >= 0 and captured <= amount`))
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'settled')`))
        .addColumn('reference_type', 'text')
        .addColumn('reference_id', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('settled_at', ts)
        .execute();
      await db.schema
        .createIndex('credit_reservations_open')
        .on('credit_reservations')
        .columns(['status', 'created_at'])
        .execute();

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('running', 'completed')`))
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('locked_until', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['account_id', 'key'])
        .execute();
      await db.schema
        .createIndex('idempotency_keys_created')
        .on('idempotency_keys')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('service_state')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
    },
  };
}
