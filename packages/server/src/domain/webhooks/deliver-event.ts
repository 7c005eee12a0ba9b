/**
 * The job that sends one event to one webhook: a signed POST of the event's fixed body, with the
 * same `webhook-id` on every attempt (receivers drop repeats by it) and a fresh signature and
 * timestamp each time. A receiver that does not answer 2xx gets it again on a back-off schedule for
 * 24 hours from the event, each attempt recorded where the workspace can see it.
 */
import type { Clock } from '../../ports/clock.js';
import type { Job, JobQueue, JobResult } from '../../ports/job-queue.js';
import { OutboundError, type OutboundHttp, retryAfterOf } from '../../ports/outbound-http.js';
import type { Store } from '../../ports/persistence/store.js';
import type { DeliveryAttempt } from '../../ports/persistence/webhooks.js';
import type { SecretBox } from '../../ports/secret-box.js';
import type { WebhookSigner } from '../../ports/webhook-signer.js';
import { WEBHOOK_DELIVERY_JOB } from './event-outbox.js';

export interface EventDeliveryDeps {
  store: Store;
  clock: Clock;
  jobs: JobQueue;
  secrets: SecretBox;
  signer: WebhookSigner;
  outbound: OutboundHttp;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
  /** The first retry's wait; the schedule grows from it (10 s → 5 min, 30 min, 2 h, 5 h, 10 h). */
  retryBaseMs: number;
}

/** Events are retried for this long after they happened. */
const EVENT_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The waits after each failed attempt, in multiples of the base (Svix's schedule at a 10 s base). */
const SCHEDULE = [1, 30, 180, 720, 1800, 3600];
/** Attempts kept in a delivery's log. */
const LOG_LENGTH = 50;

export async function deliverEvent(
  deps: EventDeliveryDeps,
  job: Job,
  signal: AbortSignal,
): Promise<JobResult> {
  const delivery = await deps.store.webhooks.findDelivery(job.subjectId);
  if (delivery?.status !== 'pending') return { outcome: 'done' };
  if (signal.aborted) return { outcome: 'retry', afterMs: 0, reason: 'the worker is stopping' };
  const webhook = await deps.store.webhooks.find(delivery.webhookId);
  const started = deps.clock.now();
  let attempt: DeliveryAttempt;
  let delivered = false;
  let retryAfterMs: number | undefined;
  let gone = false;
  if (!webhook || webhook.deletedAt !== null) {
    attempt = { at: started.toISOString(), status: null, error: 'the webhook was deleted', durationMs: 0 };
    gone = true;
  } else {
    const t0 = performance.now();
    try {
      const answer = await deps.outbound.request({
        method: 'POST',
        url: webhook.url,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Contentforge-Webhooks/1',
          ...deps.signer.headers(
            deps.secrets.open(webhook.secret, webhook.id),
            delivery.id,
            started,
            delivery.payload,
          ),
        },
        body: delivery.payload,
        timeoutMs: deps.timeoutMs,
      });
      delivered = answer.status >= 200 && answer.status < 300;
      gone = answer.status === 410;
      retryAfterMs = retryAfterOf(answer.headers['retry-after'], started);
      attempt = {
        at: started.toISOString(),
        status: answer.status,
        error: delivered
          ? null
          : `answered ${answer.status}${answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : ''}`,
        durationMs: Math.round(performance.now() - t0),
      };
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      attempt = {
        at: started.toISOString(),
        status: null,
        error: err.message,
        durationMs: Math.round(performance.now() - t0),
      };
    }
  }
  const attempts = delivery.attempts + 1;
  const wait = Math.max(deps.retryBaseMs * (SCHEDULE[attempts - 1] ?? SCHEDULE.at(-1)!), retryAfterMs ?? 0);
  const nextAt = new Date(deps.clock.now().getTime() + wait);
  const giveUp = gone || nextAt.getTime() > Date.parse(delivery.createdAt) + EVENT_RETRY_WINDOW_MS;
  const status = delivered ? 'delivered' : giveUp ? 'failed' : 'pending';
  const done = status !== 'pending' ? deps.clock.now().toISOString() : null;
  await deps.store.transaction(async (tx) => {
    const recorded = await tx.webhooks.recordAttempt(delivery.id, {
      status,
      attempts,
      attemptLog: [...delivery.attemptLog, attempt].slice(-LOG_LENGTH),
      nextAttemptAt: status === 'pending' ? nextAt.toISOString() : null,
      completedAt: done,
    });
    if (recorded && status === 'pending') {
      await deps.jobs.enqueue(tx, WEBHOOK_DELIVERY_JOB, {
        subjectId: delivery.id,
        runAt: nextAt.toISOString(),
      });
    }
  });
  return { outcome: 'done' };
}
