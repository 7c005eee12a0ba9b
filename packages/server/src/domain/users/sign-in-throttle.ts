import type { WindowCounters } from '../../ports/window-counters.js';
import { AppError } from '../app-error.js';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per email in a window: slows password guessing on one account. */
export const FAILURES_PER_EMAIL = 10;
/** Failed sign-ins allowed per address in a window: slows guessing across many accounts. */
export const FAILURES_PER_ADDRESS = 50;

/**
 * Counts failed sign-ins (and invitation acceptances with a wrong password) per email and per
 * client address over fixed fifteen-minute windows; past either limit, attempts are refused with
 * 429 `rate_limited` before any password is checked. The counters live in the process, or in Redis
 * when API processes share them (docs/decisions.md).
 */
export class SignInThrottle {
  constructor(private readonly counters: WindowCounters) {}

  /** Throws 429 when the email or the address has used up its failures. */
  async check(email: string, address: string): Promise<void> {
    const keys = this.#keys(email, address);
    const counts = await this.counters.read(keys.map(([key]) => key));
    for (const [i, [, limit]] of keys.entries()) {
      const { count, resetInMs } = counts[i]!;
      if (count < limit) continue;
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError(
        'rate_limited',
        `Too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} minute(s).`,
        {},
        { 'Retry-After': String(seconds) },
      );
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await this.counters.increment(
      this.#keys(email, address).map(([key]) => key),
      WINDOW_MS,
    );
  }

  /** A successful sign-in clears the email's failures (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.counters.clear(`email:${email}`);
  }

  #keys(email: string, address: string): Array<[string, number]> {
    return [
      [`email:${email}`, FAILURES_PER_EMAIL],
      [`address:${address}`, FAILURES_PER_ADDRESS],
    ];
  }
}
