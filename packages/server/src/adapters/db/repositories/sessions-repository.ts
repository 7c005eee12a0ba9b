import type { SessionRecord, SessionRepository } from '../../../ports/persistence/users.js';
import { type Executor, touched } from './executor.js';

const SESSION_COLUMNS = [
  'id',
  'userId',
  'accountId',
  'userAgent',
  'createdAt',
  'expiresAt',
  'revokedAt',
] as const satisfies readonly (keyof SessionRecord)[];

export function sessionRepository(db: Executor): SessionRepository {
  return {
    async insert(session, tokenHash) {
      await db
        .insertInto('sessions')
        .values({ ...session, tokenHash })
        .execute();
    },
    async findByHash(tokenHash) {
      return db
        .selectFrom('sessions')
        .select(SESSION_COLUMNS)
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },
    async find(id) {
      return db.selectFrom('sessions').select(SESSION_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    async listLive(userId, accountId, now) {
      return db
        .selectFrom('sessions')
        .select(SESSION_COLUMNS)
        .where('userId', '=', userId)
        .where('accountId', '=', accountId)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', now)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
    },
    async revoke(id, at) {
      const r = await db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async revokeAllOf(userId, at, accountId) {
      let q = db
        .updateTable('sessions')
        .set({ revokedAt: at })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null);
      if (accountId) q = q.where('accountId', '=', accountId);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
