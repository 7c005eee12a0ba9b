import type { JobType } from '../../ports/job-queue.js';
/**
 * The life of a publication, shared by publishing, retrying, delivering and reporting: how a round
 * of targets starts (each service delivery a job, each agent target a hand-off), and how it ends —
 * the round's reservation released once every paid target of it has an outcome, the post's status
 * decided once every target has one, and its event recorded with that change.
 */
import type { MediaRecord } from '../../ports/persistence/media.js';
import type {
  Handoff,
  PostRecord,
  PostStatus,
  TargetChange,
  TargetError,
  TargetRecord,
  TargetState,
} from '../../ports/persistence/posts.js';
import type { SocialAccountRecord } from '../../ports/persistence/social-accounts.js';
import type { Store } from '../../ports/persistence/store.js';
import { graphemesOf } from '../copy/graphemes.js';
import { mediaUrls } from '../media/media-items.js';
import type { EventType } from '../webhooks/event-outbox.js';
import type { PublishingDeps } from './publishing-deps.js';

/** The job that delivers one target. */
export const DELIVERY_JOB: JobType = { kind: 'delivery', lane: 'delivery' };
/** The job that starts a scheduled post when it is due. */
export const SCHEDULED_POST_JOB: JobType = { kind: 'scheduled-post', lane: 'scheduling' };
/** An agent has this long to report a hand-off before its outcome is `unknown`. */
const HANDOFF_TTL_MS = 24 * 60 * 60 * 1000;

/** States in which a target has its outcome (for this round). */
export const ENDED: readonly TargetState[] = ['delivered', 'failed', 'unknown', 'canceled'];
const hasEnded = (t: TargetRecord) => ENDED.includes(t.state);

/** The text a target posts: the platform's own caption when the post has one. */
export const textOf = (post: PostRecord, platform: TargetRecord['platform']) =>
  post.perPlatform[platform]?.caption ?? post.caption;

/** The longest title a document takes when it comes from the caption. */
const DOCUMENT_TITLE_FROM_CAPTION = 100;

/**
 * The document the post's images become on `platform` (`format: "document"`), titled as asked or
 * by the caption's first line (cut at a word), else "Document"; undefined for images as they are.
 */
export function documentOf(
  post: PostRecord,
  platform: TargetRecord['platform'],
): { title: string } | undefined {
  const override = post.perPlatform[platform];
  if (override?.format !== 'document') return undefined;
  if (override.title) return { title: override.title };
  const line =
    textOf(post, platform)
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  if (line === '') return { title: 'Document' };
  const graphemes = graphemesOf(line);
  if (graphemes.length <= DOCUMENT_TITLE_FROM_CAPTION) return { title: line };
  const cut = graphemes.slice(0, DOCUMENT_TITLE_FROM_CAPTION - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return { title: `${atWord.length > 0 ? atWord : cut}…` };
}

/** What an agent needs to post a target itself: the checked text and the media with their URLs. */
function handoffOf(
  deps: Pick<PublishingDeps, 'publicUrl'>,
  post: PostRecord,
  account: SocialAccountRecord,
  media: readonly MediaRecord[],
): Handoff {
  return {
    platform: account.platform,
    handle: account.handle,
    text: textOf(post, account.platform),
    media: media.map((m) => {
      const alt = altTextOf(post, m);
      return {
        url: mediaUrls(deps.publicUrl, m).url,
        mimeType: m.mimeType,
        width: m.width,
        height: m.height,
        ...(alt !== undefined ? { altText: alt } : {}),
      };
    }),
  };
}

/**
 * Starts targets now, inside `tx`: a service delivery becomes a queued job, an agent target a
 * hand-off the agent has a day to report. The caller wakes the queue after the commit.
 */
export async function startTargets(
  tx: Store,
  deps: Pick<PublishingDeps, 'jobs' | 'publicUrl' | 'clock'>,
  post: PostRecord,
  targets: ReadonlyArray<{
    target: TargetRecord;
    account: SocialAccountRecord;
    media: readonly MediaRecord[];
  }>,
  from: readonly TargetState[],
): Promise<void> {
  const now = deps.clock.now();
  const at = now.toISOString();
  for (const { target, account, media } of targets) {
    if (target.connection === 'agent_session') {
      await tx.posts.updateTarget(target.id, from, {
        state: 'handed_off',
        handoff: handoffOf(deps, post, account, media),
        handoffExpiresAt: new Date(now.getTime() + HANDOFF_TTL_MS).toISOString(),
        updatedAt: at,
      });
    } else {
      await tx.posts.updateTarget(target.id, from, { state: 'queued', updatedAt: at });
      await deps.jobs.enqueue(tx, DELIVERY_JOB, { subjectId: target.id });
    }
  }
}

/** An image's alt text in the post: a variant has its original's. */
export const altTextOf = (post: PostRecord, m: Pick<MediaRecord, 'id' | 'variantOf'>): string | undefined =>
  post.altTexts[m.id] ?? (m.variantOf !== null ? post.altTexts[m.variantOf] : undefined);

/** Media ids with each original a target posts a variant of replaced by the variant. */
export const swapped = (ids: readonly string[], swap: Readonly<Record<string, string>>): string[] =>
  ids.map((id) => swap[id] ?? id);

/** What a target's recorded fixes swap: original media id → variant media id. */
export const swapOf = (target: Pick<TargetRecord, 'fixes'>): Record<string, string> =>
  Object.fromEntries((target.fixes ?? []).map((f) => [f.mediaId, f.variantId]));

/** The live media of a post, in its order (a deleted one is left out). */
export function liveMedia(store: Store, post: PostRecord): Promise<MediaRecord[]> {
  return liveMediaOf(store, post, post.mediaIds);
}

/** Those of `ids` still in the post's workspace library, in their order. */
export async function liveMediaOf(
  store: Store,
  post: PostRecord,
  ids: readonly string[],
): Promise<MediaRecord[]> {
  const media: MediaRecord[] = [];
  for (const id of ids) {
    const item = await store.media.find(id);
    if (item && item.deletedAt === null && item.workspaceId === post.workspaceId) media.push(item);
  }
  return media;
}

/** A post's status once every target has its outcome. */
function endStatus(targets: readonly TargetRecord[]): 'published' | 'partially_published' | 'failed' {
  const counted = targets.filter((t) => t.state !== 'canceled');
  const delivered = counted.filter((t) => t.state === 'delivered').length;
  if (delivered > 0 && delivered === counted.length) return 'published';
  return delivered > 0 ? 'partially_published' : 'failed';
}

/** What a publication has cost so far: each delivered target once. */
export const creditsCharged = (targets: readonly TargetRecord[]) =>
  targets.filter((t) => t.state === 'delivered').reduce((sum, t) => sum + t.cost, 0);

/** A post that reached some of its places was published: `data.status` says whether everywhere. */
const EVENT_OF: Record<'published' | 'partially_published' | 'failed', EventType> = {
  published: 'post.published',
  partially_published: 'post.published',
  failed: 'post.failed',
};

/** A target as events and the API show its status. */
export function apiTargetStatus(state: TargetState): 'pending' | 'delivered' | 'failed' | 'unknown' {
  if (state === 'delivered' || state === 'failed' || state === 'unknown') return state;
  return state === 'canceled' ? 'failed' : 'pending';
}

/**
 * Records a target's outcome (`change`, from one of the states `from`) and, when it was the last
 * paid target of its round to end, settles the round's reservation: what its delivered targets cost
 * is spent, the rest released. A delivered target's cost is captured with it. All in one
 * transaction that first locks the account's wallet, so that of two outcomes recorded at the same
 * moment the later one sees the earlier, and exactly one of them settles the round. Then the post
 * ends, once every target has its outcome. False when the target was no longer in `from`.
 */
export async function recordOutcome(
  deps: Pick<PublishingDeps, 'store' | 'clock' | 'credits' | 'events' | 'jobs'>,
  target: TargetRecord,
  from: readonly TargetState[],
  change: OutcomeChange,
): Promise<boolean> {
  const recorded = await deps.store.transaction((tx) => recordOutcomeIn(tx, deps, target, from, change));
  if (recorded) await endPostWhenDone(deps, target.postId);
  return recorded;
}

type OutcomeChange = TargetChange & { state: 'delivered' | 'failed' | 'unknown' };

/** `recordOutcome` inside the caller's transaction; the caller ends the post after the commit. */
export async function recordOutcomeIn(
  tx: Store,
  deps: Pick<PublishingDeps, 'credits'>,
  target: TargetRecord,
  from: readonly TargetState[],
  change: OutcomeChange,
): Promise<boolean> {
  const { reservationId } = target;
  const paid = target.cost > 0 && reservationId !== null;
  if (paid) {
    const post = await tx.posts.find(target.postId);
    if (post) await tx.credits.lockWallet(post.accountId);
  }
  if (!(await tx.posts.updateTarget(target.id, from, change))) return false;
  if (paid) {
    const targets = await tx.posts.targetsOf([target.postId]);
    if (roundEnded(targets, reservationId)) {
      await deps.credits.settle(reservationId, roundSpent(targets, reservationId), tx);
    } else if (change.state === 'delivered') {
      await deps.credits.capture(reservationId, target.cost, tx);
    }
  }
  return true;
}

/**
 * Ends the post once every target has its outcome (or changes how it ended, when an agent reports
 * a hand-off late), recording its event with the change. Safe to run concurrently and again: the
 * status changes, and its event is recorded, once.
 */
export async function endPostWhenDone(
  deps: Pick<PublishingDeps, 'store' | 'clock' | 'events' | 'jobs'>,
  postId: string,
): Promise<void> {
  const targets = await deps.store.posts.targetsOf([postId]);
  if (!targets.every(hasEnded)) return;
  const post = await deps.store.posts.find(postId);
  if (!post || post.deletedAt !== null) return;
  const status = endStatus(targets);
  if (post.status === status) return;
  const from: PostStatus[] = (['publishing', 'published', 'partially_published', 'failed'] as const).filter(
    (s) => s !== status,
  );
  const at = deps.clock.now().toISOString();
  const changed = await deps.store.transaction(async (tx) => {
    if (!(await tx.posts.update(postId, from, { status, completedAt: at, updatedAt: at }))) return false;
    await deps.events.record(tx, { workspaceId: post.workspaceId }, EVENT_OF[status], {
      postId,
      status,
      creditsCharged: creditsCharged(targets),
      targets: targets.map((t) => ({
        socialAccountId: t.socialAccountId,
        platform: t.platform,
        status: apiTargetStatus(t.state),
        ...(t.externalId ? { externalId: t.externalId } : {}),
        ...(t.externalUrl ? { externalUrl: t.externalUrl } : {}),
        ...(t.error ? { error: t.error } : {}),
      })),
    });
    return true;
  });
  if (changed) deps.jobs.wake();
}

/** Whether every paid target of the round `reservationId` has its outcome. */
const roundEnded = (targets: readonly TargetRecord[], reservationId: string) =>
  targets.filter((t) => t.reservationId === reservationId && t.cost > 0).every(hasEnded);

/** What the round `reservationId` has spent: its delivered targets' cost. */
const roundSpent = (targets: readonly TargetRecord[], reservationId: string) =>
  creditsCharged(targets.filter((t) => t.reservationId === reservationId));

/** Ends a target of this round with `state` (`failed` or `unknown`) and the reason. */
export function endTarget(
  deps: Pick<PublishingDeps, 'store' | 'clock' | 'credits' | 'events' | 'jobs'>,
  target: TargetRecord,
  from: readonly TargetState[],
  state: 'failed' | 'unknown',
  error: TargetError,
): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  return recordOutcome(deps, target, from, {
    state,
    error,
    sendingSince: null,
    nextAttemptAt: null,
    completedAt: at,
    updatedAt: at,
  });
}
