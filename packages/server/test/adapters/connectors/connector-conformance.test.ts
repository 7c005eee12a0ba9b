/**
 * The contract every connector keeps (ports/connector.ts), whatever its platform, proven on each
 * platform's stand-in: refused credentials need the account reconnected, a rate limit is waited
 * out as long as the platform says, a platform's 5xx is tried again, and a post whose answer never
 * came is never sent again on its own unless the connector makes repeats safe, as it says.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS } from '../../../src/domain/publishing/platforms.js';
import { deliveryFailure, signal } from '../../support/platforms/adapter-harness.js';
import {
  CONNECTOR_SUBJECTS,
  type ConnectorSubject,
  REQUEST_TIMEOUT_MS,
} from '../../support/platforms/connector-subjects.js';

const text = (what: string) => `Spring jars ${what} ${randomUUID().slice(0, 8)}`;

describe.each(SOCIAL_PLATFORMS)('the %s connector keeps the contract', (platform) => {
  let subject: ConnectorSubject;
  beforeAll(async () => {
    subject = await CONNECTOR_SUBJECTS[platform]();
  }, 90_000);
  afterAll(() => subject?.close());

  it('delivers a post with a photo once', async () => {
    const account = await subject.connect();
    const said = text('delivered');
    const receipt = await subject.connector.deliver(await account.delivery(said), signal());
    expect(receipt.externalId).toBeTruthy();
    expect(await subject.postsWith(said)).toBe(1);
  });

  it('refused credentials fail auth_expired, asking for the account to be connected again', async () => {
    const account = await subject.connect();
    await account.refuse();
    const said = text('refused');
    const err = await deliveryFailure(subject.connector.deliver(await account.delivery(said), signal()));
    expect(err.category).toBe('auth_expired');
    // A webhook's secret is the service's own: its receiver refusing it is not the account's to fix.
    expect(err.options.credentialsRejected ?? false).toBe(platform !== 'webhook');
    expect(err.options.transient ?? false).toBe(false);
    expect(await subject.postsWith(said)).toBe(0);
  });

  it('a rate limit is rate_limited, transient, waiting until the reset the platform named', async () => {
    const account = await subject.connect();
    const resetMs = Math.max(120_000, subject.shortestRateLimitMs);
    subject.rateLimitNext(resetMs);
    const said = text('limited');
    const err = await deliveryFailure(subject.connector.deliver(await account.delivery(said), signal()));
    expect(err.category).toBe('rate_limited');
    expect(err.options.transient).toBe(true);
    expect(err.options.unclear ?? false).toBe(false);
    // Reset times are often in whole seconds.
    expect(err.options.retryAfterMs).toBeGreaterThan(resetMs - 3000);
    expect(err.options.retryAfterMs).toBeLessThanOrEqual(resetMs + 1000);
    expect(await subject.postsWith(said)).toBe(0);
  });

  it('a 5xx of the platform is a system failure tried again, nothing published', async () => {
    const account = await subject.connect();
    const said = text('unavailable');
    subject.serverErrorNext();
    const err = await deliveryFailure(subject.connector.deliver(await account.delivery(said), signal()));
    expect(err.category).toBe('system');
    expect(err.options.transient).toBe(true);
    expect(err.options.unclear ?? false).toBe(false);
    expect(await subject.postsWith(said)).toBe(0);
  });

  it('a post whose answer never came is unclear, sent once, unless the connector makes a repeat safe', async () => {
    const account = await subject.connect();
    const said = text('unanswered');
    const delivery = await account.delivery(said);
    const before = subject.publishAttempts();
    subject.hangNextPublish();
    const outcome = await subject.connector
      .deliver(delivery, AbortSignal.timeout(REQUEST_TIMEOUT_MS * 10))
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    if (subject.connector.idempotent) {
      // The domain sends it again rather than ending it unknown: the repeat must not post twice.
      const again = await subject.connector.deliver(delivery, signal());
      expect(again.externalId).toBeTruthy();
      expect(await subject.postsWith(said)).toBe(1);
    } else {
      // The domain ends it unknown and never repeats it on its own.
      expect(outcome).toMatchObject({ name: 'DeliveryError', options: { unclear: true } });
      expect((outcome as { options: { transient?: boolean } }).options.transient ?? false).toBe(false);
      expect(subject.publishAttempts()).toBe(before + 1);
      expect(await subject.postsWith(said)).toBe(1);
    }
  });
});
