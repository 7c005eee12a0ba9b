import type { TokenWithUserRole } from '../../ports/persistence/tokens.js';

/**
 * Token lookups happen on every request; this keeps recent ones for a second. A revocation made
 * through this process evicts the token at once; one made by another process (an admin command, a
 * second API node) takes effect within the time-to-live. Expiry is checked on every request from the
 * record itself, so it is never late. Unknown tokens are not cached.
 */
export class TokenCache {
  readonly #byHash = new Map<string, { record: TokenWithUserRole; until: number }>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string): TokenWithUserRole | undefined {
    const hit = this.#byHash.get(tokenHash);
    if (!hit) return undefined;
    if (hit.until <= Date.now()) {
      this.#byHash.delete(tokenHash);
      return undefined;
    }
    return hit.record;
  }

  set(tokenHash: string, record: TokenWithUserRole): void {
    if (this.#byHash.size >= this.maxEntries) this.#byHash.delete(this.#byHash.keys().next().value!);
    this.#byHash.set(tokenHash, { record, until: Date.now() + this.ttlMs });
  }

  evict(tokenId: string): void {
    for (const [hash, { record }] of this.#byHash) if (record.id === tokenId) this.#byHash.delete(hash);
  }
}
