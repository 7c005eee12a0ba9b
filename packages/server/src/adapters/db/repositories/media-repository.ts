import type { Selectable } from 'kysely';
import type { MediaRecord, MediaRepository, RenderManifest } from '../../../ports/persistence/media.js';
import type { MediaItemsTable } from '../schema.js';
import { type Executor, inserted, touched } from './executor.js';

// The render manifest is a JSON column.
const toRecord = (r: Selectable<MediaItemsTable>): MediaRecord => ({
  ...r,
  render: r.render === null ? null : (JSON.parse(r.render) as RenderManifest),
});
const toRow = (m: MediaRecord) => ({ ...m, render: m.render === null ? null : JSON.stringify(m.render) });

export function mediaRepository(db: Executor): MediaRepository {
  return {
    async insert(item) {
      const r = await db
        .insertInto('mediaItems')
        .values(toRow(item))
        .onConflict((oc) => oc.column('uploadId').doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async find(id) {
      const r = await db.selectFrom('mediaItems').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toRecord(r);
    },
    async findByUpload(uploadId) {
      const r = await db
        .selectFrom('mediaItems')
        .selectAll()
        .where('uploadId', '=', uploadId)
        .executeTakeFirst();
      return r && toRecord(r);
    },
    async list(workspaceId, filter, page) {
      let q = db
        .selectFrom('mediaItems')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('deletedAt', 'is', null);
      if (filter.source) q = q.where('source', '=', filter.source);
      if (filter.campaignId) q = q.where('campaignId', '=', filter.campaignId);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toRecord);
    },
    async markDeleted(id, at) {
      const r = await db
        .updateTable('mediaItems')
        .set({ deletedAt: at })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async insertGenerated(item) {
      const r = await db
        .insertInto('mediaItems')
        .values(toRow(item))
        .onConflict((oc) => oc.columns(['generationId', 'outputIndex']).doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async listGenerated(generationIds) {
      if (generationIds.length === 0) return [];
      const rows = await db
        .selectFrom('mediaItems')
        .selectAll()
        .where('generationId', 'in', generationIds)
        .orderBy('generationId', 'asc')
        .orderBy('outputIndex', 'asc')
        .execute();
      return rows.map(toRecord);
    },
    async keysInUse(keys) {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('mediaItems')
        .select(['storageKey', 'thumbnailKey'])
        .where((eb) => eb.or([eb('storageKey', 'in', keys), eb('thumbnailKey', 'in', keys)]))
        .where('deletedAt', 'is', null)
        .execute();
      return rows.flatMap((r) => [r.storageKey, r.thumbnailKey]);
    },
  };
}
