import type { CampaignRepository } from '../../../ports/persistence/campaigns.js';
import { type Executor, touched } from './executor.js';

export function campaignRepository(db: Executor): CampaignRepository {
  return {
    async insert(campaign) {
      await db.insertInto('campaigns').values(campaign).execute();
    },
    async find(id) {
      return db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async list(workspaceId, filter, page) {
      let q = db.selectFrom('campaigns').selectAll().where('workspaceId', '=', workspaceId);
      if (filter.status === 'active') q = q.where('archivedAt', 'is', null);
      if (filter.status === 'archived') q = q.where('archivedAt', 'is not', null);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      return q.orderBy('id', 'desc').limit(page.limit).execute();
    },
    async update(id, change) {
      const r = await db
        .updateTable('campaigns')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          updatedAt: change.updatedAt,
        })
        .where('id', '=', id)
        .where('archivedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async archive(id, at) {
      const r = await db
        .updateTable('campaigns')
        .set({ archivedAt: at, updatedAt: at })
        .where('id', '=', id)
        .where('archivedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
  };
}
