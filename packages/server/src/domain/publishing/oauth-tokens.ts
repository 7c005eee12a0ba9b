/**
 * Keeps an `oauth` account's access token fresh for its connector: tokens are refreshed
 * before they expire, and one the platform rejects turns the account `needs_reconnect`. A token that
 * expires within five minutes is renewed before delivering; one the platform refuses although it
 * looked valid (revoked early, or expired sooner than announced) is renewed once and the delivery
 * tried again. A refresh the platform refuses is a `DeliveryError` with `credentialsRejected`, which
 * the delivery turns into `needs_reconnect`.
 *
 * Platforms that rotate refresh tokens (X, TikTok) accept each one once: two deliveries refreshing
 * the same account at once would have the second fail and, worse, lose the token the first got. So
 * refreshes of one account run one at a time in a process, each re-reading the stored credentials
 * first (a refresh that finds them changed uses them), and the new credentials replace the old only
 * if nobody replaced them meanwhile (compare-and-set, across processes). A refresh refused because
 * another process rotated the token first finds the new credentials stored and uses them.
 */
import { DeliveryError } from '../../ports/connector.js';
import type { OAuthClient, OAuthCredentials, OAuthTokens } from '../../ports/oauth-platform.js';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import type { SocialPlatform } from './platforms.js';
import type { OAuthPlatformEntry, PublishingDeps } from './publishing-deps.js';
import { openCredentials } from './social-accounts.js';

/** A token expiring sooner than this is renewed before it is used. */
export const REFRESH_MARGIN_MS = 5 * 60_000;

type TokenDeps = Pick<PublishingDeps, 'store' | 'clock' | 'secrets' | 'oauth' | 'publicUrl'>;

/** `{PUBLIC_URL}/v1/oauth/{platform}/callback`: the redirect URI registered with the platform. */
export const callbackUrlOf = (publicUrl: string, platform: SocialPlatform) =>
  `${publicUrl}/v1/oauth/${platform}/callback`;

/** The app an account's tokens belong to: the operator's, or the service's on the account's instance. */
export async function clientFor(
  deps: Pick<TokenDeps, 'store' | 'secrets' | 'publicUrl'>,
  platform: SocialPlatform,
  entry: OAuthPlatformEntry,
  apiUrl: string,
): Promise<OAuthClient | undefined> {
  if (entry.app) return entry.app;
  const record = await deps.store.oauthConnections.findInstanceClient(
    platform,
    apiUrl,
    callbackUrlOf(deps.publicUrl, platform),
  );
  if (!record) return undefined;
  return {
    clientId: record.clientId,
    clientSecret: deps.secrets.open(record.clientSecret, record.id),
    apiUrl: record.apiUrl,
    authUrl: record.authUrl,
  };
}

interface Stored {
  /** The sealed text as stored: what a compare-and-set compares. */
  sealed: string | null;
  credentials: OAuthCredentials;
  /** This call asked the platform for them (rather than finding them renewed by another). */
  renewedHere?: boolean;
}

/**
 * Runs `attempt` with the account's credentials, fresh: renewed first when the access token is
 * about to expire, and renewed once more if the platform refuses the token it was given.
 */
export async function withFreshCredentials<T>(
  deps: TokenDeps,
  account: SocialAccountRecord,
  attempt: (credentials: unknown) => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  const entry = account.connection === 'oauth' ? deps.oauth[account.platform] : undefined;
  if (!entry?.oauth.refresh || account.credentials === null) {
    return attempt(openCredentials(deps, account));
  }
  let current: Stored = { sealed: account.credentials, credentials: openOAuth(deps, account) };
  if (expiresSoon(current.credentials.tokens, deps.clock.now())) {
    current = await renew(deps, entry, account, current, signal);
  }
  try {
    return await attempt(current.credentials);
  } catch (err) {
    // Tokens this call has just been given by the platform are not renewed again.
    const refused = err instanceof DeliveryError && err.options.credentialsRejected;
    if (!refused || current.renewedHere) throw err;
    current = await renew(deps, entry, account, current, signal);
    return attempt(current.credentials);
  }
}

/**
 * The renewed tokens, with what the platform did not replace kept: one that does not rotate refresh
 * tokens answers none (the old one keeps working), and one may renew the token without its expiry.
 * Every platform's renewal goes through here, so no connector merges them itself.
 */
function keepRefreshToken(old: OAuthTokens, renewed: OAuthTokens): OAuthTokens {
  const refreshToken = renewed.refreshToken ?? old.refreshToken;
  // The old expiry holds only while the old refresh token does.
  const sameRefreshToken = refreshToken === old.refreshToken;
  const refreshExpiresAt = renewed.refreshExpiresAt ?? (sameRefreshToken ? old.refreshExpiresAt : undefined);
  return {
    ...renewed,
    ...(refreshToken ? { refreshToken } : {}),
    ...(refreshExpiresAt ? { refreshExpiresAt } : {}),
  };
}

function expiresSoon(tokens: OAuthTokens, now: Date): boolean {
  return tokens.expiresAt !== undefined && Date.parse(tokens.expiresAt) - now.getTime() < REFRESH_MARGIN_MS;
}

function openOAuth(deps: Pick<TokenDeps, 'secrets'>, account: SocialAccountRecord): OAuthCredentials {
  return openCredentials(deps, account) as OAuthCredentials;
}

async function reread(deps: TokenDeps, account: SocialAccountRecord): Promise<Stored> {
  const latest = await deps.store.socialAccounts.find(account.id);
  if (!latest || latest.credentials === null) {
    throw new DeliveryError(
      'account_not_found',
      `The ${account.platform} account was disconnected.`,
      'auth_expired',
    );
  }
  return { sealed: latest.credentials, credentials: openOAuth(deps, latest) };
}

/** Refreshes of one account in this process, one at a time. */
const renewals = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const previous = renewals.get(key) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  renewals.set(key, settled);
  void settled.then(() => {
    if (renewals.get(key) === settled) renewals.delete(key);
  });
  return run;
}

/**
 * Renews the account's tokens, unless they were renewed since `seen` was read (by another delivery
 * of this process or another process): then those are used.
 */
function renew(
  deps: TokenDeps,
  entry: OAuthPlatformEntry,
  account: SocialAccountRecord,
  seen: Stored,
  signal: AbortSignal,
): Promise<Stored> {
  return oneAtATime(account.id, async () => {
    const latest = await reread(deps, account);
    if (latest.sealed !== seen.sealed) return latest;
    const { tokens } = latest.credentials;
    // Whether the tokens can be renewed is the platform's to say: most need the refresh token,
    // Meta's exchange the long-lived access token itself.
    const client = await clientFor(deps, account.platform, entry, latest.credentials.apiUrl);
    if (!client) {
      throw new DeliveryError(
        'platform_not_configured',
        `This server has no ${account.platform} app for ${latest.credentials.apiUrl} any more.`,
        'system',
      );
    }
    let renewed: OAuthTokens;
    try {
      renewed = await entry.oauth.refresh!(client, tokens, signal);
    } catch (err) {
      if (!(err instanceof DeliveryError)) throw err;
      if (err.options.credentialsRejected) {
        // Another process may have used the refresh token just before: its tokens are stored.
        const after = await reread(deps, account);
        if (after.sealed !== latest.sealed) return after;
      }
      // Nothing was posted yet: a refresh whose answer was lost is simply tried again later.
      if (err.options.unclear) {
        throw new DeliveryError(err.code, err.message, err.category, {
          ...err.options,
          unclear: false,
          transient: true,
        });
      }
      throw err;
    }
    const credentials: OAuthCredentials = {
      ...latest.credentials,
      tokens: keepRefreshToken(tokens, renewed),
    };
    const sealed = deps.secrets.seal(JSON.stringify(credentials), account.id);
    const at = deps.clock.now().toISOString();
    if (!(await deps.store.socialAccounts.replaceCredentials(account.id, latest.sealed!, sealed, at))) {
      return reread(deps, account);
    }
    return { sealed, credentials, renewedHere: true };
  });
}
