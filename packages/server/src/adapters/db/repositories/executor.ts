import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../schema.js';

/** The connection or open transaction a repository runs its statements on. */
export type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** Rows an UPDATE or DELETE touched, whichever counter the driver filled. */
export const touched = (r: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(r.numUpdatedRows ?? r.numDeletedRows ?? 0) > 0;

/** Whether an INSERT … ON CONFLICT DO NOTHING inserted its row. */
export const inserted = (r: { numInsertedOrUpdatedRows?: bigint }) =>
  Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
