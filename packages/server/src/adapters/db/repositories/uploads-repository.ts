import type { UploadRepository } from '../../../ports/persistence/uploads.js';
import { type Executor, touched } from './executor.js';

export function uploadRepository(db: Executor): UploadRepository {
  return {
    async insert(upload) {
      await db.insertInto('uploads').values(upload).execute();
    },
    async findByPath(path) {
      return db.selectFrom('uploads').selectAll().where('path', '=', path).executeTakeFirst();
    },
    async markCompleted(id, at) {
      await db
        .updateTable('uploads')
        .set({ status: 'completed', completedAt: at })
        .where('id', '=', id)
        .execute();
    },
    async listExpiredPending(now, limit) {
      return db
        .selectFrom('uploads')
        .selectAll()
        .where('status', '=', 'pending')
        .where('expiresAt', '<=', now)
        .orderBy('expiresAt', 'asc')
        .limit(limit)
        .execute();
    },
    async markExpired(id) {
      const r = await db
        .updateTable('uploads')
        .set({ status: 'expired' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return touched(r);
    },
    async pendingPaths(paths) {
      if (paths.length === 0) return [];
      const rows = await db
        .selectFrom('uploads')
        .select('path')
        .where('path', 'in', paths)
        .where('status', '=', 'pending')
        .execute();
      return rows.map((r) => r.path);
    },
  };
}
