import { type LibraryDeps, sweepExpiredUploads } from './domain/media/library.js';
import { IDEMPOTENCY_WINDOW_MS } from './http/plugins/idempotency.js';
import type { Clock } from './ports/clock.js';
import type { PeriodicTask } from './ports/job-queue.js';
import type { Store } from './ports/persistence/store.js';

/**
 * Housekeeping, every five minutes, once across all workers (the job engine schedules it): forgets
 * idempotency keys past their 24 h window and expires pending uploads past their hour, removing
 * their bytes.
 */
export function housekeeping(deps: LibraryDeps & { store: Store; clock: Clock }): PeriodicTask {
  return {
    name: 'housekeeping',
    everyMinutes: 5,
    async run() {
      const cutoff = new Date(deps.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
      await deps.store.idempotency.removeOlderThan(cutoff);
      await sweepExpiredUploads(deps);
    },
  };
}
