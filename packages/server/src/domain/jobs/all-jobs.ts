/**
 * Every kind of job the workers run, and how a worker's slots are shared among them: the one list
 * the job engines are given (handlers and concurrency both come from here).
 */
import type { JobHandler, JobLane } from '../../ports/job-queue.js';
import { generationJob } from '../generations/generation-job.js';
import { deliveryJob, scheduledPostJob } from '../publishing/publishing-jobs.js';
import { webhookDeliveryJob } from '../webhooks/webhook-jobs.js';
import type { AnyJobDefinition, JobDefinition, JobDeps } from './define-job.js';

export const ALL_JOBS: readonly AnyJobDefinition[] = [
  generationJob,
  deliveryJob,
  scheduledPostJob,
  webhookDeliveryJob,
];

function bind<K extends keyof JobDeps>(definition: JobDefinition<K>, deps: () => JobDeps): JobHandler {
  return (job, signal) => definition.handle(deps()[definition.deps], job, signal);
}

/** Each kind's handler, bound to the dependencies it asks for (read when a job runs). */
export function jobHandlers(deps: () => JobDeps): Record<string, JobHandler> {
  return Object.fromEntries(
    ALL_JOBS.map((definition) => [definition.type.kind, bind<keyof JobDeps>(definition as never, deps)]),
  );
}

/** How many jobs of each kind run at once in one worker: its lane's slots. */
export function jobConcurrency(slots: Readonly<Record<JobLane, number>>): Record<string, number> {
  return Object.fromEntries(
    ALL_JOBS.map((definition) => [definition.type.kind, slots[definition.type.lane]]),
  );
}
