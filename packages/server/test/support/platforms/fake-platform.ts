/**
 * What every local stand-in for a social platform's API offers the tests. Each fake is a real HTTP
 * server on the loopback that speaks its platform's wire format as the platform's public API
 * reference documents it (paths, headers, bodies, status codes, error bodies, rate-limit headers,
 * asynchronous processing states), and is strict: a request the real API would refuse is refused
 * the way the real API refuses it. The same interface lets one end-to-end suite run every platform
 * through the connect flow, delivery, refresh and failures.
 */

/** A post as the fake holds it, read back the platform's way and flattened for assertions. */
export interface PublishedPost {
  /** The platform's id of the post (what the connector reports as `externalId`). */
  id: string;
  /** The account, page, board or business account it was published as/to. */
  ownerId: string;
  text: string;
  media: { mimeType: string; bytes: number; width?: number; height?: number; altText?: string }[];
  /** A link attached to the post (Pinterest). */
  link?: string;
  /** The post it answers, as a reply in a thread or a comment under it. */
  inReplyTo?: string;
  /** A document post's PDF, read back: its title and the size of each page (LinkedIn). */
  document?: { title: string; pages: { width: number; height: number }[] };
}

export interface FakePlatform {
  /** The platform's API base: set as `<PLATFORM>_API_URL` (Mastodon: the instance URL). */
  readonly apiUrl: string;
  /** Where the consent page is served: `<PLATFORM>_AUTH_URL` (often the same as `apiUrl`). */
  readonly authUrl: string;
  /** The app registered with the fake (Mastodon registers its own; these are then unused). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** The account that signs in on the consent page. */
  readonly user: { externalId: string; handle: string };
  /**
   * Plays the user approving the consent page: requests `authorizeUrl` as a browser would, checks
   * it as the platform does (client id, redirect URI, scopes, state, PKCE challenge) and returns
   * the URL the platform redirects to (the callback with `code` and `state`, or `error`).
   * `deny` plays the user refusing.
   */
  consent(authorizeUrl: string, options?: { deny?: boolean }): Promise<string>;
  /** Every post published so far, oldest first. */
  published(): PublishedPost[];
  /** Every token issued so far stops working (the user revoked the app). */
  revokeAll(): void;
  /** Access tokens expire now; refresh tokens keep working. */
  expireAccessTokens(): void;
  /** The next request that creates a post answers 429 with the platform's own reset headers. */
  rateLimitNext(resetInMs: number): void;
  /** The next uploaded media fails the platform's processing (an error status while polling). */
  failNextMediaProcessing(): void;
  /** The next request that creates a post is carried out, but its answer never comes. */
  hangNextPublish(): void;
  /** How many requests that create a post arrived (to prove nothing was sent twice). */
  publishAttempts(): number;
  close(): Promise<void>;
}
