/**
 * Events for workspace webhooks. An event is recorded in the transaction of the change it reports
 * (a post ending, a charge taking the balance low): one delivery per subscribed webhook and the job
 * that sends it, so an event exists exactly when its change committed, and is sent even if the
 * process stops right after.
 */
import type { Clock } from '../../ports/clock.js';
import type { JobQueue, JobType } from '../../ports/job-queue.js';
import type { Store } from '../../ports/persistence/store.js';
import { newId } from '../ids.js';
import { type EventData, WEBHOOK_EVENT_SCHEMAS, type WebhookEventType } from './event-payloads.js';

export const EVENT_TYPES = Object.keys(WEBHOOK_EVENT_SCHEMAS) as [WebhookEventType, ...WebhookEventType[]];
export type EventType = WebhookEventType;

/** The job that delivers one event to one webhook. */
export const WEBHOOK_DELIVERY_JOB: JobType = { kind: 'webhook-delivery', lane: 'delivery' };

export interface EventOutbox {
  /**
   * Records `type` for the webhooks of a workspace (or, for account-wide events such as
   * `credits.low`, of every workspace of the account) inside `tx`. The caller wakes the job queue
   * once `tx` has committed.
   */
  record<T extends EventType>(
    tx: Store,
    scope: { workspaceId: string } | { accountId: string },
    type: T,
    data: EventData<T>,
  ): Promise<void>;
}

export function createEventOutbox(deps: { clock: Clock; jobs: JobQueue }): EventOutbox {
  return {
    async record(tx, scope, type, data) {
      const hooks = await tx.webhooks.subscribed(scope, type);
      if (hooks.length === 0) return;
      const at = deps.clock.now().toISOString();
      for (const hook of hooks) {
        const id = newId('msg');
        // Standard Webhooks' payload: type, timestamp, data. The body is fixed now and signed as it
        // is on every attempt; only the signature's timestamp changes.
        const payload = JSON.stringify({
          type,
          timestamp: at,
          data: { ...data, workspaceId: hook.workspaceId },
        });
        await tx.webhooks.insertDelivery({
          id,
          webhookId: hook.id,
          event: type,
          payload,
          status: 'pending',
          attempts: 0,
          attemptLog: [],
          nextAttemptAt: at,
          createdAt: at,
          completedAt: null,
        });
        await deps.jobs.enqueue(tx, WEBHOOK_DELIVERY_JOB, { subjectId: id });
      }
    },
  };
}
