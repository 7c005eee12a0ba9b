/**
 * Counts by key over fixed windows: how failed sign-ins are counted. In the process for the
 * embedded shape; in Redis when several API processes must see the same counts.
 */
export interface WindowCount {
  /** What was counted in the key's current window (0 when it has none). */
  count: number;
  /** Until the window ends, in milliseconds (0 when there is none). */
  resetInMs: number;
}

export interface WindowCounters {
  /** The current count of each key, in order. */
  read(keys: readonly string[]): Promise<WindowCount[]>;
  /** Adds one to each key; a key without a live window starts one of `windowMs`. */
  increment(keys: readonly string[], windowMs: number): Promise<void>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
}
