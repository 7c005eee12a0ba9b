/**
 * Publishing (now or at a time), retry, and the start of a scheduled post when it is due.
 */
import type { IdempotencyClaim } from '../../ports/persistence/idempotency.js';
import type { PostRecord, TargetChange, TargetRecord } from '../../ports/persistence/posts.js';
import type { Store } from '../../ports/persistence/store.js';
import { AppError, conflict, notFound } from '../app-error.js';
import type { Quote } from '../credits/credit-ledger.js';
import { bindIdempotencyKey, quoteOrProceed } from '../credits/paid-call.js';
import { newId } from '../ids.js';
import type { AuthContext } from '../tokens.js';
import { type MadeVariants, makeVariants } from './media-variants.js';
import { checkScheduledAt, getPost } from './posts.js';
import {
  apiTargetStatus,
  endPostWhenDone,
  recordOutcomeIn,
  SCHEDULED_POST_JOB,
  startTargets,
  swapOf,
} from './publication.js';
import { type MediaSwaps, PROBLEM_FAILURE, type PublicationPlan, planPublication } from './publish-plan.js';
import type { PublishingDeps } from './publishing-deps.js';

export type PublishOutcome =
  | { kind: 'quote'; quote: Quote }
  | { kind: 'accepted'; post: PostRecord; targets: TargetRecord[] };

export interface PublishInput {
  caller: AuthContext;
  workspaceId: string;
  postId: string;
  /** When to publish; else the post's own planned time if it is ahead, else now. */
  scheduledAt?: string | undefined;
  /** Post a variant of each image a platform would refuse but takes once cropped, scaled or re-encoded. */
  autoFix: boolean;
  dryRun: boolean;
  idempotency?: IdempotencyClaim | undefined;
}

const alreadyPublished = (post: PostRecord) =>
  new AppError(
    'already_published',
    post.status === 'scheduled'
      ? `The post is already scheduled for ${post.scheduledAt}.`
      : 'The post has already been published; its outcome is in GET /posts/{id}. Retry failed targets with POST /posts/{id}/retry.',
  );

/**
 * 422 `publish_blocked`, listing every problem, when a publish would be refused; with `autoFix`,
 * only problems a variant of an image cannot fix refuse it.
 */
function refuseProblems(plan: PublicationPlan, autoFix = false) {
  if (plan.problems.every((p) => autoFix && p.fix)) return;
  throw new AppError(
    'publish_blocked',
    `The post cannot be published: ${plan.problems.map((p) => p.message).join(' ')}`,
    { problems: plan.problems },
  );
}

/** Whether anything of the post but its last change's time differs between two reads of it. */
const changedSince = (before: PostRecord, now: PostRecord) =>
  JSON.stringify({ ...before, updatedAt: null }) !== JSON.stringify({ ...now, updatedAt: null });

/**
 * Publish: checks the post as the publish check does (422 `publish_blocked`), may the caller spend (403), a dry run's
 * quote; else, in one transaction, the post leaves its draft state (a second publish is 409
 * `already_published`), the most the publish can cost is reserved (402 when short, and nothing
 * changed), its targets are recorded and started — or, for a time ahead, left for the worker.
 *
 * The plan that goes out is made inside that transaction, once the post's row is held: a `PATCH`
 * racing the publish loses (409 `conflict`) if it comes after, and makes the publish lose (409)
 * if it landed between the publish's first look and that transaction, so that what goes out is
 * always the post as it stands, checked and priced. The first look outside answers early (422, a
 * dry run's quote) without holding anything.
 *
 * With `autoFix`, a problem a variant of an image fixes (see media-fixes.ts) does not refuse the
 * publish: the variants are made, join the library with the publication, and the targets that
 * need them post them instead; the plan inside the transaction checks the variants themselves.
 */
export async function publishPost(deps: PublishingDeps, input: PublishInput): Promise<PublishOutcome> {
  const seen = await getPost(deps, input.workspaceId, input.postId);
  if (seen.status !== 'draft') throw alreadyPublished(seen);
  if (input.scheduledAt !== undefined) checkScheduledAt(deps, input.scheduledAt);
  const firstLook = await planPublication(deps, seen);
  refuseProblems(firstLook, input.autoFix);
  const quote = await quoteOrProceed(deps.credits, input.caller, firstLook.maxCost, input.dryRun);
  if (quote) return { kind: 'quote', quote };

  // The variants are made before the transaction (image work holds no row) and join the library with it.
  const fixable = input.autoFix && firstLook.problems.length > 0;
  const variants = fixable ? await makeVariants(deps, seen, firstLook) : undefined;
  try {
    return await publishChecked(deps, input, seen, variants);
  } catch (err) {
    await variants?.discard();
    throw err;
  }
}

async function publishChecked(
  deps: PublishingDeps,
  input: PublishInput,
  seen: PostRecord,
  variants: MadeVariants | undefined,
): Promise<PublishOutcome> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const result = await deps.store.transaction(async (tx) => {
    await bindIdempotencyKey(tx, input.idempotency, { type: 'publication', id: seen.id });
    // Holds the post's row until the end of the transaction (changing nothing): a PATCH that comes
    // now waits, then finds the post no longer a draft; one that landed since the first look is
    // refused here, as the publish checked and priced the post as it was.
    const held = await tx.posts.update(seen.id, ['draft'], { updatedAt: seen.updatedAt });
    const post = await tx.posts.find(seen.id);
    if (!post || post.deletedAt !== null) throw notFound('The post');
    if (!held) throw alreadyPublished(post);
    if (changedSince(seen, post)) {
      throw conflict('The post was changed while it was being published; look at it again, then publish it.');
    }
    const planned = input.scheduledAt ?? post.scheduledAt;
    const when = planned !== null && Date.parse(planned) > now.getTime() ? planned : null;
    for (const item of variants?.items ?? []) await tx.media.insert(item);
    // Checked with the variants in place: what goes out must be what the platform takes.
    const plan = await planPublication({ ...deps, store: tx }, post, undefined, variants?.swaps);
    refuseProblems(plan);
    const status = when ? 'scheduled' : 'publishing';
    await tx.posts.update(post.id, ['draft'], { status, scheduledAt: when, publishedAt: at, updatedAt: at });
    const reservation =
      plan.maxCost > 0
        ? await deps.credits.reserve(post.accountId, plan.maxCost, { type: 'publication', id: post.id }, tx)
        : null;
    const targets: TargetRecord[] = plan.targets.map((t) => ({
      id: newId('tgt'),
      postId: post.id,
      workspaceId: post.workspaceId,
      socialAccountId: t.account.id,
      platform: t.platform,
      connection: t.connection,
      state: 'scheduled',
      cost: t.cost,
      round: 1,
      reservationId: t.cost > 0 ? (reservation?.id ?? null) : null,
      attempts: 0,
      roundAttempts: 0,
      nextAttemptAt: null,
      sendingSince: null,
      externalId: null,
      externalUrl: null,
      parts: null,
      handoff: null,
      handoffExpiresAt: null,
      error: null,
      fixes: variants?.fixes.get(t.account.id) ?? null,
      createdAt: at,
      updatedAt: at,
      completedAt: null,
    }));
    await tx.posts.insertTargets(targets);
    const published = { ...post, status, scheduledAt: when, publishedAt: at, updatedAt: at } as PostRecord;
    if (when) {
      await deps.jobs.enqueue(tx, SCHEDULED_POST_JOB, { subjectId: post.id, runAt: when });
    } else {
      await startTargets(
        tx,
        deps,
        published,
        targets.map((target, i) => ({
          target,
          account: plan.targets[i]!.account,
          media: plan.targets[i]!.media,
        })),
        ['scheduled'],
      );
    }
    return published;
  });
  deps.jobs.wake();
  return { kind: 'accepted', post: result, targets: await deps.store.posts.targetsOf([result.id]) };
}

export interface RetryInput {
  caller: AuthContext;
  workspaceId: string;
  postId: string;
  /** Send `unknown` targets again too: only when they are known not to have been published. */
  includeUnknown: boolean;
  /** Only the targets of these accounts; by default every one that failed (or is unknown, when asked). */
  only?: readonly string[] | undefined;
  dryRun: boolean;
  idempotency?: IdempotencyClaim | undefined;
}

/**
 * `POST /posts/{id}/retry`: sends the targets that failed (and, when asked, those whose outcome is
 * unknown) once more, as a new round with a reservation of its own. Only a post whose publishing
 * has ended can be retried, so no target is ever in two rounds at once.
 */
export async function retryPost(deps: PublishingDeps, input: RetryInput): Promise<PublishOutcome> {
  const post = await getPost(deps, input.workspaceId, input.postId);
  if (post.status !== 'partially_published' && post.status !== 'failed') {
    throw conflict(
      post.status === 'published'
        ? 'Every target of the post was delivered; there is nothing to retry.'
        : `The post is ${post.status}; only a post whose publishing has ended can be retried.`,
    );
  }
  const all = await deps.store.posts.targetsOf([post.id]);
  const retriable = (t: TargetRecord) =>
    t.state === 'failed' || (input.includeUnknown && t.state === 'unknown');
  if (input.only) {
    for (const id of new Set(input.only)) {
      const target = all.find((t) => t.socialAccountId === id);
      if (!target) throw notFound(`The target ${JSON.stringify(id)} of this post`);
      if (!retriable(target)) {
        throw conflict(
          target.state === 'unknown'
            ? `The target ${id}'s outcome is unknown; it is sent again only with includeUnknown: true.`
            : `The target ${id} is ${apiTargetStatus(target.state)}; only failed targets can be retried.`,
        );
      }
    }
  }
  const retried = all.filter((t) => retriable(t) && (!input.only || input.only.includes(t.socialAccountId)));
  if (retried.length === 0) {
    throw conflict(
      all.some((t) => t.state === 'unknown')
        ? 'No target failed; targets whose outcome is unknown are sent again only with includeUnknown: true.'
        : 'No target failed; there is nothing to retry.',
    );
  }
  const plan = await planPublication(
    deps,
    post,
    retried.map((t) => t.socialAccountId),
    swapsOf(retried),
  );
  refuseProblems(plan);
  const quote = await quoteOrProceed(deps.credits, input.caller, plan.maxCost, input.dryRun);
  if (quote) return { kind: 'quote', quote };

  const at = deps.clock.now().toISOString();
  await deps.store.transaction(async (tx) => {
    await bindIdempotencyKey(tx, input.idempotency, { type: 'publication', id: post.id });
    if (
      !(await tx.posts.update(post.id, ['partially_published', 'failed'], {
        status: 'publishing',
        completedAt: null,
        updatedAt: at,
      }))
    ) {
      throw conflict('The post is being retried by another request.');
    }
    const reservation =
      plan.maxCost > 0
        ? await deps.credits.reserve(post.accountId, plan.maxCost, { type: 'publication', id: post.id }, tx)
        : null;
    const started: Parameters<typeof startTargets>[3][number][] = [];
    for (const planned of plan.targets) {
      const target = retried.find((t) => t.socialAccountId === planned.account.id)!;
      // A new round: its own reservation, attempts counted afresh, the last round's outcome gone.
      const round = {
        state: 'scheduled',
        cost: planned.cost,
        round: target.round + 1,
        reservationId: planned.cost > 0 ? (reservation?.id ?? null) : null,
        roundAttempts: 0,
        nextAttemptAt: null,
        sendingSince: null,
        handoff: null,
        handoffExpiresAt: null,
        error: null,
        completedAt: null,
        updatedAt: at,
      } satisfies TargetChange;
      await tx.posts.updateTarget(target.id, [target.state], round);
      const next: TargetRecord = { ...target, ...round };
      started.push({ target: next, account: planned.account, media: planned.media });
    }
    await startTargets(tx, deps, { ...post, status: 'publishing' }, started, ['scheduled']);
  });
  deps.jobs.wake();
  return {
    kind: 'accepted',
    post: await getPost(deps, input.workspaceId, input.postId),
    targets: await deps.store.posts.targetsOf([post.id]),
  };
}

/**
 * Starts a scheduled post that is due: it becomes `publishing` and its targets start, once, however
 * many workers and sweeps try at the same time. A post deleted or already started is left alone.
 * The post is checked again as the publish call checked it: what changed since it was scheduled (an account
 * disconnected, an image deleted) fails the targets it stops, refunded, and the others go out.
 */
export async function startScheduledPost(deps: PublishingDeps, postId: string): Promise<void> {
  const post = await deps.store.posts.find(postId);
  if (post?.status !== 'scheduled' || post.deletedAt !== null) return;
  if (post.scheduledAt !== null && Date.parse(post.scheduledAt) > deps.clock.now().getTime()) return;
  const targets = (await deps.store.posts.targetsOf([post.id])).filter((t) => t.state === 'scheduled');
  const plan = await planPublication(
    deps,
    post,
    targets.map((t) => t.socialAccountId),
    swapsOf(targets),
  );
  const at = deps.clock.now().toISOString();
  const started = await deps.store.transaction(async (tx: Store) => {
    if (!(await tx.posts.update(post.id, ['scheduled'], { status: 'publishing', updatedAt: at })))
      return false;
    const ready: Parameters<typeof startTargets>[3][number][] = [];
    for (const target of targets) {
      const problem = plan.problems.find((p) => p.socialAccountId === target.socialAccountId);
      const planned = plan.targets.find((t) => t.account.id === target.socialAccountId);
      if (!problem && planned) {
        ready.push({ target, account: planned.account, media: planned.media });
        continue;
      }
      await recordOutcomeIn(tx, deps, target, ['scheduled'], {
        state: 'failed',
        error: problem
          ? { code: problem.code, message: problem.message, ...PROBLEM_FAILURE[problem.code] }
          : {
              code: 'account_not_found',
              message: 'The account is gone.',
              ...PROBLEM_FAILURE.account_not_found,
            },
        completedAt: at,
        updatedAt: at,
      });
    }
    await startTargets(tx, deps, { ...post, status: 'publishing' }, ready, ['scheduled']);
    return true;
  });
  if (!started) return;
  await endPostWhenDone(deps, post.id);
  deps.jobs.wake();
}

/** What each target posts in place of the post's own images (the variants it was published with). */
const swapsOf = (targets: readonly TargetRecord[]): MediaSwaps =>
  new Map(targets.map((t) => [t.socialAccountId, swapOf(t)]));

/** The safety net behind each scheduled post's own job: starts every post that is due. */
export async function startDuePosts(deps: PublishingDeps): Promise<number> {
  let started = 0;
  for (;;) {
    const due = await deps.store.posts.due(deps.clock.now().toISOString(), 50);
    for (const post of due) {
      await startScheduledPost(deps, post.id);
      started++;
    }
    if (due.length < 50) return started;
  }
}
