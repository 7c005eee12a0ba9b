/**
 * A connector delivers posts to one platform for accounts whose connection the service holds
 * (`oauth`, `webhook`). Agent-session accounts need none: their agent delivers. The domain decides
 * when to deliver, what it costs and what a failure means for the post; the connector only speaks
 * the platform's API and says how a delivery ended, in the contract's categories.
 */
import type { SocialPlatform } from '../domain/publishing/platforms.js';
import type { FailureCategory, PartReceipt } from './persistence/posts.js';

/** An image of the post, with its alt text; its bytes are read from storage on demand. */
export interface DeliveryMedia {
  mediaId: string;
  /** The public service URL of the file. */
  url: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  altText: string | null;
  read(): Promise<Buffer>;
}

/** The account as the connector needs it: who to post as, and the connection's secrets in clear. */
export interface ConnectedAccount {
  id: string;
  handle: string;
  externalId: string | null;
  webhookUrl: string | null;
  /** The connection's credentials, opened; their shape is the connector's own. */
  credentials: unknown;
}

/** A reply of the post: published after it, in order. */
export interface DeliveryPart {
  text: string;
  media: DeliveryMedia[];
}

export interface Delivery {
  /** The target's id: the same on every attempt, so that a receiver can recognise a repeat. */
  deliveryId: string;
  /** When the target was created: connectors derive stable per-delivery keys from it. */
  createdAt: string;
  postId: string;
  workspaceId: string;
  account: ConnectedAccount;
  /** The text to post, already checked against the platform's rules. */
  text: string;
  media: DeliveryMedia[];
  /**
   * Post the images as one PDF document (a page each) with this title instead of as images;
   * given only to a connector that `makesDocuments`.
   */
  document?: { title: string };
  /**
   * The replies to publish after the post (each a reply to the one before, or a comment under the
   * post, as the connector's `replies` says); empty for most posts.
   */
  replies: DeliveryPart[];
  /**
   * The parts earlier attempts posted (0 = the post, then its replies): they are never posted
   * again; the delivery continues at the next one, replying to what they became.
   */
  posted: PartReceipt[];
  /** Keeps a part the moment the platform has it, so that a failure after it does not lose it. */
  partPosted(receipt: PartReceipt): Promise<void>;
  /** Keeps credentials the platform renewed (a refreshed session) for the next delivery. */
  saveCredentials(credentials: unknown): Promise<void>;
}

export interface DeliveryReceipt {
  externalId: string;
  externalUrl?: string;
}

/** How a delivery did not happen. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';

  constructor(
    readonly code: string,
    message: string,
    readonly category: FailureCategory,
    readonly options: {
      /** Trying again later may succeed (a 429, a 5xx, a connection refused). */
      transient?: boolean;
      /**
       * The request reached the platform and no answer said how it ended (a time-out, a lost
       * connection after sending): it may have been published.
       */
      unclear?: boolean;
      /** The platform asked to wait this long (Retry-After, a rate limit's reset). */
      retryAfterMs?: number;
      /** The platform refused the credentials: the account must be reconnected. */
      credentialsRejected?: boolean;
    } = {},
  ) {
    super(message);
  }
}

export const NOTICE_CODES = [
  'only_author_sees',
  'publishing_limit_near',
  'publishing_limit_reached',
] as const;

/**
 * Something true of a publish to an account that does not stop it, for the publish check to say:
 * the operator's app has only the platform's first tier of access, so the post is seen by its
 * author alone (`only_author_sees`); the account's publishing quota is nearly or wholly used.
 */
export interface ConnectorNotice {
  code: (typeof NOTICE_CODES)[number];
  message: string;
}

export interface Connector {
  readonly platform: SocialPlatform;
  /**
   * Sending a delivery again after an unclear outcome can never publish it twice (the platform
   * takes a key that makes a repeat a no-op); such deliveries are retried instead of ending
   * `unknown`.
   */
  readonly idempotent: boolean;
  /** Re-encodes images the platform does not take, so every type of the library can be posted. */
  readonly convertsMedia: boolean;
  /**
   * How the connector publishes a post's replies: as a thread (each a reply to the one before) or
   * as comments under the post. Absent: it publishes none, and a post with replies is refused in the publish check.
   */
  readonly replies?: 'thread' | 'comments';
  /** Publishes a post's images as one PDF document when the post asks for it (LinkedIn). */
  readonly makesDocuments?: boolean;
  /**
   * Publishes the post and its replies, calling `partPosted` for each part as it is posted (the
   * post first), and answers what the post itself (part 0) became.
   */
  deliver(delivery: Delivery, signal: AbortSignal): Promise<DeliveryReceipt>;
  /**
   * The most a post's text may count on the account's own server, when that server sets it
   * (a Mastodon instance's `configuration.statuses.max_characters`); undefined when it does not
   * say, and the platform's usual limit applies. Answers from a cache kept per server.
   */
  maxText?(account: ConnectedAccount, signal: AbortSignal): Promise<number | undefined>;
  /**
   * What the publish check tells about a post to this account without refusing it (see
   * `ConnectorNotice`); may read the platform, within `signal`. None when there is nothing to say.
   */
  notices?(account: ConnectedAccount, signal: AbortSignal): Promise<ConnectorNotice[]>;
}
