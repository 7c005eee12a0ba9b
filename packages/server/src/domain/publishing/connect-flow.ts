/**
 * Connecting an `oauth` account through the platform's own sign-in (SPEC §6):
 *
 * 1. `startConnection` (POST /social-accounts/connect): a random state, single use, valid ten
 *    minutes, stored as a hash and bound to the workspace and the token that asked, with its PKCE
 *    verifier sealed; answers the platform's consent page. Mastodon first registers the service
 *    on the instance, once per instance.
 * 2. `completeConnection` (GET /oauth/{platform}/callback, where the platform sends the browser
 *    back): the state is consumed, the code exchanged, the account identified and created — or,
 *    when the workspace already has it, reconnected in place under the same id.
 * 3. When the platform offers several destinations (Pinterest boards, Facebook pages, Instagram
 *    business accounts) none is guessed: the signed-in connection waits, sealed, ten minutes for
 *    `choosePendingDestination`.
 *
 * Nothing is created by a refused step, and no token, verifier or secret is stored in clear.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeliveryError } from '../../ports/connector.js';
import type {
  ConnectedIdentity,
  Destination,
  OAuthClient,
  OAuthCredentials,
  OAuthTokens,
} from '../../ports/oauth-platform.js';
import { OutboundError } from '../../ports/outbound-http.js';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import { AppError, conflict, forbidden, invalidRequest, notFound } from '../app-error.js';
import { isWellFormedId, newId } from '../ids.js';
import { type AuthContext, isCallerLive, requireRole } from '../tokens.js';
import { callbackUrlOf, clientFor } from './oauth-tokens.js';
import { isConnectFlowPlatform, isOAuthAppPlatform, type SocialPlatform } from './platforms.js';
import type { OAuthPlatformEntry, PublishingDeps } from './publishing-deps.js';
import { checkReachable } from './social-accounts.js';

/** How long a connect request waits for the platform's callback, and a connection for its destination. */
export const CONNECT_WINDOW_MS = 10 * 60_000;
/** How long one call to the platform during the flow may take. */
const PLATFORM_CALL_MS = 20_000;

export type ConnectDeps = Pick<
  PublishingDeps,
  'store' | 'clock' | 'secrets' | 'outbound' | 'oauth' | 'publicUrl' | 'connectRedirectOrigins'
>;

export interface ConnectRequest {
  platform: SocialPlatform;
  redirectTo?: string | undefined;
  /** Mastodon: the instance, as a host name or an https URL. */
  instance?: string | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');
const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Starts connecting an account: answers the platform's consent page to send the user to. */
export async function startConnection(
  deps: ConnectDeps,
  caller: AuthContext,
  workspaceId: string,
  input: ConnectRequest,
): Promise<{ authorizeUrl: string; expiresAt: string }> {
  if (caller.kind === 'agent') {
    throw forbidden(
      'An agent token connects accounts as agent_session with POST /social-accounts (the agent then posts with its own tools); the platform sign-in is for API tokens.',
    );
  }
  requireRole(caller, 'editor', 'connect social accounts');
  const { platform } = input;
  if (!isConnectFlowPlatform(platform)) {
    throw invalidRequest(
      platform === 'webhook'
        ? 'A webhook account is created with POST /social-accounts { platform: "webhook", webhookUrl }.'
        : `A ${platform} account is connected with POST /social-accounts and its credentials.`,
      [{ path: 'body.platform', message: `${platform} does not sign in here; use POST /social-accounts` }],
    );
  }
  const entry = deps.oauth[platform];
  if (!entry) throw notConfigured(platform);
  const perInstance = entry.oauth.registerClient !== undefined;
  if (!perInstance && input.instance !== undefined) {
    throw invalidRequest(`instance: only Mastodon accounts name their instance.`, [
      { path: 'body.instance', message: `not taken by platform ${platform}` },
    ]);
  }
  if (perInstance && input.instance === undefined) {
    throw invalidRequest(`A ${platform} account names its instance, e.g. "mastodon.social".`, [
      { path: 'body.instance', message: `required for platform ${platform}` },
    ]);
  }
  const redirectTo = input.redirectTo === undefined ? null : checkRedirect(deps, input.redirectTo);
  const redirectUri = callbackUrlOf(deps.publicUrl, platform);
  let client = entry.app;
  if (perInstance) {
    const apiUrl = instanceUrlOf(input.instance!);
    await checkReachable(deps, apiUrl, 'body.instance');
    client = await instanceClient(deps, platform, entry, apiUrl);
  }
  if (!client) throw notConfigured(platform);

  const state = randomToken();
  const codeVerifier = randomToken();
  const id = newId('cst');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CONNECT_WINDOW_MS).toISOString();
  await deps.store.oauthConnections.insertState({
    id,
    stateHash: sha256(state),
    workspaceId,
    accountId: caller.accountId,
    tokenId: caller.tokenId,
    platform,
    apiUrl: client.apiUrl,
    redirectTo,
    secrets: deps.secrets.seal(JSON.stringify({ codeVerifier }), id),
    expiresAt,
    usedAt: null,
    createdAt: now.toISOString(),
  });
  const authorizeUrl = entry.oauth.authorizeUrl(client, {
    state,
    codeChallenge: pkceChallenge(codeVerifier),
    redirectUri,
  });
  return { authorizeUrl, expiresAt };
}

function notConfigured(platform: SocialPlatform): AppError {
  if (!isOAuthAppPlatform(platform)) {
    return new AppError('platform_not_configured', `This server does not offer ${platform} sign-in.`);
  }
  const settings = [`${platform.toUpperCase()}_CLIENT_ID`, `${platform.toUpperCase()}_CLIENT_SECRET`];
  return new AppError(
    'platform_not_configured',
    `This server does not offer ${platform} sign-in: the operator has not registered an app with ${platform} (${settings.join(' and ')}).`,
    { platform, settings },
  );
}

/** `redirectTo` may only lead back to PUBLIC_URL's origin or one the operator allowed: no open redirect. */
function checkRedirect(deps: Pick<ConnectDeps, 'connectRedirectOrigins'>, redirectTo: string): string {
  let url: URL | undefined;
  try {
    url = new URL(redirectTo);
  } catch {}
  if (!url || !deps.connectRedirectOrigins.includes(url.origin)) {
    throw invalidRequest(
      `redirectTo must lead to this service (${deps.connectRedirectOrigins[0]}) or an origin the operator allowed in CONNECT_REDIRECT_ORIGINS.`,
      [{ path: 'body.redirectTo', message: 'not an allowed origin' }],
    );
  }
  return url.href;
}

/** A host name (`mastodon.social`, reached over https) or an http(s) URL of the instance's origin. */
function instanceUrlOf(instance: string): string {
  const refuse = () =>
    invalidRequest('instance is a host name like "mastodon.social" or its https URL.', [
      { path: 'body.instance', message: 'must be a host name or an http(s) URL without a path' },
    ]);
  let url: URL;
  try {
    url = new URL(instance.includes('://') ? instance : `https://${instance}`);
  } catch {
    throw refuse();
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  // Tokens never travel in clear to a public instance; plain http is for one on this machine or
  // network (development), which the address rules refuse unless ALLOW_PRIVATE_TARGETS is set.
  const local = url.hostname === 'localhost' || /^[\d.]+$|^\[/.test(url.hostname);
  if (url.protocol === 'http:' && !local) {
    throw invalidRequest('instance must be reached over https.', [
      { path: 'body.instance', message: 'must use https' },
    ]);
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !bare ||
    (!url.hostname.includes('.') && url.hostname !== 'localhost')
  ) {
    throw refuse();
  }
  return url.origin;
}

/** The service's app on the instance, registered the first time anyone connects from it. */
async function instanceClient(
  deps: ConnectDeps,
  platform: SocialPlatform,
  entry: OAuthPlatformEntry,
  apiUrl: string,
): Promise<OAuthClient> {
  const known = await clientFor(deps, platform, entry, apiUrl);
  if (known) return known;
  const redirectUri = callbackUrlOf(deps.publicUrl, platform);
  let registered: OAuthClient;
  try {
    registered = await entry.oauth.registerClient!(
      apiUrl,
      redirectUri,
      AbortSignal.timeout(PLATFORM_CALL_MS),
    );
  } catch (err) {
    if (err instanceof OutboundError) {
      throw invalidRequest(`instance cannot be used: ${err.message}.`, [
        { path: 'body.instance', message: err.message },
      ]);
    }
    if (!(err instanceof DeliveryError)) throw err;
    if (err.options.transient || err.options.unclear) {
      throw new AppError('unavailable', `The instance ${apiUrl} could not be reached: ${err.message}`);
    }
    throw invalidRequest(`The instance ${apiUrl} refused to register this service: ${err.message}`, [
      { path: 'body.instance', message: 'refused the registration' },
    ]);
  }
  const id = newId('ocl');
  await deps.store.oauthConnections.insertInstanceClient({
    id,
    platform,
    apiUrl,
    redirectUri,
    authUrl: registered.authUrl,
    clientId: registered.clientId,
    clientSecret: deps.secrets.seal(registered.clientSecret, id),
    createdAt: deps.clock.now().toISOString(),
  });
  // Another request may have registered first: every connection uses the one stored.
  return (await clientFor(deps, platform, entry, apiUrl))!;
}

/** Why a callback did not connect an account; the codes a client reads from `?code=`. */
export type ConnectFailure =
  | 'state_missing'
  | 'state_unknown'
  | 'state_used'
  | 'state_expired'
  | 'platform_mismatch'
  | 'access_denied'
  | 'platform_refused'
  | 'token_revoked'
  | 'platform_not_configured'
  | 'platform_unavailable'
  | 'no_destinations'
  | 'account_conflict';

export type ConnectOutcome = { redirectTo: string | null } & (
  | { status: 'connected'; account: SocialAccountRecord; reconnected: boolean }
  | {
      status: 'choose_destination';
      connectionId: string;
      platform: SocialPlatform;
      handle: string;
      destinations: { id: string; name: string }[];
      expiresAt: string;
    }
  | { status: 'error'; code: ConnectFailure; message: string }
);

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/** What the platform's callback leads to: an account connected, a destination to choose, or why not. */
export async function completeConnection(
  deps: ConnectDeps,
  platform: string,
  query: CallbackQuery,
): Promise<ConnectOutcome> {
  let redirectTo: string | null = null;
  const failed = (code: ConnectFailure, message: string): ConnectOutcome => ({
    status: 'error',
    code,
    message,
    redirectTo,
  });
  if (!query.state) return failed('state_missing', 'The sign-in came back without its state; start again.');
  const state = await deps.store.oauthConnections.findStateByHash(sha256(query.state));
  if (!state) {
    return failed('state_unknown', 'This sign-in is not one this service started; start again.');
  }
  redirectTo = state.redirectTo;
  const now = deps.clock.now().toISOString();
  const consumed = await deps.store.oauthConnections.consumeState(state.id, now);
  if (state.platform !== platform) {
    return failed(
      'platform_mismatch',
      `This sign-in was started for ${state.platform}, not ${platform}; start again.`,
    );
  }
  if (!consumed) {
    return state.usedAt !== null || state.expiresAt > now
      ? failed('state_used', 'This sign-in was already completed; start again to connect another account.')
      : failed('state_expired', 'This sign-in took longer than ten minutes; start again.');
  }
  if (query.error !== undefined) {
    return query.error === 'access_denied'
      ? failed('access_denied', `You declined to give access on ${platform}; nothing was connected.`)
      : failed('platform_refused', `${platform} did not sign in: ${query.error_description ?? query.error}.`);
  }
  if (!query.code) return failed('platform_refused', `${platform} came back without a code; start again.`);

  if (!(await isCallerLive(deps.store, state.tokenId, now))) {
    return failed('token_revoked', 'The token that started this sign-in is no longer valid; start again.');
  }
  const entry = deps.oauth[state.platform];
  const client = entry && (await clientFor(deps, state.platform, entry, state.apiUrl));
  if (!entry || !client) {
    return failed('platform_not_configured', `This server no longer offers ${state.platform} sign-in.`);
  }
  const { codeVerifier } = JSON.parse(deps.secrets.open(state.secrets, state.id)) as { codeVerifier: string };
  let tokens: OAuthTokens;
  let identity: ConnectedIdentity;
  try {
    const signal = AbortSignal.timeout(PLATFORM_CALL_MS);
    tokens = await entry.oauth.exchangeCode(
      client,
      { code: query.code, codeVerifier, redirectUri: callbackUrlOf(deps.publicUrl, state.platform) },
      signal,
    );
    identity = await entry.oauth.identify(client, tokens, signal);
  } catch (err) {
    if (!(err instanceof DeliveryError)) throw err;
    return err.options.transient || err.options.unclear
      ? failed('platform_unavailable', `${state.platform} could not be reached: ${err.message} Start again.`)
      : failed('platform_refused', `${state.platform} refused the sign-in: ${err.message}`);
  }
  const connecting: Connecting = {
    workspaceId: state.workspaceId,
    accountId: state.accountId,
    tokenId: state.tokenId,
    platform: state.platform,
    apiUrl: client.apiUrl,
    tokens,
    identity,
  };
  const { destinations } = identity;
  if (destinations !== undefined && destinations.length === 0) {
    return failed('no_destinations', noDestinations(state.platform));
  }
  if (destinations !== undefined && destinations.length > 1) {
    const pending = await keepPending(deps, connecting);
    return {
      status: 'choose_destination',
      connectionId: pending.id,
      platform: state.platform,
      handle: identity.handle,
      destinations: destinations.map(({ id, name }) => ({ id, name })),
      expiresAt: pending.expiresAt,
      redirectTo,
    };
  }
  try {
    const { account, reconnected } = await connectAccount(deps, connecting, destinations?.[0]);
    return { status: 'connected', account, reconnected, redirectTo };
  } catch (err) {
    if (err instanceof AppError && err.code === 'conflict') return failed('account_conflict', err.detail);
    throw err;
  }
}

const DESTINATION_KINDS: Partial<Record<SocialPlatform, string>> = {
  facebook: 'this Facebook user manages no Page; create one or ask for a role on one, then connect again',
  instagram:
    'this user has no Instagram business or creator account linked to a Facebook Page; link one, then connect again',
  pinterest: 'this Pinterest account has no board; create one, then connect again',
};

const noDestinations = (platform: SocialPlatform) =>
  `Nothing to post to: ${DESTINATION_KINDS[platform] ?? `this ${platform} account offers no destination`}.`;

interface Connecting {
  workspaceId: string;
  accountId: string;
  tokenId: string;
  platform: SocialPlatform;
  apiUrl: string;
  tokens: OAuthTokens;
  identity: ConnectedIdentity;
}

/** Handles are lower case, without "@", spaces or slashes (what POST /social-accounts keeps). */
function handleOf(identity: ConnectedIdentity, destination: Destination | undefined): string {
  const raw = destination ? (destination.handle ?? destination.name) : identity.handle;
  const handle = raw
    .trim()
    .replace(/^@/, '')
    .toLowerCase()
    .replace(/[\s/]+/g, '-')
    .slice(0, 100);
  return handle === '' ? (destination?.id ?? identity.externalId) : handle;
}

/**
 * Creates the account, or reconnects in place the workspace's account of that platform with the
 * same platform id (same id, new credentials, active again). With a destination, the account is
 * the destination: its id is the platform id, and its token comes with the credentials.
 */
async function connectAccount(
  deps: ConnectDeps,
  c: Connecting,
  destination: Destination | undefined,
): Promise<{ account: SocialAccountRecord; reconnected: boolean }> {
  const externalId = destination?.id ?? c.identity.externalId;
  const credentials: OAuthCredentials = {
    kind: 'oauth',
    apiUrl: c.apiUrl,
    tokens: c.tokens,
    ...(destination ? { destination } : {}),
  };
  const at = deps.clock.now().toISOString();
  const existing = await deps.store.socialAccounts.findByExternalId(c.workspaceId, c.platform, externalId);
  if (existing && existing.connection === 'oauth') {
    await deps.store.socialAccounts.reconnect(existing.id, {
      credentials: deps.secrets.seal(JSON.stringify(credentials), existing.id),
      externalId,
      webhookUrl: null,
      at,
    });
    return { account: (await deps.store.socialAccounts.find(existing.id))!, reconnected: true };
  }
  const id = newId('sa');
  const account: SocialAccountRecord = {
    id,
    workspaceId: c.workspaceId,
    accountId: c.accountId,
    platform: c.platform,
    handle: handleOf(c.identity, destination),
    connection: 'oauth',
    status: 'active',
    statusReason: null,
    externalId,
    webhookUrl: null,
    credentials: deps.secrets.seal(JSON.stringify(credentials), id),
    createdByTokenId: c.tokenId,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
  };
  if (!(await deps.store.socialAccounts.insert(account))) {
    throw conflict(
      `This workspace already has a ${c.platform} account @${account.handle} connected another way; delete it first to connect this one.`,
    );
  }
  return { account, reconnected: false };
}

interface PendingSecrets {
  apiUrl: string;
  tokens: OAuthTokens;
  identity: ConnectedIdentity;
}

async function keepPending(deps: ConnectDeps, c: Connecting): Promise<{ id: string; expiresAt: string }> {
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
