/**
 * Connecting an `oauth` account through the platform's own sign-in:
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
import type { ConnectedIdentity, OAuthTokens } from '../../ports/oauth-platform.js';
import { OutboundError } from '../../ports/outbound-http.js';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import { AppError, forbidden, invalidRequest } from '../app-error.js';
import { newId } from '../ids.js';
import { type AuthContext, hasRole, isCallerLive, requireRole } from '../tokens.js';
import {
  CONNECT_WINDOW_MS,
  type ConnectDeps,
  type Connecting,
  connectAccount,
  noDestinations,
  PLATFORM_CALL_MS,
} from './connect-account.js';
import { instanceClient, instanceUrlOf } from './mastodon-instances.js';
import { callbackUrlOf, clientFor } from './oauth-tokens.js';
import { keepPending } from './pending-connections.js';
import { connectedIdentitySchema, fromPlatform, oauthTokensSchema } from './platform-answers.js';
import { isConnectFlowPlatform, isOAuthAppPlatform, type SocialPlatform } from './platforms.js';
import { checkReachable } from './social-accounts.js';

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

/** Why a callback did not connect an account; the codes a client reads from `?code=`. */
export type ConnectFailure =
  | 'state_missing'
  | 'state_unknown'
  | 'state_used'
  | 'state_expired'
  | 'platform_mismatch'
  | 'wrong_browser'
  | 'sign_in_required'
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

/**
 * Whether the browser the platform sent back may complete the sign-in (OAuth 2.0 Security BCP,
 * binding the state to the user agent): a sign-in started in the web application only in that
 * same session; one started with a token only in a browser signed in to the account, as an
 * editor or owner. Otherwise whoever started it could send someone else the consent page and
 * have that person's platform account land in their workspace.
 */
function browserMayComplete(
  state: { tokenId: string; accountId: string },
  browser: AuthContext | undefined,
): ConnectFailure | undefined {
  if (state.tokenId.startsWith('ses_'))
    return browser?.tokenId === state.tokenId ? undefined : 'wrong_browser';
  if (!browser || browser.accountId !== state.accountId || !hasRole(browser, 'editor'))
    return 'sign_in_required';
  return undefined;
}

/**
 * What the platform's callback leads to: an account connected, a destination to choose, or why not.
 * `browser` is the session the browser that came back is signed in with, if any.
 */
export async function completeConnection(
  deps: ConnectDeps,
  platform: string,
  query: CallbackQuery,
  browser?: AuthContext,
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
  // The state is used up either way: a refused browser's code cannot be brought back by another.
  const refusal = browserMayComplete(state, browser);
  if (refusal === 'wrong_browser') {
    return failed(
      refusal,
      'This sign-in was started in another browser, or this browser has signed out since; nothing was connected. Start again from the browser you are signed in with.',
    );
  }
  if (refusal === 'sign_in_required') {
    return failed(
      refusal,
      'Only someone signed in to the account, as an editor or owner, can finish connecting an account: sign in to Contentforge in this browser, then start again. Nothing was connected.',
    );
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
    const exchange = {
      code: query.code,
      codeVerifier,
      redirectUri: callbackUrlOf(deps.publicUrl, state.platform),
    };
    tokens = await fromPlatform(state.platform, oauthTokensSchema, () =>
      entry.oauth.exchangeCode(client, exchange, signal),
    );
    identity = await fromPlatform(state.platform, connectedIdentitySchema, () =>
      entry.oauth.identify(client, tokens, signal),
    );
  } catch (err) {
    if (err instanceof OutboundError) {
      return failed(
        'platform_unavailable',
        `${state.platform} could not be reached: ${err.message}. Start again.`,
      );
    }
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
