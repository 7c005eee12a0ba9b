import type { Selectable } from 'kysely';
import type { IdempotencyRecord, IdempotencyRepository } from '../../../ports/persistence/idempotency.js';
import type { IdempotencyKeysTable } from '../schema.js';
import { type Executor, inserted, touched } from './executor.js';

function toRecord({
  resourceType,
  resourceId,
  ...rest
}: Selectable<IdempotencyKeysTable>): IdempotencyRecord {
  return { ...rest, resource: resourceType && resourceId ? { type: resourceType, id: resourceId } : null };
}

const toRow = ({ resource, ...rest }: IdempotencyRecord) => ({
  ...rest,
  resourceType: resource?.type ?? null,
  resourceId: resource?.id ?? null,
});

export function idempotencyRepository(db: Executor): IdempotencyRepository {
  const find = async (accountId: string, key: string) => {
    const r = await db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('accountId', '=', accountId)
      .where('key', '=', key)
      .executeTakeFirst();
    return r && toRecord(r);
  };
  return {
    async claim(record) {
      const r = await db
        .insertInto('idempotencyKeys')
        .values(toRow(record))
        .onConflict((oc) => oc.columns(['accountId', 'key']).doNothing())
        .executeTakeFirst();
      if (inserted(r)) return { record, created: true };
      const existing = await find(record.accountId, record.key);
      // Removed between the two statements: treat as ours on the next attempt.
      if (!existing) return this.claim(record);
      return { record: existing, created: false };
    },
    async takeOver(previous, next) {
      const { accountId: _a, key: _k, ...change } = toRow(next);
      const r = await db
        .updateTable('idempotencyKeys')
        .set(change)
        .where('accountId', '=', previous.accountId)
        .where('key', '=', previous.key)
        .where('createdAt', '=', previous.createdAt)
        .where('lockedUntil', '=', previous.lockedUntil)
        .executeTakeFirst();
      return touched(r);
    },
    async bindResource(accountId, key, claimedAt, resource) {
      const r = await db
        .updateTable('idempotencyKeys')
        .set({ resourceType: resource.type, resourceId: resource.id })
        .where('accountId', '=', accountId)
        .where('key', '=', key)
        .where('createdAt', '=', claimedAt)
        .where('state', '=', 'running')
        .where('resourceId', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async complete(accountId, key, response) {
      await db
        .updateTable('idempotencyKeys')
        .set({
          state: 'completed',
          responseStatus: response?.status ?? null,
          responseBody: response?.body ?? null,
        })
        .where('accountId', '=', accountId)
        .where('key', '=', key)
        .execute();
    },
    async removeUnbound(accountId, key) {
      await db
        .deleteFrom('idempotencyKeys')
        .where('accountId', '=', accountId)
        .where('key', '=', key)
        .where('resourceId', 'is', null)
        .execute();
    },
    async removeOlderThan(at) {
      const r = await db.deleteFrom('idempotencyKeys').where('createdAt', '<', at).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
