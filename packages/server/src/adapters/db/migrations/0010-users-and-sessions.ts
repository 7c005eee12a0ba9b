import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/**
 * Users of the web application, their membership of accounts, sign-in sessions and invitations.
 * Passwords (scrypt), session tokens and invitation tokens (SHA-256) are kept only as hashes.
 */
export function usersAndSessions(dialect: Dialect) {
  const ts = timestampType(dialect);
  const role = sql`role in ('owner', 'editor', 'viewer')`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('memberships')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('role', 'text', (c) => c.notNull().check(role))
        .addColumn('created_at', ts, (c) => c.notNull())
        .addPrimaryKeyConstraint('memberships_pk', ['account_id', 'user_id'])
        .execute();
      await db.schema.createIndex('memberships_user').on('memberships').column('user_id').execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('revoked_at', ts)
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(role))
        .addColumn('invited_by_user_id', 'text')
        .addColumn('created_at', ts, (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('accepted_at', ts)
        .execute();
    },
  };
}
