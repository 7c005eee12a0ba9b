import { isLanguage } from '../../../domain/languages.js';
import type { AccountRepository, Workspace } from '../../../ports/persistence/accounts.js';
import type { WorkspacesTable } from '../schema.js';
import type { Executor } from './executor.js';

function toWorkspace({ defaultLanguage, ...w }: WorkspacesTable): Workspace {
  return {
    ...w,
    defaultLanguage: defaultLanguage !== null && isLanguage(defaultLanguage) ? defaultLanguage : null,
  };
}

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
    async listAccounts(page) {
      let q = db.selectFrom('accounts').selectAll();
      if (page.after !== undefined) q = q.where('id', '>', page.after);
      return q.orderBy('id', 'asc').limit(page.limit).execute();
    },
    async insertWorkspace(workspace) {
      await db.insertInto('workspaces').values(workspace).execute();
    },
    async findWorkspace(id) {
      const row = await db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toWorkspace(row);
    },
    async updateWorkspace(id, change) {
      await db.updateTable('workspaces').set(change).where('id', '=', id).execute();
    },
    async listWorkspaces(accountId, page) {
      let q = db.selectFrom('workspaces').selectAll().where('accountId', '=', accountId);
      if (page.after !== undefined) q = q.where('id', '>', page.after);
      if (page.only) q = q.where('id', '=', page.only);
      return (await q.orderBy('id', 'asc').limit(page.limit).execute()).map(toWorkspace);
    },
    async defaultWorkspace(accountId) {
      const row = await db
        .selectFrom('workspaces')
        .selectAll()
        .where('accountId', '=', accountId)
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
      return row && toWorkspace(row);
    },
  };
}
