/**
 * Counts by key over fixed windows: how sign-in attempts are counted. In the process for the
 * embedded shape; in Redis when several API processes must see the same counts.
 */
export interface WindowCount {
  /** What was counted in the key's current window (0 when it has none). */
  count: number;
  /** Until the window ends, in milliseconds (0 when there is none). */
  resetInMs: number;
}

export interface WindowCounters {
  /**
   * Adds one to each key and answers each key's count after it, in order, as one atomic step: of
   * any number of callers at once, each sees a count of its own (a key without a live window
   * starts one of `windowMs`).
   */
  increment(keys: readonly string[], windowMs: number): Promise<WindowCount[]>;
  /** Takes one back from the key, never below zero and without starting a window. */
  decrement(key: string): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
}
