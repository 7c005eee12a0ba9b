import type { AccountRepository } from '../../../ports/persistence/accounts.js';
import type { Executor } from './executor.js';

export function accountRepository(db: Executor): AccountRepository {
  return {
    async insertAccount(account) {
      await db.insertInto('accounts').values(account).execute();
    },
    async findAccount(id) {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async countAccounts() {
      const r = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async firstAccount() {
      return db
        .selectFrom('accounts')
        .selectAll()
        .orderBy('createdAt', 'asc')
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
    },
    async insertWorkspace(workspace) {
      await db.insertInto('workspaces').values(workspace).execute();
    },
    async findWorkspace(id) {
      return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async listWorkspaces(accountId, page) {
      let q = db.selectFrom('workspaces').selectAll().where('accountId', '=', accountId);
      if (page.after !== undefined) q = q.where('id', '>', page.after);
      if (page.only) q = q.where('id', '=', page.only);
      return q.orderBy('id', 'asc').limit(page.limit).execute();
    },
    async defaultWorkspace(accountId) {
      return db
        .selectFrom('workspaces')
        .selectAll()
        .where('accountId', '=', accountId)
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
