import type { Language } from '../../domain/languages.js';
/**
 * Accounts (the billing owner) and their workspaces.
 */

export interface Account {
  id: string;
  name: string;
  createdAt: string;
}

export interface Workspace {
  id: string;
  accountId: string;
  name: string;
  createdAt: string;
  /** The language copy is written in when neither the request nor the subject tells; null: English. */
  defaultLanguage?: Language | null;
}

export interface AccountRepository {
  insertAccount(account: Account): Promise<void>;
  findAccount(id: string): Promise<Account | undefined>;
  countAccounts(): Promise<number>;
  /** The oldest account (the one a first start creates). */
  firstAccount(): Promise<Account | undefined>;
  /** Oldest first, `limit` at a time after the account `after`. */
  listAccounts(page: { limit: number; after?: string | undefined }): Promise<Account[]>;
  insertWorkspace(workspace: Workspace): Promise<void>;
  findWorkspace(id: string): Promise<Workspace | undefined>;
  updateWorkspace(id: string, change: Partial<Pick<Workspace, 'name' | 'defaultLanguage'>>): Promise<void>;
  /** Oldest first: the first is the account's default workspace. */
  listWorkspaces(
    accountId: string,
    page: { limit: number; after?: string | undefined; only?: string | null },
  ): Promise<Workspace[]>;
  defaultWorkspace(accountId: string): Promise<Workspace | undefined>;
}
