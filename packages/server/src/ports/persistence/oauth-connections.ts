/**
 * What the connect flow keeps between its steps (connection `oauth`): the state that comes
 * back with the platform's callback, a signed-in connection waiting for its destination to be
 * chosen, and the service's app on each Mastodon instance. Secrets are stored sealed, the state
 * itself only as a hash.
 */
import type { SocialPlatform } from '../../domain/publishing/platforms.js';

/** A connect request waiting for the platform to send the browser back. */
export interface ConnectStateRecord {
  id: string;
  /** SHA-256 of the state sent to the platform; the state itself is never stored. */
  stateHash: string;
  workspaceId: string;
  accountId: string;
  /** The token that asked to connect: the account is created in its name. */
  tokenId: string;
  platform: SocialPlatform;
  /** The API the sign-in is for: the Mastodon instance, or the platform's configured API. */
  apiUrl: string;
  /** Where the browser is sent back to once connected; already checked against the allowed origins. */
  redirectTo: string | null;
  /** Sealed JSON (bound to `id`) of what must stay secret: the PKCE verifier. */
  secrets: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** A connection signed in whose destination (page, board, business account) is still to be chosen. */
export interface PendingConnectionRecord {
  id: string;
  workspaceId: string;
  accountId: string;
  tokenId: string;
  platform: SocialPlatform;
  /** Sealed JSON (bound to `id`): the tokens, the identity and its destinations with their tokens. */
  sealed: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

/** The service registered as an app on one instance (Mastodon), for one redirect URI. */
export interface InstanceClientRecord {
  id: string;
  platform: SocialPlatform;
  apiUrl: string;
  redirectUri: string;
  authUrl: string;
  clientId: string;
  /** Sealed (bound to `id`). */
  clientSecret: string;
  createdAt: string;
}

export interface OAuthConnectionRepository {
  insertState(state: ConnectStateRecord): Promise<void>;
  findStateByHash(stateHash: string): Promise<ConnectStateRecord | undefined>;
  /** Marks the state used if it is unused and unexpired at `at`: true for exactly one caller. */
  consumeState(id: string, at: string): Promise<boolean>;
  insertPending(pending: PendingConnectionRecord): Promise<void>;
  findPending(id: string): Promise<PendingConnectionRecord | undefined>;
  /** Marks the pending connection used if it is unused and unexpired at `at`: true for one caller. */
  consumePending(id: string, at: string): Promise<boolean>;
  /** Forgets states and pending connections that expired before `before`. */
  removeExpired(before: string): Promise<void>;
  findInstanceClient(
    platform: SocialPlatform,
    apiUrl: string,
    redirectUri: string,
  ): Promise<InstanceClientRecord | undefined>;
  /** False when the instance already has one for this redirect URI (another request registered first). */
  insertInstanceClient(client: InstanceClientRecord): Promise<boolean>;
}
