import { type LibraryDeps, sweepExpiredUploads, sweepOrphanFiles } from './domain/media/library.js';
import { expireHandoffs } from './domain/publishing/handoffs.js';
import { forgetExpiredConnections } from './domain/publishing/pending-connections.js';
import { startDuePosts } from './domain/publishing/publish-post.js';
import type { PublishingDeps } from './domain/publishing/publishing-deps.js';
import { IDEMPOTENCY_WINDOW_MS } from './http/plugins/idempotency.js';
import type { PeriodicTask } from './ports/job-queue.js';

/**
 * Periodic work, run by the job engine once across all workers, and once at a worker's start:
 * - every five minutes, forget idempotency keys past their 24 h window, remove the embedded
 *   runner's jobs finished a day ago, and expire pending uploads past their hour, removing their
 *   bytes;
 * - every hour, remove stored files that no row points to (it lists the whole store, and such files
 *   are left an hour anyway).
 */
export function housekeeping(deps: LibraryDeps): PeriodicTask[] {
  return [
    {
      name: 'housekeeping',
      everyMinutes: 5,
      async run() {
        const cutoff = new Date(deps.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
        await deps.store.idempotency.removeOlderThan(cutoff);
        // The embedded runner's finished jobs, a day on (pg-boss archives its own).
        await deps.store.jobs.removeFinished(cutoff);
        await sweepExpiredUploads(deps);
      },
    },
    {
      name: 'orphan-files',
      everyMinutes: 60,
      async run() {
        await sweepOrphanFiles(deps);
      },
    },
  ];
}

/**
 * Every minute: start scheduled posts that are due (each also has a job of its own at its time;
 * this catches any whose job was lost), end agent hand-offs not reported within a day, and forget
 * connect-flow states a day past their expiry.
 */
export function publishingChores(deps: PublishingDeps): PeriodicTask[] {
  return [
    {
      name: 'publishing',
      everyMinutes: 1,
      async run() {
        await startDuePosts(deps);
        await expireHandoffs(deps);
        await forgetExpiredConnections(deps);
      },
    },
  ];
}
