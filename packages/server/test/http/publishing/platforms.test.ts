/**
 * Every platform the service signs in to, end to end through the real app listening on a port:
 * connect through the platform's sign-in, publish, renew tokens, and each way a delivery can fail,
 * against the platform's stand-in API. Written against `FakePlatform` alone: a platform joins by
 * its line in PLATFORM_FAKES, and what differs between platforms is read from the platform's own
 * adapter (does it renew tokens, register per instance, resend safely) and rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_RULES, type SocialPlatform } from '../../../src/domain/publishing/platforms.js';
import type { OAuthPlatformEntry } from '../../../src/domain/publishing/publishing-deps.js';
import type { Clock } from '../../../src/ports/clock.js';
import type { Connector } from '../../../src/ports/connector.js';
import { startPds, type TestPds } from '../../support/atproto-pds.js';
import { counterPhoto, productPhoto, uploadImage } from '../../support/media-upload.js';
import { connect, settingsFor } from '../../support/platforms/connect-account.js';
import { type FakePlatform, PLATFORM_FAKES, type PlatformFake } from '../../support/platforms/index.js';
import {
  balance,
  type Client,
  client,
  draft,
  ledger,
  type PublicationView,
  startListeningPublishing,
  waitForPublication,
  webhookAccount,
} from '../../support/publishing.js';
import type { TestContext } from '../../support/test-app.js';

/** Delivery requests end within this; the time-out scenario waits it out. */
const DELIVERY_TIMEOUT_SECONDS = '3';

/** The time of day, which a test may move ahead (to be past a rate limit's reset without waiting it out). */
function movableClock() {
  let ahead = 0;
  return {
    now: () => new Date(Date.now() + ahead),
    advance: (ms: number) => {
      ahead += ms;
    },
  };
}

async function startApp(
  fakes: { platform: string; fake: FakePlatform }[],
  clock: Clock = movableClock(),
  env: Record<string, string> = {},
) {
  return startListeningPublishing(
    {
      ...settingsFor(fakes),
      ...env,
      DELIVERY_RETRY_BASE_SECONDS: '0.05',
      DELIVERY_TIMEOUT_SECONDS,
    },
    { engines: { platformPollIntervalMs: 20 }, clock },
  );
}

const settled = (p: PublicationView) => p.targets.every((t) => !['pending', 'queued'].includes(t.status));

/** What the publication of `postId` cost in the ledger: reserves and releases summed. */
async function charged(api: Client, postId: string): Promise<number> {
  const entries = (await ledger(api)).filter(
    (e) => e.reference?.type === 'publication' && e.reference.id === postId,
  );
  return entries.reduce((sum, e) => sum - e.amount, 0);
}

describe.each(PLATFORM_FAKES)(
  '$platform, through its API',
  ({ platform, start, shortestRateLimitMs = 1000 }: PlatformFake) => {
    const clock = movableClock();
    let fake: FakePlatform;
    let app: Awaited<ReturnType<typeof startApp>>;
    let ctx: TestContext;
    let api: Client;
    let entry: OAuthPlatformEntry;
    let connector: Connector;
    let account: { id: string; handle: string };
    let images: string[];
    let n = 0;

    beforeAll(async () => {
      fake = await start();
      app = await startApp([{ platform, fake }], clock);
      ctx = app.ctx;
      const owner = await ctx.account({ credits: 100 });
      api = client(ctx, owner.token);
      entry = ctx.services.publishing.oauth[platform]!;
      connector = ctx.services.publishing.connectors[platform]!;
      images = [
        (await uploadImage(ctx, owner.token, await productPhoto(900, 1100))).id,
        (await uploadImage(ctx, owner.token, await counterPhoto(900, 1100))).id,
      ];
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await fake?.close();
    });

    /** Publishes a post with two images to the account, and waits for its target to settle. */
    async function publish(caption = `Spring serum, batch ${++n}`) {
      const post = await draft(api, { caption, mediaIds: images, socialAccountIds: [account.id] });
      const res = await api('POST', `/v1/posts/${post.id}/publish`, {});
      expect(res.statusCode, res.body).toBe(202);
      const publication = await waitForPublication(api, post.id, settled);
      return { post, caption, publication, target: publication.targets[0]! };
    }

    it('connects the account through the platform’s sign-in', async () => {
      account = await connect(ctx, api, platform, fake);
      expect(account).toMatchObject({ status: 'active', connection: 'oauth', platform });
      // The account is the user, with the platform's handle, or the destination chosen (a page, a board).
      const record = await ctx.services.store.socialAccounts.find(account.id);
      if (record!.externalId === fake.user.externalId) {
        // Kept as handles are: lower case, no "@", a name's spaces as dashes (LinkedIn has names only).
        expect(account.handle).toBe(
          fake.user.handle
            .toLowerCase()
            .replace(/^@/, '')
            .replace(/[\s/]+/g, '-'),
        );
      } else {
        expect(account.handle).not.toBe('');
      }
    });

    it('publishes a post with its text and two images, read back from the platform', async () => {
      const before = await balance(api);
      const { caption, target, post } = await publish();
      expect(target.status, JSON.stringify(target.error)).toBe('delivered');
      const published = fake.published().filter((p) => p.text === caption);
      expect(published).toHaveLength(1);
      expect(published[0]!.media).toHaveLength(2);
      expect(target.externalId).toBe(published[0]!.id);
      expect(await charged(api, post.id)).toBe(ctx.services.config.publishCosts[platform]);
      expect(await balance(api)).toBe(before - ctx.services.config.publishCosts[platform]);
    });

    it('renews an expired access token and delivers', async (test) => {
      if (!entry.oauth.refresh) test.skip();
      fake.expireAccessTokens();
      const { caption, target } = await publish();
      expect(target.status, JSON.stringify(target.error)).toBe('delivered');
      expect(fake.published().filter((p) => p.text === caption)).toHaveLength(1);
    });

    it('waits out a rate limit until its reset, then delivers, charging once', async () => {
      const attempts = fake.publishAttempts();
      fake.rateLimitNext(shortestRateLimitMs);
      const caption = `Spring serum, batch ${++n}`;
      const post = await draft(api, { caption, mediaIds: images, socialAccountIds: [account.id] });
      expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
      const limited = await waitForPublication(api, post.id, (p) => p.targets[0]!.error !== undefined);
      expect(limited.targets[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        error: { category: 'rate_limited', retryable: true },
      });
      // Not tried again before the reset: the next attempt is set for it…
      const [target] = await ctx.services.store.posts.targetsOf([post.id]);
      const waits = Date.parse(target!.nextAttemptAt!) - clock.now().getTime();
      expect(waits).toBeGreaterThan(shortestRateLimitMs - 2000);
      expect(waits).toBeLessThanOrEqual(shortestRateLimitMs + 1000);
      await new Promise((r) => setTimeout(r, Math.min(500, shortestRateLimitMs / 2)));
      expect(fake.publishAttempts() - attempts).toBe(1);
      if (shortestRateLimitMs > 1000) {
        // …and once past it, delivered. A reset a minute away is not waited out: the clock is moved
        // past it, which the embedded job runner follows; PostgreSQL's queue keeps the database's
        // own time, so there the attempt scheduled above is what is checked.
        if (process.env.CF_TEST_DB === 'postgres') return;
        clock.advance(shortestRateLimitMs);
      }
      const { targets } = await waitForPublication(api, post.id, settled);
      expect(targets[0]!.status, JSON.stringify(targets[0]!.error)).toBe('delivered');
      expect(targets[0]!.attempts).toBe(2);
      expect(fake.publishAttempts() - attempts).toBe(2);
      expect(fake.published().filter((p) => p.text === caption)).toHaveLength(1);
      expect((await ledger(api)).filter((e) => e.reference?.id === post.id).map((e) => e.kind)).toEqual([
        'reserve',
      ]);
    });

    it('fails a post whose image the platform cannot process as media_error, refunded', async () => {
      fake.failNextMediaProcessing();
      const { caption, target, post } = await publish();
      expect(target.status).toBe('failed');
      expect(target.error).toMatchObject({ category: 'media_error' });
      expect(fake.published().filter((p) => p.text === caption)).toHaveLength(0);
      expect(await charged(api, post.id)).toBe(0);
      expect((await api('GET', `/v1/social-accounts/${account.id}`)).json().data.status).toBe('active');
    });

    it('never sends twice a post whose answer never came, unless the platform makes a repeat harmless', async () => {
      const attempts = fake.publishAttempts();
      fake.hangNextPublish();
      const { caption, target, post } = await publish();
      if (connector.idempotent) {
        expect(target.status, JSON.stringify(target.error)).toBe('delivered');
        expect(fake.published().filter((p) => p.text === caption)).toHaveLength(1);
        expect(await charged(api, post.id)).toBe(ctx.services.config.publishCosts[platform]);
      } else {
        expect(target.status).toBe('unknown');
        await new Promise((r) => setTimeout(r, 300));
        expect(fake.publishAttempts() - attempts).toBe(1);
        expect((await waitForPublication(api, post.id, settled)).targets[0]!.status).toBe('unknown');
      }
    });

    it('turns the account needs_reconnect when the user revokes the app: auth_expired, refunded; reconnecting revives it in place', async () => {
      fake.revokeAll();
      const before = await balance(api);
      const { caption, target, post } = await publish();
      expect(target.status).toBe('failed');
      expect(target.error).toMatchObject({ category: 'auth_expired' });
      expect(fake.published().filter((p) => p.text === caption)).toHaveLength(0);
      expect(await charged(api, post.id)).toBe(0);
      expect(await balance(api)).toBe(before);
      expect((await api('GET', `/v1/social-accounts/${account.id}`)).json().data.status).toBe(
        'needs_reconnect',
      );

      const again = await connect(ctx, api, platform, fake);
      expect(again).toMatchObject({ id: account.id, status: 'active' });
      const retried = await api('POST', `/v1/posts/${post.id}/retry`, {});
      expect(retried.statusCode, retried.body).toBe(202);
      const done = await waitForPublication(api, post.id, (p) => p.targets[0]!.status === 'delivered');
      expect(done.targets[0]!.status).toBe('delivered');
      expect(fake.published().filter((p) => p.text === caption)).toHaveLength(1);
    });
  },
);

describe('every platform at once', () => {
  let fakes: { platform: PlatformFake['platform']; fake: FakePlatform }[];
  let app: Awaited<ReturnType<typeof startApp>>;
  let pds: TestPds;

  beforeAll(async () => {
    [fakes, pds] = await Promise.all([
      Promise.all(PLATFORM_FAKES.map(async (p) => ({ platform: p.platform, fake: await p.start() }))),
      startPds(),
    ]);
    app = await startApp(fakes, movableClock(), { BLUESKY_API_URL: pds.url });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all((fakes ?? []).map(({ fake }) => fake.close()));
    await pds?.close();
  });

  it('publishes one post to every platform, Bluesky and a webhook, charging each target only when delivered; the publish check and publish agree on what a platform refuses', async () => {
    const { ctx, receiver } = app;
    const owner = await ctx.account({ credits: 100 });
    const api = client(ctx, owner.token);
    const accounts: { platform: SocialPlatform; id: string }[] = [];
    for (const { platform, fake } of fakes)
      accounts.push({ platform, ...(await connect(ctx, api, platform, fake)) });
    const hook = await webhookAccount(api, receiver.url('/all'));
    // Bluesky, on a real PDS: connected with an app password, as its users do.
    const alice = await pds.createAccount('alice');
    const bluesky = await api('POST', '/v1/social-accounts', {
      platform: 'bluesky',
      credentials: { identifier: alice.handle, appPassword: alice.appPassword },
    });
    expect(bluesky.statusCode, bluesky.body).toBe(201);
    accounts.push({ platform: 'bluesky' as const, ...bluesky.json().data });
    const images = [
      (await uploadImage(ctx, owner.token, await productPhoto(900, 1100))).id,
      (await uploadImage(ctx, owner.token, await counterPhoto(900, 1100))).id,
    ];

    // A caption just over the shortest limit among the platforms: a problem for exactly those it is too long for.
    const shortest = Math.min(...fakes.map(({ platform }) => PLATFORM_RULES[platform].maxText));
    const long = `${'Spring serum. '.repeat(Math.ceil((shortest + 1) / 14))}`.slice(0, shortest + 1);
    const tooLongFor = accounts.filter(
      (a) => PLATFORM_RULES[a.platform].count(long) > PLATFORM_RULES[a.platform].maxText,
    );
    expect(tooLongFor.length).toBeGreaterThan(0);
    const post = await draft(api, {
      caption: long,
      mediaIds: images,
      socialAccountIds: [...accounts.map((a) => a.id), hook.id],
    });
    const preview = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    const previewed = preview.problems.map((p: { socialAccountId: string; code: string }) => [
      p.socialAccountId,
      p.code,
    ]);
    expect(previewed).toEqual(tooLongFor.map((a) => [a.id, 'caption_too_long']));
    const blocked = await api('POST', `/v1/posts/${post.id}/publish`, {});
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({ code: 'publish_blocked', problems: preview.problems });
    expect((await ledger(api)).map((e) => e.kind)).toEqual(['grant']);

    const short = 'Spring serum, out now';
    const perPlatform = Object.fromEntries(tooLongFor.map((a) => [a.platform, { caption: short }]));
    expect((await api('PATCH', `/v1/posts/${post.id}`, { perPlatform })).statusCode).toBe(200);
    expect((await api('GET', `/v1/posts/${post.id}/publish`)).json().data.problems).toEqual([]);
    expect((await api('POST', `/v1/posts/${post.id}/publish`, {})).statusCode).toBe(202);
    const publication = await waitForPublication(api, post.id);
    expect(publication.status).toBe('published');
    for (const { platform, fake } of fakes) {
      const text = tooLongFor.some((a) => a.platform === platform) ? short : long;
      expect(
        fake.published().filter((p) => p.text === text),
        platform,
      ).toHaveLength(1);
    }
    expect(receiver.on('/all')).toHaveLength(1);
    const onBluesky = publication.targets.find((t) => t.platform === 'bluesky')!;
    const reader = await pds.agentFor(alice);
    const record = await reader.com.atproto.repo.getRecord({
      repo: alice.did,
      collection: 'app.bsky.feed.post',
      rkey: onBluesky.externalId!.split('/').pop()!,
    });
    expect((record.data.value as { text: string }).text).toBe(
      tooLongFor.some((a) => a.platform === 'bluesky') ? short : long,
    );
    expect(publication.targets).toHaveLength(PLATFORM_FAKES.length + 2);
    const costs = publication.targets.map((t) => t.cost);
    expect(publication.creditsCharged).toBe(costs.reduce((a, b) => a + b, 0));
    expect(await charged(api, post.id)).toBe(publication.creditsCharged);
    const entries = await ledger(api);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(await balance(api));
  });

  it('shows in the publish check, for exactly the platforms that download images as they are, an image outside their limits', async () => {
    const { ctx } = app;
    const owner = await ctx.account({ credits: 100 });
    const api = client(ctx, owner.token);
    const accounts = [];
    for (const { platform, fake } of fakes)
      accounts.push({ platform, ...(await connect(ctx, api, platform, fake)) });
    // 1:2.5, taller than Instagram's 4:5; within Threads' 1:10 and TikTok's 1080p.
    const tall = (await uploadImage(ctx, owner.token, await productPhoto(600, 1500))).id;
    const post = await draft(api, {
      caption: 'Spring serum, out now',
      mediaIds: [tall],
      socialAccountIds: accounts.map((a) => a.id),
    });
    const { problems } = (await api('GET', `/v1/posts/${post.id}/publish`)).json().data;
    const instagram = accounts.filter((a) => a.platform === 'instagram');
    expect(problems).toEqual(
      instagram.map((a) => ({
        socialAccountId: a.id,
        platform: 'instagram',
        code: 'media_out_of_limits',
        message: expect.stringMatching(/4:5 to 1\.91:1.*600 × 1500/),
        fix: expect.objectContaining({
          kind: 'crop',
          mediaIds: [tall],
          to: expect.objectContaining({ width: 600, height: 750 }),
        }),
      })),
    );
    expect((await api('POST', `/v1/posts/${post.id}/publish`, { autoFix: false })).statusCode).toBe(422);
  });
});
