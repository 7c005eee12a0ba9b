import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';
import { timestampType } from './column-types.js';

/**
 * The connect flow of OAuth platforms: states waiting for the platform's callback (kept as hashes,
 * their PKCE verifiers sealed), signed-in connections waiting for a destination to be chosen
 * (tokens sealed), and the service's app on each Mastodon instance (secret sealed).
 */
export function oauthConnections(dialect: Dialect) {
  const ts = timestampType(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('oauth_connect_states')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('state_hash', 'text', (c) => c.notNull().unique())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('token_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('api_url', 'text', (c) => c.notNull())
        .addColumn('redirect_to', 'text')
        .addColumn('secrets', 'text', (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('used_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('oauth_connect_states_expiry')
        .on('oauth_connect_states')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('oauth_pending_connections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id'))
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('token_id', 'text', (c) => c.notNull())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('expires_at', ts, (c) => c.notNull())
        .addColumn('used_at', ts)
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('oauth_pending_connections_expiry')
        .on('oauth_pending_connections')
        .column('expires_at')
        .execute();

      await db.schema
        .createTable('oauth_instance_clients')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('api_url', 'text', (c) => c.notNull())
        .addColumn('redirect_uri', 'text', (c) => c.notNull())
        .addColumn('auth_url', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('client_secret', 'text', (c) => c.notNull())
        .addColumn('created_at', ts, (c) => c.notNull())
        .execute();
      // One app per instance and redirect URI, however many connect at once.
      await db.schema
        .createIndex('oauth_instance_clients_instance')
        .on('oauth_instance_clients')
        .columns(['platform', 'api_url', 'redirect_uri'])
        .unique()
        .execute();
    },
  };
}
