/**
 * A job is one definition: its type (kind and lane, declared beside the use case that enqueues it),
 * which of the service's dependency sets its handler needs, and the handler. `ALL_JOBS`
 * (all-jobs.ts) lists every definition; the composition binds them to their dependencies and gives
 * each kind its lane's slots. Adding a job is a `defineJob` beside its use case and a line there.
 */
import type { Job, JobResult, JobType } from '../../ports/job-queue.js';
import type { GenerationDeps } from '../generations/generation-deps.js';
import type { PublishingDeps } from '../publishing/publishing-deps.js';
import type { EventDeliveryDeps } from '../webhooks/deliver-event.js';

/** The dependency sets a job handler can ask for, by name. */
export interface JobDeps {
  generations: GenerationDeps;
  publishing: PublishingDeps;
  webhookDelivery: EventDeliveryDeps;
}

export interface JobDefinition<K extends keyof JobDeps> {
  type: JobType;
  deps: K;
  /** Runs one job; stopped through `signal`, it must leave its subject resumable. */
  handle(deps: JobDeps[K], job: Job, signal: AbortSignal): Promise<JobResult>;
}

/** Any job definition, whatever dependencies it asks for. */
export type AnyJobDefinition = { [K in keyof JobDeps]: JobDefinition<K> }[keyof JobDeps];

export function defineJob<K extends keyof JobDeps>(definition: JobDefinition<K>): JobDefinition<K> {
  return definition;
}
