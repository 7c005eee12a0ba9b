import { IDEMPOTENCY_WINDOW_MS } from './http/plugins/idempotency.js';
import type { Services } from './services.js';

/** Periodic housekeeping run by worker processes: forgets idempotency keys past their 24 h window. */
export function startMaintenance(services: Services, everyMs = 60 * 60 * 1000): () => void {
  const run = async () => {
    const cutoff = new Date(services.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
    await services.store.idempotency.removeOlderThan(cutoff);
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
