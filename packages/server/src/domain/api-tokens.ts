import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/persistence/store.js';
import type { Role, TokenKind, TokenRecord } from '../ports/persistence/tokens.js';
import { notFound } from './app-error.js';
import { type AuthContext, issueToken, requireRole, revokeToken } from './tokens.js';

/** Managing an account's API and agent tokens from the API (and so the web app): owners only. */
export interface ApiTokenDeps {
  store: Store;
  clock: Clock;
}

export async function listApiTokens(
  deps: ApiTokenDeps,
  auth: AuthContext,
  page: { limit: number; before?: string },
): Promise<TokenRecord[]> {
  requireRole(auth, 'owner', 'list the account’s tokens');
  return deps.store.tokens.listActive(auth.accountId, deps.clock.now().toISOString(), page);
}

export async function createApiToken(
  deps: ApiTokenDeps,
  auth: AuthContext,
  input: { name: string; role: Role; kind: TokenKind; workspaceId?: string; expiresInDays?: number },
): Promise<{ token: string; record: TokenRecord }> {
  requireRole(auth, 'owner', 'create tokens');
  // A caller restricted to one workspace can only hand out tokens restricted to it too.
  const workspaceId = input.workspaceId ?? auth.workspaceId;
  if (auth.workspaceId && workspaceId !== auth.workspaceId) throw notFound('The workspace');
  return issueToken(deps.store, deps.clock, {
    accountId: auth.accountId,
    workspaceId: workspaceId ?? null,
    userId: auth.userId,
    kind: input.kind,
    role: input.role,
    name: input.name,
    expiresInDays: input.expiresInDays ?? null,
  });
}

export async function revokeApiToken(deps: ApiTokenDeps, auth: AuthContext, tokenId: string): Promise<void> {
  requireRole(auth, 'owner', 'revoke tokens');
  const record = await deps.store.tokens.find(tokenId);
  if (!record || record.accountId !== auth.accountId || record.revokedAt) throw notFound('The token');
  if (auth.workspaceId && record.workspaceId !== auth.workspaceId) throw notFound('The token');
  await revokeToken(deps.store, deps.clock, tokenId);
}
