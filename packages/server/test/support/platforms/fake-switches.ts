/**
 * The switches every fake platform offers the tests (FakePlatform): rate-limit the next post, hang
 * the next post's answer, fail the next media processing, and count the requests that create a
 * post. Each fake decides where in its own flow a switch takes effect; a switch is used once.
 */
import type { FakePlatform } from './fake-platform.js';

export class FakeSwitches {
  rateLimitMs: number | undefined;
  hangPublish = false;
  failProcessing = false;
  attempts = 0;

  /** The reset of the rate limit set for the next post, once. */
  takeRateLimit(): number | undefined {
    const ms = this.rateLimitMs;
    this.rateLimitMs = undefined;
    return ms;
  }

  /** Whether the next post's answer should never come, once. */
  takeHang(): boolean {
    const hang = this.hangPublish;
    this.hangPublish = false;
    return hang;
  }

  takeProcessingFailure(): boolean {
    const fail = this.failProcessing;
    this.failProcessing = false;
    return fail;
  }

  /** Counts a request that creates a post, and answers the rate limit or the hang when one is set. */
  onPublish<T>(rateLimited: (resetMs: number) => T): T | 'hang' | undefined {
    this.attempts++;
    const ms = this.takeRateLimit();
    if (ms !== undefined) return rateLimited(ms);
    return this.takeHang() ? 'hang' : undefined;
  }

  /** The FakePlatform methods that set these switches and read the count. */
  controls(): Pick<
    FakePlatform,
    'rateLimitNext' | 'failNextMediaProcessing' | 'hangNextPublish' | 'publishAttempts'
  > {
    return {
      rateLimitNext: (ms) => {
        this.rateLimitMs = ms;
      },
      failNextMediaProcessing: () => {
        this.failProcessing = true;
      },
      hangNextPublish: () => {
        this.hangPublish = true;
      },
      publishAttempts: () => this.attempts,
    };
  }
}
