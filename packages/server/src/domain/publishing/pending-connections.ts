/**
 * A signed-in connection waiting, sealed, for its destination (a Pinterest board, a Facebook page),
 * chosen by the user within the connect window; then used up. Expired ones are forgotten.
 */
import type { ConnectedIdentity, OAuthTokens } from '../../ports/oauth-platform.js';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import { forbidden, invalidRequest, notFound } from '../app-error.js';
import { isWellFormedId, newId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import { CONNECT_WINDOW_MS, type ConnectDeps, type Connecting, connectAccount } from './connect-account.js';
import type { SocialPlatform } from './platforms.js';

interface PendingSecrets {
  apiUrl: string;
  tokens: OAuthTokens;
  identity: ConnectedIdentity;
}

export async function keepPending(
  deps: ConnectDeps,
  c: Connecting,
): Promise<{ id: string; expiresAt: string }> {
  const id = newId('conn');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CONNECT_WINDOW_MS).toISOString();
  const secrets: PendingSecrets = { apiUrl: c.apiUrl, tokens: c.tokens, identity: c.identity };
  await deps.store.oauthConnections.insertPending({
    id,
    workspaceId: c.workspaceId,
    accountId: c.accountId,
    tokenId: c.tokenId,
    platform: c.platform,
    sealed: deps.secrets.seal(JSON.stringify(secrets), id),
    expiresAt,
    usedAt: null,
    createdAt: now.toISOString(),
  });
  return { id, expiresAt };
}

export interface PendingConnectionView {
  id: string;
  platform: SocialPlatform;
  /** Who signed in. */
  handle: string;
  /** What the account can post to; never their tokens. */
  destinations: { id: string; name: string }[];
  expiresAt: string;
}

async function livePending(deps: ConnectDeps, caller: AuthContext, workspaceId: string, id: string) {
  const pending = isWellFormedId(id, 'conn') ? await deps.store.oauthConnections.findPending(id) : undefined;
  if (
    !pending ||
    pending.workspaceId !== workspaceId ||
    pending.accountId !== caller.accountId ||
    pending.usedAt !== null ||
    pending.expiresAt <= deps.clock.now().toISOString()
  ) {
    throw notFound('The pending connection');
  }
  const secrets = JSON.parse(deps.secrets.open(pending.sealed, pending.id)) as PendingSecrets;
  return { pending, secrets };
}

/** A signed-in connection waiting for its destination: who signed in and what they can post to. */
export async function getPendingConnection(
  deps: ConnectDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<PendingConnectionView> {
  const { pending, secrets } = await livePending(deps, caller, workspaceId, id);
  return {
    id: pending.id,
    platform: pending.platform,
    handle: secrets.identity.handle,
    destinations: (secrets.identity.destinations ?? []).map(({ id: d, name }) => ({ id: d, name })),
    expiresAt: pending.expiresAt,
  };
}

/** Connects the account to the destination chosen; the pending connection is then used up. */
export async function choosePendingDestination(
  deps: ConnectDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
  destinationId: string,
): Promise<{ account: SocialAccountRecord; reconnected: boolean }> {
  if (caller.kind === 'agent') {
    throw forbidden('An agent token cannot complete a platform sign-in; use an API token.');
  }
  requireRole(caller, 'editor', 'connect social accounts');
  const { pending, secrets } = await livePending(deps, caller, workspaceId, id);
  const destination = secrets.identity.destinations?.find((d) => d.id === destinationId);
  if (!destination) {
    throw invalidRequest('destinationId is not one of the destinations of this connection.', [
      { path: 'body.destinationId', message: 'not one of the destinations offered' },
    ]);
  }
  if (!(await deps.store.oauthConnections.consumePending(pending.id, deps.clock.now().toISOString()))) {
    throw notFound('The pending connection');
  }
  return connectAccount(
    deps,
    {
      workspaceId: pending.workspaceId,
      accountId: pending.accountId,
      tokenId: pending.tokenId,
      platform: pending.platform,
      apiUrl: secrets.apiUrl,
      tokens: secrets.tokens,
      identity: secrets.identity,
    },
    destination,
  );
}

/** Connect states and pending connections are kept a day past their expiry (to tell "used" from "unknown"), then forgotten. */
export async function forgetExpiredConnections(deps: Pick<ConnectDeps, 'store' | 'clock'>): Promise<void> {
  const before = new Date(deps.clock.now().getTime() - 24 * 60 * 60_000).toISOString();
  await deps.store.oauthConnections.removeExpired(before);
}
