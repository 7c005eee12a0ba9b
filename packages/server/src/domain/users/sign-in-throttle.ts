import type { WindowCounters } from '../../ports/window-counters.js';
import { AppError } from '../app-error.js';

const WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per email in a window: slows password guessing on one account. */
export const FAILURES_PER_EMAIL = 10;
/** Failed sign-ins allowed per address in a window: slows guessing across many accounts. */
export const FAILURES_PER_ADDRESS = 50;

/** A counted attempt: settled as a success or a failure once the password has been checked. */
export interface SignInAttempt {
  /** The password was right: the email's count starts again, and this attempt is not held against the address. */
  succeeded(): Promise<void>;
}

/**
 * Counts sign-ins (and invitation acceptances with a password) per email and per client address
 * over fixed fifteen-minute windows. An attempt is counted before its password is checked, in one
 * atomic step with the check of the limits, so that guesses sent all at once are counted like
 * guesses sent one by one: past either limit they are refused with 429 `rate_limited` and no
 * password is checked. A success gives its count back. The counters live in the process, or in
 * Redis when API processes share them (docs/decisions.md).
 */
export class SignInThrottle {
  constructor(private readonly counters: WindowCounters) {}

  /** Counts the attempt; throws 429 when it goes past the email's or the address's limit. */
  async attempt(email: string, address: string): Promise<SignInAttempt> {
    const emailKey = `email:${email}`;
    const addressKey = `address:${address}`;
    const [forEmail, forAddress] = await this.counters.increment([emailKey, addressKey], WINDOW_MS);
    for (const [{ count, resetInMs }, limit] of [
      [forEmail!, FAILURES_PER_EMAIL],
      [forAddress!, FAILURES_PER_ADDRESS],
    ] as const) {
      if (count <= limit) continue;
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError(
        'rate_limited',
        `Too many failed sign-ins; try again in ${Math.ceil(seconds / 60)} minute(s).`,
        {},
        { 'Retry-After': String(seconds) },
      );
    }
    return {
      succeeded: async () => {
        await this.counters.clear(emailKey);
        await this.counters.decrement(addressKey);
      },
    };
  }
}
