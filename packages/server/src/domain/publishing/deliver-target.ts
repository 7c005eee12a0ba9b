/**
 * The job that delivers one target through its platform's connector.
 *
 * Nothing is published twice: before a request leaves, the target is claimed `sending` (only one
 * job can claim it); a job that finds its target still `sending` knows an earlier attempt was cut
 * off after it may have reached the platform (a crash, a time-out), and ends it `unknown` instead of
 * sending again — unless the connector makes repeats harmless. A delivery that fails before it was
 * sent, or that the platform answers with a 429 or a 5xx, is tried again with back-off in a new job,
 * queued in the same transaction that records the failed attempt. The target's cost is captured in
 * the transaction that records it delivered.
 */
import { type Connector, DeliveryError, type DeliveryMedia } from '../../ports/connector.js';
import type { Job, JobResult } from '../../ports/job-queue.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import type { PartReceipt, TargetError, TargetRecord } from '../../ports/persistence/posts.js';
import { mediaUrls, readBlob } from '../media/media-items.js';
import { withFreshCredentials } from './oauth-tokens.js';
import {
  altTextOf,
  DELIVERY_JOB,
  documentOf,
  endTarget,
  liveMediaOf,
  recordOutcome,
  swapOf,
  swapped,
  textOf,
} from './publication.js';
import type { PublishingDeps } from './publishing-deps.js';
import { markNeedsReconnect } from './social-accounts.js';

/** Attempts of one target in one round (the publish, or a retry) before it fails for good. */
const MAX_ATTEMPTS_PER_ROUND = 5;
/** The longest a platform's Retry-After is honoured. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

export async function deliverTarget(deps: PublishingDeps, job: Job, signal: AbortSignal): Promise<JobResult> {
  const target = await deps.store.posts.findTarget(job.subjectId);
  if (!target || !['queued', 'retrying', 'sending'].includes(target.state)) return { outcome: 'done' };
  const connector = deps.connectors[target.platform];

  if (target.state === 'sending' && !connector?.idempotent) {
    await endTarget(deps, target, ['sending'], 'unknown', {
      code: 'delivery_interrupted',
      message: `The delivery to ${target.platform} was cut off after it may have reached ${target.platform}; it is not sent again on its own. Check the account, and if the post is not there, retry with includeUnknown.`,
      category: 'system',
      retryable: true,
    });
    return { outcome: 'done' };
  }
  // A worker that is stopping starts no new attempt; the job comes back.
  if (signal.aborted) return { outcome: 'retry', afterMs: 0, reason: 'the worker is stopping' };

  const post = await deps.store.posts.find(target.postId);
  const account = await deps.store.socialAccounts.find(target.socialAccountId);
  const fail = (error: TargetError) => endTarget(deps, target, [target.state], 'failed', error);
  if (!post) return { outcome: 'done' };
  if (!account || account.deletedAt !== null) {
    await fail({
      code: 'account_not_found',
      message: `The ${target.platform} account was disconnected before the post was delivered.`,
      category: 'auth_expired',
      retryable: false,
    });
    return { outcome: 'done' };
  }
  if (account.status !== 'active') {
    await fail({
      code: 'account_needs_reconnect',
      message: `The ${target.platform} account @${account.handle} needs reconnecting: ${account.statusReason ?? 'its credentials were refused'}.`,
      category: 'auth_expired',
      retryable: true,
    });
    return { outcome: 'done' };
  }
  if (!connector) {
    await fail({
      code: 'platform_not_configured',
      message: `This server no longer publishes to ${target.platform}.`,
      category: 'system',
      retryable: true,
    });
    return { outcome: 'done' };
  }
  // The variants made for this target go out in place of their originals.
  const swap = swapOf(target);
  const media = await liveMediaOf(deps.store, post, swapped(post.mediaIds, swap));
  const replyMedia = await Promise.all(
    post.replies.map((r) => liveMediaOf(deps.store, post, swapped(r.mediaIds, swap))),
  );
  if (
    media.length !== post.mediaIds.length ||
    replyMedia.some((m, i) => m.length !== post.replies[i]!.mediaIds.length)
  ) {
    await fail({
      code: 'media_not_found',
      message: 'An image of the post was deleted from the library before the post was delivered.',
      category: 'media_error',
      retryable: false,
    });
    return { outcome: 'done' };
  }

  const now = deps.clock.now().toISOString();
  const claimed = await deps.store.posts.updateTarget(target.id, [target.state], {
    state: 'sending',
    attempts: target.attempts + 1,
    roundAttempts: target.roundAttempts + 1,
    sendingSince: now,
    nextAttemptAt: null,
    updatedAt: now,
  });
  if (!claimed) return { outcome: 'done' }; // another job has it
  const sending: TargetRecord = {
    ...target,
    state: 'sending',
    attempts: target.attempts + 1,
    roundAttempts: target.roundAttempts + 1,
  };

  const toDeliveryMedia = (m: MediaRecord): DeliveryMedia => ({
    mediaId: m.id,
    url: mediaUrls(deps.publicUrl, m).url,
    mimeType: m.mimeType,
    width: m.width,
    height: m.height,
    bytes: m.bytes,
    altText: altTextOf(post, m) ?? null,
    read: () => readBlob(deps.blobs, m.storageKey),
  });
  const document = connector.makesDocuments ? documentOf(post, target.platform) : undefined;
  // What earlier attempts posted stays posted: the delivery goes on from the part after it.
  const posted: PartReceipt[] = [...(target.parts ?? [])];

  let receipt: Awaited<ReturnType<Connector['deliver']>>;
  try {
    // Bounded by the connector's own time limits and, past them, by `attemptLimitMs`. The worker's
    // shutdown does not cut an attempt short: one cut after sending could only end `unknown`.
    const attemptSignal = AbortSignal.timeout(deps.attemptLimitMs);
    receipt = await withFreshCredentials(
      deps,
      account,
      (credentials) =>
        connector.deliver(
          {
            deliveryId: target.id,
            createdAt: target.createdAt,
            postId: post.id,
            workspaceId: post.workspaceId,
            account: {
              id: account.id,
              handle: account.handle,
              externalId: account.externalId,
              webhookUrl: account.webhookUrl,
              credentials,
            },
            text: textOf(post, target.platform),
            media: media.map(toDeliveryMedia),
            ...(document ? { document } : {}),
            replies: post.replies.map((reply, i) => ({
              text: reply.caption,
              media: replyMedia[i]!.map(toDeliveryMedia),
            })),
            posted: [...posted],
            partPosted: async (receipt) => {
              posted.push(receipt);
              await deps.store.posts.updateTarget(target.id, ['sending'], {
                parts: [...posted],
                updatedAt: deps.clock.now().toISOString(),
              });
            },
            saveCredentials: async (renewed) =>
              deps.store.socialAccounts.saveCredentials(
                account.id,
                deps.secrets.seal(JSON.stringify(renewed), account.id),
                deps.clock.now().toISOString(),
              ),
          },
          attemptSignal,
        ),
      attemptSignal,
    );
  } catch (err) {
    await attemptFailed(deps, connector, sending, account, err);
    return { outcome: 'done' };
  }

  const at = deps.clock.now().toISOString();
  await recordOutcome(deps, sending, ['sending'], {
    state: 'delivered',
    externalId: receipt.externalId,
    externalUrl: receipt.externalUrl ?? null,
    parts: posted.length > 0 ? posted : [receipt],
    error: null,
    sendingSince: null,
    completedAt: at,
    updatedAt: at,
  });
  return { outcome: 'done' };
}

/** Decides what a failed attempt means: try again later, failed for good, or unknown. */
async function attemptFailed(
  deps: PublishingDeps,
  connector: Connector,
  target: TargetRecord,
  account: NonNullable<Awaited<ReturnType<PublishingDeps['store']['socialAccounts']['find']>>>,
  err: unknown,
): Promise<void> {
  const error =
    err instanceof DeliveryError
      ? err
      : new DeliveryError('internal', `The ${target.platform} connector failed unexpectedly.`, 'system', {
          unclear: true,
        });
  if (!(err instanceof DeliveryError)) {
    deps.log.error({ err, targetId: target.id, platform: target.platform }, 'connector failed');
  }
  const { transient = false, unclear = false, retryAfterMs, credentialsRejected = false } = error.options;
  const reason: TargetError = {
    code: error.code,
    message: error.message,
    category: error.category,
    retryable: transient || unclear || credentialsRejected,
  };
  if (credentialsRejected) {
    await markNeedsReconnect(deps, account, error.message);
    await endTarget(deps, target, ['sending'], 'failed', { ...reason, category: 'auth_expired' });
    return;
  }
  if (unclear && !connector.idempotent) {
    await endTarget(deps, target, ['sending'], 'unknown', {
      ...reason,
      message: `${error.message} The post may have been published; it is not sent again on its own. Check the account, and if the post is not there, retry with includeUnknown.`,
    });
    return;
  }
  if ((transient || unclear) && target.roundAttempts < MAX_ATTEMPTS_PER_ROUND) {
    const backoff = deps.retryBaseMs * 3 ** (target.roundAttempts - 1);
    const waitMs = Math.min(Math.max(backoff, retryAfterMs ?? 0), MAX_WAIT_MS);
    const now = deps.clock.now();
    const runAt = new Date(now.getTime() + waitMs).toISOString();
    await deps.store.transaction(async (tx) => {
      const again = await tx.posts.updateTarget(target.id, ['sending'], {
        state: 'retrying',
        sendingSince: null,
        nextAttemptAt: runAt,
        error: reason,
        updatedAt: now.toISOString(),
      });
      if (again) await deps.jobs.enqueue(tx, DELIVERY_JOB, { subjectId: target.id, runAt });
    });
    deps.jobs.wake();
    return;
  }
  await endTarget(deps, target, ['sending'], 'failed', reason);
}
