import { type LibraryDeps, sweepExpiredUploads, sweepOrphanFiles } from './domain/media/library.js';
import { IDEMPOTENCY_WINDOW_MS } from './http/plugins/idempotency.js';
import type { PeriodicTask } from './ports/job-queue.js';

/**
 * Periodic work, run by the job engine once across all workers, and once at a worker's start:
 * - every five minutes, forget idempotency keys past their 24 h window and expire pending uploads
 *   past their hour, removing their bytes;
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
