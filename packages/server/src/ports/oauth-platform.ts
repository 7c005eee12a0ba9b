/**
 * A platform the service signs in to with OAuth 2 (connection `oauth`): how to send a user
 * to the platform's consent page, turn the code it gives back into tokens, renew them, and learn
 * which account (and which page, board or business account) they speak for. The connect flow
 * (domain/publishing/connect-flow.ts) drives these steps; the platform's connector then delivers
 * with the tokens kept in the account's encrypted credentials (`OAuthCredentials`).
 */
import type { SocialPlatform } from '../domain/publishing/platforms.js';
import type { Clock } from './clock.js';
import type { Connector } from './connector.js';
import type { ImageProcessor } from './image-processor.js';
import type { OutboundHttp } from './outbound-http.js';

/** The app the operator registered with the platform (or, for Mastodon, the service on an instance). */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** The platform's API base: `<PLATFORM>_API_URL`, or the Mastodon instance. No trailing slash. */
  apiUrl: string;
  /**
   * The base of the platform's sign-in pages (`<PLATFORM>_AUTH_URL`, e.g. `https://x.com`; for
   * Mastodon the instance), without a trailing slash: `authorizeUrl()` appends its consent page's
   * path (`/i/oauth2/authorize`), so a stand-in serves that page at the platform's own path.
   */
  authUrl: string;
}

export interface OAuthTokens {
  accessToken: string;
  refreshToken?: string;
  /** When the access token stops working (ISO 8601), when the platform says. */
  expiresAt?: string;
  /** When the refresh token stops working, when the platform says (TikTok, Pinterest, LinkedIn). */
  refreshExpiresAt?: string;
  /** The scopes granted, space separated, as the platform answered them. */
  scope?: string;
}

/** A page, board or business account the account posts to, chosen at connect time. */
export interface Destination {
  id: string;
  name: string;
  /** Its own token when the platform gives one (a Facebook page's access token). */
  accessToken?: string;
  /**
   * The handle the account is shown with once this destination is chosen (an Instagram business
   * account's username); without one, the handle is made from `name` (lower case, dashes for spaces).
   */
  handle?: string;
}

export interface ConnectedIdentity {
  /** The platform's stable id of the account (the user, or the page/business account posted as). */
  externalId: string;
  /** The handle shown to users, without a leading "@". */
  handle: string;
  /**
   * Where posts can go when the platform needs a choice (Pinterest boards, Facebook pages,
   * Instagram business accounts); absent when the account itself is the destination.
   */
  destinations?: Destination[];
}

/** What an `oauth` account's encrypted credentials hold: all a connector needs to deliver. */
export interface OAuthCredentials {
  kind: 'oauth';
  /** The API base the tokens belong to (the Mastodon instance for Mastodon). */
  apiUrl: string;
  tokens: OAuthTokens;
  /** The chosen destination, when the platform asks for one. */
  destination?: Destination;
}

export interface AuthorizeRequest {
  /** Opaque, single use, bound to the workspace and the requesting token. */
  state: string;
  /** PKCE S256 challenge of the verifier the flow keeps (sent only by platforms that take PKCE). */
  codeChallenge: string;
  /** `{PUBLIC_URL}/v1/oauth/{platform}/callback`. */
  redirectUri: string;
}

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  redirectUri: string;
}

/**
 * Failures of these calls are `DeliveryError`s (ports/connector.ts) in the contract's categories:
 * a refresh the platform refuses (revoked, expired) has `credentialsRejected`; a platform that
 * cannot be reached is `transient`.
 */
export interface OAuthPlatform {
  readonly platform: SocialPlatform;
  /** The scopes asked for, in the platform's own spelling. */
  readonly scopes: readonly string[];
  /** Sends a PKCE challenge (X, TikTok, Pinterest … where the platform supports it). */
  readonly pkce: boolean;
  /** Mastodon only: registers the service as an app on the instance (`POST /api/v1/apps`). */
  registerClient?(apiUrl: string, redirectUri: string, signal: AbortSignal): Promise<OAuthClient>;
  /** The platform's consent page for this request. */
  authorizeUrl(client: OAuthClient, request: AuthorizeRequest): string;
  exchangeCode(client: OAuthClient, exchange: CodeExchange, signal: AbortSignal): Promise<OAuthTokens>;
  /** Renews the access token; absent when the platform's tokens do not expire (Mastodon). */
  refresh?(client: OAuthClient, tokens: OAuthTokens, signal: AbortSignal): Promise<OAuthTokens>;
  /** Reads who the tokens speak for, and the destinations to choose from. */
  identify(client: OAuthClient, tokens: OAuthTokens, signal: AbortSignal): Promise<ConnectedIdentity>;
}

/** What a platform adapter is built from. */
export interface PlatformAdapterDeps {
  outbound: OutboundHttp;
  images: ImageProcessor;
  clock: Clock;
  /** The longest one request to the platform may take. */
  timeoutMs: number;
  /** Waits between status polls (media processing); tests shorten it. */
  pollIntervalMs?: number;
  /**
   * The operator's app has only the platform's first tier of access, under which what it posts is
   * seen by the account's owner alone (TikTok: an app not yet audited; Pinterest: Trial access).
   */
  limitedAccess?: boolean;
}

/** One platform's sign-in and delivery, built from the same dependencies. */
export interface PlatformAdapter {
  oauth: OAuthPlatform;
  connector: Connector;
}
