import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The resource an idempotency key's first request created (a generation, later a publication),
 * recorded in the same transaction as that resource and its reservation, so that a repeat after a
 * crash replays it instead of running the request again.
 */
export function idempotencyResources(_dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('idempotency_keys').addColumn('resource_type', 'text').execute();
      await db.schema.alterTable('idempotency_keys').addColumn('resource_id', 'text').execute();
    },
  };
}
