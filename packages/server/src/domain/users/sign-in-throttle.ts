import type { Clock } from '../../ports/clock.js';
import { AppError } from '../app-error.js';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per email in a window: slows password guessing on one account. */
export const FAILURES_PER_EMAIL = 10;
/** Failed sign-ins allowed per address in a window: slows guessing across many accounts. */
export const FAILURES_PER_ADDRESS = 50;
const MAX_KEYS = 50_000;

interface Window {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins (and invitation acceptances with a wrong password) per email and per
 * client address over fixed fifteen-minute windows; past either limit, attempts are refused with
 * 429 `rate_limited` before any password is checked. Counters live in the process, like the API's
 * rate limits (docs/decisions.md).
 */
export class SignInThrottle {
  readonly #windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** Throws 429 when the email or the address has used up its failures. */
  check(email: string, address: string): void {
    const now = this.clock.now().getTime();
    for (const [key, limit] of this.#keys(email, address)) {
      const w = this.#windows.get(key);
      if (w && w.resetAt > now && w.failures >= limit) {
        const seconds = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
        throw new AppError(
          'rate_limited',
          `Too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} minute(s).`,
          {},
          { 'Retry-After': String(seconds) },
        );
      }
    }
  }

  recordFailure(email: string, address: string): void {
    const now = this.clock.now().getTime();
    if (this.#windows.size >= MAX_KEYS) this.#prune(now);
    for (const [key] of this.#keys(email, address)) {
      const w = this.#windows.get(key);
      if (!w || w.resetAt <= now) this.#windows.set(key, { failures: 1, resetAt: now + WINDOW_MS });
      else w.failures += 1;
    }
  }

  /** A successful sign-in clears the email's failures (not the address's). */
  recordSuccess(email: string): void {
    this.#windows.delete(`email:${email}`);
  }

  #keys(email: string, address: string): Array<[string, number]> {
    return [
      [`email:${email}`, FAILURES_PER_EMAIL],
      [`address:${address}`, FAILURES_PER_ADDRESS],
    ];
  }

  #prune(now: number): void {
    for (const [key, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(key);
    // Still full of live windows: drop the oldest rather than grow without bound.
    while (this.#windows.size >= MAX_KEYS) this.#windows.delete(this.#windows.keys().next().value!);
  }
}
