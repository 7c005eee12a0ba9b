import type { SocialAccountRepository } from '../../../ports/persistence/social-accounts.js';
import { type Executor, inserted, touched } from './executor.js';

export function socialAccountRepository(db: Executor): SocialAccountRepository {
  return {
    async insert(account) {
      // The partial unique index on (workspace, platform, handle) of live accounts decides.
      const r = await db
        .insertInto('socialAccounts')
        .values(account)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async find(id) {
      return db.selectFrom('socialAccounts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async findMany(ids) {
      if (ids.length === 0) return [];
      return db.selectFrom('socialAccounts').selectAll().where('id', 'in', ids).execute();
    },
    async list(workspaceId, filter, page) {
      let q = db
        .selectFrom('socialAccounts')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('deletedAt', 'is', null);
      if (filter.platform) q = q.where('platform', '=', filter.platform);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      return q.orderBy('id', 'desc').limit(page.limit).execute();
    },
    async markDeleted(id, at) {
      const r = await db
        .updateTable('socialAccounts')
        .set({ deletedAt: at, updatedAt: at })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async setStatus(id, change) {
      const r = await db
        .updateTable('socialAccounts')
        .set({ status: change.to, statusReason: change.reason, updatedAt: change.at })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .where('status', 'in', change.from)
        .executeTakeFirst();
      return touched(r);
    },
    async saveCredentials(id, sealed, at) {
      await db
        .updateTable('socialAccounts')
        .set({ credentials: sealed, updatedAt: at })
        .where('id', '=', id)
        .execute();
    },
    async replaceCredentials(id, expected, sealed, at) {
      const r = await db
        .updateTable('socialAccounts')
        .set({ credentials: sealed, updatedAt: at })
        .where('id', '=', id)
        .where('credentials', '=', expected)
        .executeTakeFirst();
      return touched(r);
    },
    async findByExternalId(workspaceId, platform, externalId) {
      return db
        .selectFrom('socialAccounts')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('platform', '=', platform)
        .where('externalId', '=', externalId)
        .where('deletedAt', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },
    async reconnect(id, change) {
      const r = await db
        .updateTable('socialAccounts')
        .set({
          credentials: change.credentials,
          externalId: change.externalId,
          webhookUrl: change.webhookUrl,
          status: 'active',
          statusReason: null,
          updatedAt: change.at,
        })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
  };
}
