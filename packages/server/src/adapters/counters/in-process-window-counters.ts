import type { Clock } from '../../ports/clock.js';
import type { WindowCount, WindowCounters } from '../../ports/window-counters.js';

/** Keys kept at most: past it, ended windows are dropped, then the oldest, rather than grow without bound. */
const MAX_KEYS = 50_000;

/**
 * Window counters in this process's memory, timed by the service's clock. Each call does its
 * whole work before it yields, so increments from concurrent requests never interleave.
 */
export function createInProcessWindowCounters(clock: Clock): WindowCounters {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string, now: number) => {
    const w = windows.get(key);
    return w && w.resetAt > now ? w : undefined;
  };

  const prune = (now: number) => {
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
    while (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
  };

  return {
    async increment(keys, windowMs) {
      const now = clock.now().getTime();
      if (windows.size >= MAX_KEYS) prune(now);
      return keys.map((key): WindowCount => {
        let w = live(key, now);
        if (w) w.count += 1;
        else {
          w = { count: 1, resetAt: now + windowMs };
          windows.set(key, w);
        }
        return { count: w.count, resetInMs: w.resetAt - now };
      });
    },
    async decrement(key) {
      const w = live(key, clock.now().getTime());
      if (w && w.count > 0) w.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
