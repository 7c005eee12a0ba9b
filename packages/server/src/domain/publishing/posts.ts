/**
 * Posts as drafts: a caption (and per-platform overrides), images from the library with alt texts,
 * the accounts to publish to, a campaign and a planned time. A draft changes freely; once published
 * or scheduled it no longer does, and only a draft or a scheduled post can be deleted (a scheduled
 * post's reservation goes back to the wallet).
 */
import type {
  PlatformOverride,
  PostRecord,
  PostReply,
  PostStatus,
  TargetRecord,
} from '../../ports/persistence/posts.js';
import type { Store } from '../../ports/persistence/store.js';
import { conflict, invalidRequest, notFound } from '../app-error.js';
import { getCampaign } from '../campaigns.js';
import { isWellFormedId, newId } from '../ids.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { SocialPlatform } from './platforms.js';
import { SCHEDULED_POST_JOB } from './publication.js';
import type { PublishingDeps } from './publishing-deps.js';

export interface PostFields {
  caption: string;
  mediaIds: string[];
  socialAccountIds: string[];
  campaignId?: string | null | undefined;
  scheduledAt?: string | null | undefined;
  altTexts?: Record<string, string> | undefined;
  perPlatform?: Partial<Record<SocialPlatform, PlatformOverride>> | undefined;
  /** Published after the post, as a thread or as comments under it. */
  replies?: Array<{ caption: string; mediaIds?: string[] | undefined }> | undefined;
}

/** The most parts after the post itself a thread may have. */
export const MAX_REPLIES = 25;

const repliesOf = (replies: PostFields['replies']): PostReply[] =>
  (replies ?? []).map((r) => ({ caption: r.caption, mediaIds: r.mediaIds ?? [] }));

/** How far ahead a post may be planned. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 86_400_000;

type Deps = Pick<PublishingDeps, 'store' | 'clock'>;

export async function createPost(
  deps: Deps,
  caller: AuthContext,
  workspaceId: string,
  fields: PostFields,
): Promise<PostRecord> {
  requireRole(caller, 'editor', 'create posts');
  await checkFields(deps, workspaceId, fields);
  const at = deps.clock.now().toISOString();
  const post: PostRecord = {
    id: newId('post'),
    workspaceId,
    accountId: caller.accountId,
    caption: fields.caption,
    mediaIds: fields.mediaIds,
    socialAccountIds: fields.socialAccountIds,
    altTexts: fields.altTexts ?? {},
    perPlatform: fields.perPlatform ?? {},
    replies: repliesOf(fields.replies),
    campaignId: fields.campaignId ?? null,
    scheduledAt: fields.scheduledAt ?? null,
    status: 'draft',
    createdAt: at,
    updatedAt: at,
    publishedAt: null,
    completedAt: null,
    deletedAt: null,
  };
  await deps.store.posts.insert(post);
  return post;
}

/** Changes a draft; a post already published or scheduled is 409. */
export async function updatePost(
  deps: Deps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
  change: Partial<PostFields>,
): Promise<PostRecord> {
  requireRole(caller, 'editor', 'change posts');
  const post = await getPost(deps, workspaceId, id);
  if (post.status !== 'draft') throw notDraft(post.status);
  const mediaIds = change.mediaIds ?? post.mediaIds;
  // Images taken out of the post take their alt texts with them.
  const keptAltTexts = Object.fromEntries(
    Object.entries(post.altTexts).filter(([id]) => mediaIds.includes(id)),
  );
  const merged: PostFields = {
    caption: change.caption ?? post.caption,
    mediaIds,
    socialAccountIds: change.socialAccountIds ?? post.socialAccountIds,
    campaignId: change.campaignId === undefined ? post.campaignId : change.campaignId,
    scheduledAt: change.scheduledAt === undefined ? post.scheduledAt : change.scheduledAt,
    altTexts: change.altTexts ?? keptAltTexts,
    perPlatform: change.perPlatform ?? post.perPlatform,
    replies: change.replies ?? post.replies,
  };
  // A planned time already in the past is not an error until it is changed.
  await checkFields(deps, workspaceId, merged, {
    scheduledAt: change.scheduledAt !== undefined && change.scheduledAt !== null,
    campaign: change.campaignId !== undefined && change.campaignId !== null,
  });
  const updated = await deps.store.posts.update(post.id, ['draft'], {
    caption: merged.caption,
    mediaIds: merged.mediaIds,
    socialAccountIds: merged.socialAccountIds,
    campaignId: merged.campaignId ?? null,
    scheduledAt: merged.scheduledAt ?? null,
    altTexts: merged.altTexts ?? {},
    perPlatform: merged.perPlatform ?? {},
    replies: repliesOf(merged.replies),
    updatedAt: deps.clock.now().toISOString(),
  });
  // A publish (or a delete) took the post meanwhile: say what it is now.
  if (!updated) throw notDraft((await getPost(deps, workspaceId, id)).status);
  return getPost(deps, workspaceId, id);
}

const notDraft = (status: PostStatus) =>
  conflict(
    status === 'scheduled'
      ? 'The post is scheduled and no longer changes; delete it and create it again to change it.'
      : `The post is ${status.replace('_', ' ')} and can no longer be changed.`,
  );

/**
 * Moves a scheduled post to another time before it is due. Its reservation and targets stay as
 * they are; a job is queued for the new time (the one for the old time finds the post not yet due,
 * or no longer scheduled, and leaves it alone). A post already started is 409.
 */
export async function reschedulePost(
  deps: Deps & Pick<PublishingDeps, 'jobs'>,
  caller: AuthContext,
  workspaceId: string,
  id: string,
  scheduledAt: string,
): Promise<void> {
  requireRole(caller, 'editor', 'reschedule posts');
  const post = await getPost(deps, workspaceId, id);
  checkScheduledAt(deps, scheduledAt);
  const at = deps.clock.now().toISOString();
  const moved = await deps.store.transaction(async (tx) => {
    if (!(await tx.posts.update(post.id, ['scheduled'], { scheduledAt, updatedAt: at }))) return false;
    await deps.jobs.enqueue(tx, SCHEDULED_POST_JOB, { subjectId: post.id, runAt: scheduledAt });
    return true;
  });
  if (!moved) {
    const now = await getPost(deps, workspaceId, id);
    throw conflict(
      now.status === 'draft'
        ? 'The post is a draft: change its planned time with PATCH /posts/{id}, or publish it with scheduledAt.'
        : `The post is ${now.status.replace('_', ' ')}; only a scheduled post can be moved to another time.`,
    );
  }
  deps.jobs.wake();
}

/**
 * Deletes a draft, or a scheduled post before it is due: its targets are canceled and its
 * reservation released, in one transaction. A post being published or published is 409.
 */
export async function deletePost(
  deps: Deps & Pick<PublishingDeps, 'credits'>,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<void> {
  requireRole(caller, 'editor', 'delete posts');
  const post = await getPost(deps, workspaceId, id);
  const at = deps.clock.now().toISOString();
  // The status is decided by the conditional updates themselves, not by the read above: a publish
  // that schedules the post meanwhile makes it a scheduled post to cancel, never a draft.
  const deleted = await deps.store.transaction(async (tx) => {
    const change = { deletedAt: at, updatedAt: at };
    if (await tx.posts.update(post.id, ['draft'], change)) return true;
    if (!(await tx.posts.update(post.id, ['scheduled'], change))) return false;
    const targets = await tx.posts.targetsOf([post.id]);
    for (const t of targets) {
      await tx.posts.updateTarget(t.id, ['scheduled'], { state: 'canceled', completedAt: at, updatedAt: at });
    }
    for (const reservationId of reservationsOf(targets)) await deps.credits.release(reservationId, tx);
    return true;
  });
  if (!deleted) {
    const now = await getPost(deps, workspaceId, id);
    throw conflict(
      `The post is ${now.status.replace('_', ' ')}; only drafts and scheduled posts can be deleted.`,
    );
  }
}

const reservationsOf = (targets: readonly TargetRecord[]) => [
  ...new Set(targets.map((t) => t.reservationId).filter((r): r is string => r !== null)),
];

/** A live post of this workspace; 404 otherwise, whoever owns it. */
export async function getPost(deps: { store: Store }, workspaceId: string, id: string): Promise<PostRecord> {
  const post = isWellFormedId(id, 'post') ? await deps.store.posts.find(id) : undefined;
  if (!post || post.workspaceId !== workspaceId || post.deletedAt !== null) throw notFound('The post');
  return post;
}

/** A live post of this workspace with its targets: what its publication is made of. */
export async function getPostWithTargets(
  deps: { store: Store },
  workspaceId: string,
  id: string,
): Promise<{ post: PostRecord; targets: TargetRecord[] }> {
  const post = await getPost(deps, workspaceId, id);
  return { post, targets: await deps.store.posts.targetsOf([post.id]) };
}

export function listPosts(
  deps: { store: Store },
  workspaceId: string,
  filter: Parameters<Store['posts']['list']>[1],
  page: { limit: number; before?: string | undefined },
): Promise<PostRecord[]> {
  return deps.store.posts.list(workspaceId, filter, page);
}

/** Each post with its targets, read in one query. */
export async function withTargets(
  deps: { store: Store },
  posts: readonly PostRecord[],
): Promise<Array<{ post: PostRecord; targets: TargetRecord[] }>> {
  const targets = await deps.store.posts.targetsOf(posts.map((p) => p.id));
  return posts.map((post) => ({ post, targets: targets.filter((t) => t.postId === post.id) }));
}

/**
 * What a post names must be the workspace's own: media items and social accounts that exist (404
 * otherwise, as for anything of another workspace), a campaign that is active, a planned time ahead.
 */
async function checkFields(
  deps: Deps,
  workspaceId: string,
  fields: PostFields,
  recheck: { scheduledAt: boolean; campaign: boolean } = { scheduledAt: true, campaign: true },
): Promise<void> {
  unique(fields.mediaIds, 'mediaIds');
  unique(fields.socialAccountIds, 'socialAccountIds');
  for (const [i, reply] of (fields.replies ?? []).entries()) {
    unique(reply.mediaIds ?? [], `replies.${i}.mediaIds`);
  }
  const mediaIds = new Set([...fields.mediaIds, ...(fields.replies ?? []).flatMap((r) => r.mediaIds ?? [])]);
  for (const id of mediaIds) {
    const item = isWellFormedId(id, 'med') ? await deps.store.media.find(id) : undefined;
    if (!item || item.workspaceId !== workspaceId || item.deletedAt !== null) {
      throw notFound(`The media item ${JSON.stringify(id)}`);
    }
  }
  const accounts = await deps.store.socialAccounts.findMany(
    fields.socialAccountIds.filter((id) => isWellFormedId(id, 'sa')),
  );
  for (const id of fields.socialAccountIds) {
    const account = accounts.find((a) => a.id === id);
    if (!account || account.workspaceId !== workspaceId || account.deletedAt !== null) {
      throw notFound(`The social account ${JSON.stringify(id)}`);
    }
  }
  for (const mediaId of Object.keys(fields.altTexts ?? {})) {
    if (!fields.mediaIds.includes(mediaId)) {
      throw invalidRequest('altTexts describe images of the post; this one is not among mediaIds.', [
        { path: `body.altTexts.${mediaId}`, message: 'not one of mediaIds' },
      ]);
    }
  }
  if (fields.campaignId && recheck.campaign) {
    const campaign = await getCampaign(deps, workspaceId, fields.campaignId);
    if (campaign.archivedAt) throw conflict('The campaign is archived; post in an active campaign.');
  }
  if (fields.scheduledAt && recheck.scheduledAt) checkScheduledAt(deps, fields.scheduledAt);
}

/** A planned time must be ahead, and within a year. */
export function checkScheduledAt(
  deps: Pick<PublishingDeps, 'clock'>,
  scheduledAt: string,
  path = 'body.scheduledAt',
) {
  const at = Date.parse(scheduledAt);
  const now = deps.clock.now().getTime();
  if (at <= now) {
    throw invalidRequest('scheduledAt is in the past; give a time ahead, or publish now without it.', [
      { path, message: 'must be in the future' },
    ]);
  }
  if (at - now > MAX_SCHEDULE_AHEAD_MS) {
    throw invalidRequest('scheduledAt is more than a year ahead.', [
      { path, message: 'must be within a year' },
    ]);
  }
}

function unique(ids: readonly string[], field: string) {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) {
      throw invalidRequest(`${field} names ${id} twice.`, [
        { path: `body.${field}.${i}`, message: 'listed twice' },
      ]);
    }
    seen.add(id);
  }
}
