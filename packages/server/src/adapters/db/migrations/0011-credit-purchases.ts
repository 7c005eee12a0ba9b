import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/**
 * Credit purchases through Stripe Checkout (one row per checkout session) and the Stripe events
 * received. A unique index on the ledger's purchase references makes a second credit for the same
 * session impossible, whatever the code above it does.
 */
export function creditPurchases(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('credit_purchases')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('workspace_id', 'text', (c) => c.notNull())
        .addColumn('pack', 'text', (c) => c.notNull())
        .addColumn('credits', 'integer', (c) => c.notNull().check(sql`credits > 0`))
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'paid')`))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('paid_at', ts)
        .execute();

      await db.schema
        .createTable('payment_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('purchase_id', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('received_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createIndex('credit_entries_one_purchase')
        .on('credit_entries')
        .column('reference_id')
        .unique()
        .where(sql.ref('kind'), '=', 'purchase')
        .execute();
    },
  };
}
