import type { Clock } from '../ports/clock.js';
import type { Account, Workspace } from '../ports/persistence/accounts.js';
import type { Store } from '../ports/persistence/store.js';
import { forbidden, notFound } from './app-error.js';
import type { CreditLedger } from './credits/credit-ledger.js';
import { newId } from './ids.js';
import type { Language } from './languages.js';
import { type AuthContext, issueToken, requireRole } from './tokens.js';

export interface AccountsDeps {
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  trial: { credits: number; days: number };
}

export interface CreatedAccount {
  account: Account;
  workspace: Workspace;
  token: string;
  tokenId: string;
}

const DEFAULT_WORKSPACE_NAME = 'Default';

/**
 * Creates an account with its default workspace, its wallet and an account-wide owner token, in
 * one transaction. With `credits`, the wallet starts with exactly that many standard credits and no
 * trial; without, it gets the trial grant.
 */
export async function createAccount(
  deps: AccountsDeps,
  input: { name: string; credits?: number; token?: string },
  tx: Store = deps.store,
): Promise<CreatedAccount> {
  return tx.transaction(async (t) => {
    const now = deps.clock.now();
    const account: Account = { id: newId('acct'), name: input.name, createdAt: now.toISOString() };
    await t.accounts.insertAccount(account);
    const workspace: Workspace = {
      id: newId('ws'),
      accountId: account.id,
      name: DEFAULT_WORKSPACE_NAME,
      createdAt: now.toISOString(),
    };
    await t.accounts.insertWorkspace(workspace);
    await deps.credits.openWallet(
      t,
      account.id,
      input.credits !== undefined
        ? { standardCredits: input.credits }
        : {
            trialCredits: deps.trial.credits,
            trialExpiresAt: new Date(now.getTime() + deps.trial.days * 86_400_000).toISOString(),
          },
    );
    const issued = await issueToken(t, deps.clock, {
      accountId: account.id,
      kind: 'api',
      role: 'owner',
      name: 'owner',
      ...(input.token ? { token: input.token } : {}),
    });
    return { account, workspace, token: issued.token, tokenId: issued.record.id };
  });
}

export async function createWorkspace(
  deps: Pick<AccountsDeps, 'store' | 'clock'>,
  input: { accountId: string; name: string; defaultLanguage?: Language | null | undefined },
): Promise<Workspace> {
  const account = await deps.store.accounts.findAccount(input.accountId);
  if (!account) throw notFound('The account');
  const workspace: Workspace = {
    id: newId('ws'),
    accountId: account.id,
    name: input.name,
    createdAt: deps.clock.now().toISOString(),
    ...(input.defaultLanguage != null ? { defaultLanguage: input.defaultLanguage } : {}),
  };
  await deps.store.accounts.insertWorkspace(workspace);
  return workspace;
}

/** A workspace as the API shows it. */
export type ShownWorkspace = Workspace & { defaultLanguage: Language | null; isDefault: boolean };

/**
 * An owner adds a workspace to their account. A token restricted to one workspace reaches no other,
 * so it cannot make one either.
 */
export async function addWorkspace(
  deps: Pick<AccountsDeps, 'store' | 'clock'>,
  caller: AuthContext,
  input: { name: string; defaultLanguage?: Language | null | undefined },
): Promise<ShownWorkspace> {
  requireRole(caller, 'owner', 'create workspaces');
  if (caller.workspaceId !== null) {
    throw forbidden('A token restricted to one workspace cannot create others; use an account-wide one.');
  }
  const workspace = await createWorkspace(deps, {
    accountId: caller.accountId,
    name: input.name,
    defaultLanguage: input.defaultLanguage,
  });
  return { ...workspace, defaultLanguage: workspace.defaultLanguage ?? null, isDefault: false };
}

/**
 * An owner renames a workspace they can reach, or sets the language its copy is written in when
 * neither a request nor its subject tells (null: back to English; a documented language whose copy
 * is not yet written is kept, and English written until it is); any other is 404, like every
 * resource.
 */
export async function renameWorkspace(
  deps: Pick<AccountsDeps, 'store'>,
  caller: AuthContext,
  id: string,
  change: { name?: string | undefined; defaultLanguage?: Language | null | undefined },
): Promise<ShownWorkspace> {
  requireRole(caller, 'owner', 'change workspaces');
  const workspace = await deps.store.accounts.findWorkspace(id);
  if (
    !workspace ||
    workspace.accountId !== caller.accountId ||
    (caller.workspaceId !== null && caller.workspaceId !== id)
  ) {
    throw notFound('The workspace');
  }
  const update = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.defaultLanguage !== undefined ? { defaultLanguage: change.defaultLanguage } : {}),
  };
  if (Object.keys(update).length > 0) await deps.store.accounts.updateWorkspace(id, update);
  const defaultWorkspace = await deps.store.accounts.defaultWorkspace(caller.accountId);
  return {
    ...workspace,
    defaultLanguage: workspace.defaultLanguage ?? null,
    ...update,
    isDefault: defaultWorkspace?.id === id,
  };
}

/**
 * The workspaces a token can reach, oldest first, each saying whether it is the account's default
 * (its first): all of the account's, or only its own for a token restricted to one.
 */
export async function listWorkspaces(
  deps: Pick<AccountsDeps, 'store'>,
  caller: AuthContext,
  page: { limit: number; after?: string | undefined },
): Promise<ShownWorkspace[]> {
  const defaultWorkspace = await deps.store.accounts.defaultWorkspace(caller.accountId);
  const rows = await deps.store.accounts.listWorkspaces(caller.accountId, {
    ...page,
    only: caller.workspaceId,
  });
  return rows.map((w) => ({
    ...w,
    defaultLanguage: w.defaultLanguage ?? null,
    isDefault: w.id === defaultWorkspace?.id,
  }));
}

/** One account as the operator sees it: its workspaces (the default first), owners and balance. */
export interface AccountOverview {
  account: Account;
  workspaces: Workspace[];
  /** The emails of the users who own it (none until an owner sets a password). */
  owners: string[];
  balance: number;
}

/**
 * Accounts, oldest first, for the operator: the way back to an account whose owner token was lost
 * (a new one is issued for its id).
 */
export async function listAccounts(
  deps: Pick<AccountsDeps, 'store' | 'credits'>,
  page: { limit: number; after?: string | undefined },
): Promise<AccountOverview[]> {
  const accounts = await deps.store.accounts.listAccounts(page);
  return Promise.all(
    accounts.map(async (account) => {
      const [workspaces, members, credits] = await Promise.all([
        deps.store.accounts.listWorkspaces(account.id, { limit: 100 }),
        deps.store.users.members(account.id),
        deps.credits.balance(account.id),
      ]);
      const owners = members.filter((m) => m.role === 'owner').map((m) => m.email);
      return { account, workspaces, owners, balance: credits.balance };
    }),
  );
}

/**
 * On an empty database, creates the default account, its workspace and an owner token (the
 * operator's BOOTSTRAP_TOKEN when given) and answers them; answers null otherwise. Safe when several
 * processes start at once: exactly one of them bootstraps.
 */
export async function bootstrap(deps: AccountsDeps, bootstrapToken?: string): Promise<CreatedAccount | null> {
  return deps.store.transaction(async (t) => {
    const claimed = await t.state.claim(
      'bootstrap',
      deps.clock.now().toISOString(),
      deps.clock.now().toISOString(),
    );
    if (!claimed) return null;
    if ((await t.accounts.countAccounts()) > 0) return null;
    return createAccount(deps, { name: 'Default', ...(bootstrapToken ? { token: bootstrapToken } : {}) }, t);
  });
}
