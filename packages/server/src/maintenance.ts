import { sweepExpiredUploads } from './domain/media/library.js';
import { IDEMPOTENCY_WINDOW_MS } from './http/plugins/idempotency.js';
import type { Services } from './services.js';

/**
 * Periodic housekeeping run by worker processes: forgets idempotency keys past their 24 h window
 * and expires pending uploads past their hour, removing their bytes.
 */
export function startMaintenance(services: Services, everyMs = 5 * 60 * 1000): () => void {
  const run = async () => {
    const cutoff = new Date(services.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
    await services.store.idempotency.removeOlderThan(cutoff);
    await sweepExpiredUploads(services.media);
  };
  const tick = () => {
    run().catch(() => {
      // The next tick tries again; a database that is down is reported by /healthz.
    });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
