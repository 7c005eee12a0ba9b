import type { Clock } from '../ports/clock.js';
import type { Account, Workspace } from '../ports/persistence/accounts.js';
import type { Store } from '../ports/persistence/store.js';
import { notFound } from './app-error.js';
import type { CreditLedger } from './credits/credit-ledger.js';
import { newId } from './ids.js';
import { type AuthContext, issueToken } from './tokens.js';

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
  input: { accountId: string; name: string },
): Promise<Workspace> {
  const account = await deps.store.accounts.findAccount(input.accountId);
  if (!account) throw notFound('The account');
  const workspace: Workspace = {
    id: newId('ws'),
    accountId: account.id,
    name: input.name,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.store.accounts.insertWorkspace(workspace);
  return workspace;
}

/**
 * The workspaces a token can reach, oldest first, each saying whether it is the account's default
 * (its first): all of the account's, or only its own for a token restricted to one.
 */
export async function listWorkspaces(
  deps: Pick<AccountsDeps, 'store'>,
  caller: AuthContext,
  page: { limit: number; after?: string | undefined },
): Promise<Array<Workspace & { isDefault: boolean }>> {
  const defaultWorkspace = await deps.store.accounts.defaultWorkspace(caller.accountId);
  const rows = await deps.store.accounts.listWorkspaces(caller.accountId, {
    ...page,
    only: caller.workspaceId,
  });
  return rows.map((w) => ({ ...w, isDefault: w.id === defaultWorkspace?.id }));
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
