/**
 * Posts and their targets: one target per social account a post goes to, each with its own
 * delivery state, cost and attempts. A target is reused by every round of the post (the publish,
 * then each retry).
 */
import type { SocialPlatform } from '../../domain/publishing/platforms.js';
import type { SocialConnection } from './social-accounts.js';

export type PostStatus =
  | 'draft'
  | 'scheduled'
  | 'publishing'
  | 'published'
  | 'partially_published'
  | 'failed';

/**
 * A target's state. The API shows `scheduled`, `queued`, `sending` and `retrying` as `pending` (the
 * service is delivering) and `handed_off` as `pending` with its hand-off (the agent is).
 */
export type TargetState =
  | 'scheduled'
  | 'queued'
  | 'sending'
  | 'retrying'
  | 'handed_off'
  | 'delivered'
  | 'failed'
  | 'unknown'
  | 'canceled';

export type FailureCategory =
  | 'auth_expired'
  | 'user_content'
  | 'platform_rejected'
  | 'rate_limited'
  | 'media_error'
  | 'system';

export interface TargetError {
  code: string;
  message: string;
  category: FailureCategory;
  /** Whether `POST /posts/{id}/retry` may succeed without changing anything. */
  retryable: boolean;
}

/** What an agent needs to post a target with its own tools: text and media already checked. */
export interface Handoff {
  platform: SocialPlatform;
  handle: string;
  text: string;
  media: Array<{ url: string; mimeType: string; width: number; height: number; altText?: string }>;
}

/** A part of a thread after the post itself: a reply (or a comment under the post). */
export interface PostReply {
  caption: string;
  mediaIds: string[];
}

/** What one part of a target's thread became on the platform, in order (0 = the post itself). */
export interface PartReceipt {
  externalId: string;
  externalUrl?: string;
}

/**
 * A platform's own version of the post: its caption (else the post's) and, on LinkedIn, the form
 * the images take (`document`: one PDF document, with `title`).
 */
export interface PlatformOverride {
  caption?: string;
  format?: 'document';
  title?: string;
}

export interface PostRecord {
  id: string;
  workspaceId: string;
  accountId: string;
  caption: string;
  mediaIds: string[];
  socialAccountIds: string[];
  altTexts: Record<string, string>;
  perPlatform: Partial<Record<SocialPlatform, PlatformOverride>>;
  /** Published after the post: each a reply to the one before, or a comment under the post. */
  replies: PostReply[];
  campaignId: string | null;
  scheduledAt: string | null;
  status: PostStatus;
  createdAt: string;
  updatedAt: string;
  /** When the publish call accepted the publish. */
  publishedAt: string | null;
  /** When every target reached its outcome. */
  completedAt: string | null;
  deletedAt: string | null;
}

export interface TargetRecord {
  id: string;
  postId: string;
  workspaceId: string;
  socialAccountId: string;
  platform: SocialPlatform;
  connection: SocialConnection;
  state: TargetState;
  /** Credits of this round's delivery; captured when delivered. */
  cost: number;
  /** 1 for the publish, then one more for each retry that included this target. */
  round: number;
  /** The reservation of the round that holds this target's cost (none when the round was free). */
  reservationId: string | null;
  /** Delivery attempts made, over every round. */
  attempts: number;
  /** Attempts of the current round, which the retry limit counts. */
  roundAttempts: number;
  nextAttemptAt: string | null;
  /** Set while an attempt may have reached the platform. */
  sendingSince: string | null;
  externalId: string | null;
  externalUrl: string | null;
  /**
   * The parts posted so far (the post, then its replies), kept across attempts and rounds: a retry
   * continues at the first part not in it and never posts one again. Null before any.
   */
  parts: PartReceipt[] | null;
  handoff: Handoff | null;
  handoffExpiresAt: string | null;
  error: TargetError | null;
  /**
   * The variants this target posts instead of the post's own images (made when the post was
   * published with `autoFix`), kept across rounds; null when it posts them as they are.
   */
  fixes: TargetFix[] | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

/** An image of the post a target posts as a variant, and what was done to make it. */
export interface TargetFix {
  mediaId: string;
  variantId: string;
  description: string;
}

export type TargetChange = Partial<
  Pick<
    TargetRecord,
    | 'state'
    | 'cost'
    | 'round'
    | 'reservationId'
    | 'attempts'
    | 'roundAttempts'
    | 'nextAttemptAt'
    | 'sendingSince'
    | 'externalId'
    | 'externalUrl'
    | 'parts'
    | 'handoff'
    | 'handoffExpiresAt'
    | 'error'
    | 'completedAt'
  >
> & { updatedAt: string };

export type PostChange = Partial<
  Pick<
    PostRecord,
    | 'caption'
    | 'mediaIds'
    | 'socialAccountIds'
    | 'altTexts'
    | 'perPlatform'
    | 'replies'
    | 'campaignId'
    | 'scheduledAt'
    | 'status'
    | 'publishedAt'
    | 'completedAt'
    | 'deletedAt'
  >
> & { updatedAt: string };

export interface PostRepository {
  insert(post: PostRecord): Promise<void>;
  find(id: string): Promise<PostRecord | undefined>;
  /**
   * Live posts, newest first; with `between`, only those whose time (the scheduled or planned
   * time, else when publishing started) is at or after `from` and before `to`.
   */
  list(
    workspaceId: string,
    filter: {
      status?: PostStatus | undefined;
      campaignId?: string | undefined;
      between?: { from?: string | undefined; to?: string | undefined } | undefined;
    },
    page: { limit: number; before?: string | undefined },
  ): Promise<PostRecord[]>;
  /** Applies `change` to a live post whose status is one of `from`; false when it was not. */
  update(id: string, from: readonly PostStatus[], change: PostChange): Promise<boolean>;
  /** Scheduled posts due at `now`, oldest first. */
  due(now: string, limit: number): Promise<PostRecord[]>;

  insertTargets(targets: readonly TargetRecord[]): Promise<void>;
  findTarget(id: string): Promise<TargetRecord | undefined>;
  /** The targets of these posts, in the order they were created. */
  targetsOf(postIds: readonly string[]): Promise<TargetRecord[]>;
  /** Applies `change` to a target whose state is one of `from`; false when it was not. */
  updateTarget(id: string, from: readonly TargetState[], change: TargetChange): Promise<boolean>;
  /** Hand-offs not reported by `now`, oldest first. */
  expiredHandoffs(now: string, limit: number): Promise<TargetRecord[]>;
  /** A workspace's hand-offs (targets of `agent_session` accounts) in these states, newest first. */
  handoffs(
    workspaceId: string,
    filter: { states: readonly TargetState[]; socialAccountId?: string | undefined },
    page: { limit: number; before?: string | undefined },
  ): Promise<TargetRecord[]>;
}
