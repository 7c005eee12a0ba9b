import { sweepExpiredUploads, sweepOrphanFiles } from './domain/media/library.js';
import { IDEMPOTENCY_WINDOW_MS } from './http/plugins/idempotency.js';
import type { Services } from './services.js';

/** Files no row points to are looked for hourly: it lists the whole store, and they wait an hour anyway. */
const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Periodic housekeeping run by worker processes: forgets idempotency keys past their 24 h window,
 * expires pending uploads past their hour, removing their bytes, and, at start and then hourly,
 * removes stored files that no row points to.
 */
export function startMaintenance(services: Services, everyMs = 5 * 60 * 1000): () => void {
  let orphansSweptAt = Number.NEGATIVE_INFINITY;
  const run = async () => {
    const now = services.clock.now().getTime();
    await services.store.idempotency.removeOlderThan(new Date(now - IDEMPOTENCY_WINDOW_MS).toISOString());
    await sweepExpiredUploads(services.media);
    if (now - orphansSweptAt >= ORPHAN_SWEEP_EVERY_MS) {
      orphansSweptAt = now;
      await sweepOrphanFiles(services.media);
    }
  };
  let running = false;
  const tick = () => {
    // A sweep of a large store may outlast the interval: the next pass waits for it.
    if (running) return;
    running = true;
    run()
      .catch(() => {
        // The next tick tries again; a database that is down is reported by /healthz.
      })
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
