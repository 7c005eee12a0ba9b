import type { TokenRecord, TokenRepository } from '../../../ports/persistence/tokens.js';
import type { TokenCache } from '../token-cache.js';
import type { Executor } from './executor.js';

const TOKEN_COLUMNS = [
  'id',
  'accountId',
  'workspaceId',
  'userId',
  'kind',
  'role',
  'name',
  'expiresAt',
  'revokedAt',
  'createdAt',
] as const satisfies readonly (keyof TokenRecord)[];

export function tokenRepository(db: Executor, cache: TokenCache): TokenRepository {
  return {
    async insert(token, tokenHash) {
      await db
        .insertInto('tokens')
        .values({ ...token, tokenHash })
        .execute();
    },
    recentByHash: (tokenHash) => cache.get(tokenHash),
    async findByHash(tokenHash) {
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const record = await db
        .selectFrom('tokens')
        .leftJoin('memberships', (join) =>
          join
            .onRef('memberships.accountId', '=', 'tokens.accountId')
            .onRef('memberships.userId', '=', 'tokens.userId'),
        )
        .select(TOKEN_COLUMNS.map((column) => `tokens.${column}` as const))
        .select('memberships.role as userRole')
        .where('tokens.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      if (record) cache.set(tokenHash, record);
      return record;
    },
    async find(id) {
      return db.selectFrom('tokens').select(TOKEN_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    async revoke(id, at) {
      const r = await db
        .updateTable('tokens')
        .set({ revokedAt: at })
        .where('id', '=', id)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      cache.evict(id);
      return Number(r.numUpdatedRows) > 0;
    },
    async revokeAllOf(userId, accountId, at) {
      const revoked = await db
        .updateTable('tokens')
        .set({ revokedAt: at })
        .where('userId', '=', userId)
        .where('accountId', '=', accountId)
        .where('revokedAt', 'is', null)
        .returning('id')
        .execute();
      for (const { id } of revoked) cache.evict(id);
      return revoked.length;
    },
    async listActive(accountId, now, page) {
      let q = db
        .selectFrom('tokens')
        .select(TOKEN_COLUMNS)
        .where('accountId', '=', accountId)
        .where('revokedAt', 'is', null)
        .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', now)]));
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      return q.orderBy('id', 'desc').limit(page.limit).execute();
    },
  };
}
