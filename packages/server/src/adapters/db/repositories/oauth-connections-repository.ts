import type { OAuthConnectionRepository } from '../../../ports/persistence/oauth-connections.js';
import { type Executor, inserted, touched } from './executor.js';

export function oauthConnectionRepository(db: Executor): OAuthConnectionRepository {
  return {
    async insertState(state) {
      await db.insertInto('oauthConnectStates').values(state).execute();
    },
    async findStateByHash(stateHash) {
      return db
        .selectFrom('oauthConnectStates')
        .selectAll()
        .where('stateHash', '=', stateHash)
        .executeTakeFirst();
    },
    async consumeState(id, at) {
      const r = await db
        .updateTable('oauthConnectStates')
        .set({ usedAt: at })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at)
        .executeTakeFirst();
      return touched(r);
    },
    async insertPending(pending) {
      await db.insertInto('oauthPendingConnections').values(pending).execute();
    },
    async findPending(id) {
      return db.selectFrom('oauthPendingConnections').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async consumePending(id, at) {
      const r = await db
        .updateTable('oauthPendingConnections')
        .set({ usedAt: at })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at)
        .executeTakeFirst();
      return touched(r);
    },
    async removeExpired(before) {
      await db.deleteFrom('oauthConnectStates').where('expiresAt', '<', before).execute();
      await db.deleteFrom('oauthPendingConnections').where('expiresAt', '<', before).execute();
    },
    async findInstanceClient(platform, apiUrl, redirectUri) {
      return db
        .selectFrom('oauthInstanceClients')
        .selectAll()
        .where('platform', '=', platform)
        .where('apiUrl', '=', apiUrl)
        .where('redirectUri', '=', redirectUri)
        .executeTakeFirst();
    },
    async insertInstanceClient(client) {
      const r = await db
        .insertInto('oauthInstanceClients')
        .values(client)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
  };
}
