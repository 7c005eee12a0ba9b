/**
 * Idempotency-Key records of paid calls, and the resource each first request created.
 */

/** What a paid request creates; an idempotency key remembers it once it exists. */
export interface ResourceRef {
  type: 'generation' | 'publication';
  id: string;
}

export interface IdempotencyRecord {
  accountId: string;
  key: string;
  requestHash: string;
  state: 'running' | 'completed';
  /** The first answer; null while it runs, or when it never reached the caller (a crash, an error after the resource existed). */
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: string;
  lockedUntil: string;
  /** What the first request created, committed together with it (and its charge). */
  resource: ResourceRef | null;
}

/** A request's hold on its key: the version under which what it creates is bound to the key. */
export interface IdempotencyClaim {
  accountId: string;
  key: string;
  claimedAt: string;
}

export interface IdempotencyRepository {
  /** Inserts the key when absent; answers the record that holds the key afterwards and whether it is new. */
  claim(record: IdempotencyRecord): Promise<{ record: IdempotencyRecord; created: boolean }>;
  /** Takes over a stale or expired record (compare-and-set on its previous `createdAt` and `lockedUntil`). */
  takeOver(previous: IdempotencyRecord, next: IdempotencyRecord): Promise<boolean>;
  /**
   * Records what the request holding the key (claimed at `claimedAt`) created; run in the
   * transaction that creates it. False when the key is no longer that request's or already bound.
   */
  bindResource(accountId: string, key: string, claimedAt: string, resource: ResourceRef): Promise<boolean>;
  /** Keeps the first answer; with `null`, the answer is derived from the resource on a replay. */
  complete(accountId: string, key: string, response: { status: number; body: string } | null): Promise<void>;
  /** Frees a key whose first request created nothing. */
  removeUnbound(accountId: string, key: string): Promise<void>;
  removeOlderThan(at: string): Promise<number>;
}
