import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balance,
  client,
  draft,
  ledger,
  startPublishing,
  type TestContext,
  type WebhookReceiver,
  waitForPublication,
  webhookAccount,
} from '../../support/publishing.js';

// Races between requests and deliveries that only a database with real concurrency (PostgreSQL)
// can lose; on SQLite, where writes take turns, they pass trivially.
let ctx: TestContext;
let receiver: WebhookReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, receiver, close } = await startPublishing({
    PUBLISH_COSTS: 'webhook=2',
    DELIVERY_TIMEOUT_SECONDS: '2',
    DELIVERY_CONCURRENCY: '16',
  }));
});
afterAll(() => close?.());

describe('publishing under concurrency', () => {
  it('a post deleted while it is being scheduled keeps no credits held: every race ends with the full balance', async () => {
    const account = await ctx.account({ credits: 100 });
    const api = client(ctx, account.token);
    const target = await webhookAccount(api, receiver.url('/later'), 'later');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 60; i++) {
      const post = await draft(api, { caption: `Launch ${i}`, mediaIds: [], socialAccountIds: [target.id] });
      const [published, deleted] = await Promise.all([
        api('POST', `/v1/posts/${post.id}/publish`, { scheduledAt: at }),
        api('DELETE', `/v1/posts/${post.id}`),
      ]);
      const key = `${published.statusCode}/${deleted.statusCode}`;
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      // The delete always wins in the end: it removes a draft, or cancels the schedule.
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([202, 404]).toContain(published.statusCode);
      expect((await api('GET', `/v1/posts/${post.id}`)).statusCode).toBe(404);
      expect(await balance(api)).toBe(100);
    }
    // Every reservation made was released: as many releases as reserves, each of the same size.
    const entries = await ledger(api);
    const reserves = entries.filter((e) => e.kind === 'reserve');
    const releases = entries.filter((e) => e.kind === 'release');
    expect(releases.length).toBe(reserves.length);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(100);
  });

  it('a PATCH racing a publish: one of them is refused, and what goes out is always the post as it stands', async () => {
    const account = await ctx.account({ credits: 1000 });
    const api = client(ctx, account.token);
    receiver.setDefault({ status: 200, body: '{}' });
    const first = await webhookAccount(api, receiver.url('/race-first'), 'race-first');
    const added = await webhookAccount(api, receiver.url('/race-added'), 'race-added');
    for (let i = 0; i < 30; i++) {
      const post = await draft(api, { caption: `Before ${i}`, mediaIds: [], socialAccountIds: [first.id] });
      const [published, patched] = await Promise.all([
        api('POST', `/v1/posts/${post.id}/publish`),
        api('PATCH', `/v1/posts/${post.id}`, {
          caption: `After ${i}`,
          socialAccountIds: [first.id, added.id],
        }),
      ]);
      const now = (await api('GET', `/v1/posts/${post.id}`)).json().data;
      if (published.statusCode === 409) {
        expect(published.json().code).toBe('conflict');
        expect(patched.statusCode).toBe(200);
        expect(now).toMatchObject({ status: 'draft', caption: `After ${i}`, publication: null });
        continue;
      }
      expect(published.statusCode, published.body).toBe(202);
      // Both succeed only when the PATCH was over before the publish looked at the post.
      expect(now.caption).toBe(patched.statusCode === 200 ? `After ${i}` : `Before ${i}`);
      if (patched.statusCode !== 200) expect(patched.json().code).toBe('conflict');
      const publication = await waitForPublication(api, post.id);
      expect(publication.status).toBe('published');
      expect(publication.targets.map((t) => t.socialAccountId)).toEqual(now.socialAccountIds);
      const delivered = receiver.received.filter((r) => r.json.data.postId === post.id);
      expect(delivered.map((r) => r.json.data.text)).toEqual(now.socialAccountIds.map(() => now.caption));
    }
  });

  it('settles every round exactly once when deliveries of one post succeed and fail at the same moment', async () => {
    const account = await ctx.account({ credits: 2000 });
    const api = client(ctx, account.token);
    receiver.script([], '/ok');
    receiver.setDefault({ status: 200, body: '{}' });
    const ok = await webhookAccount(api, receiver.url('/ok'), 'ok');
    const refused = [];
    for (const name of ['no1', 'no2', 'no3']) {
      refused.push(await webhookAccount(api, receiver.url(`/${name}`), name));
      receiver.script(
        Array.from({ length: 200 }, () => ({ status: 400, body: '{"error":"refused"}' })),
        `/${name}`,
      );
    }
    const posts = [];
    for (let i = 0; i < 80; i++) {
      posts.push(
        await draft(api, {
          caption: `Drop ${i}`,
          mediaIds: [],
          socialAccountIds: [ok.id, ...refused.map((r) => r.id)],
        }),
      );
    }
    const accepted = await Promise.all(posts.map((p) => api('POST', `/v1/posts/${p.id}/publish`)));
    for (const res of accepted) expect(res.statusCode, res.body).toBe(202);
    for (const post of posts) {
      const done = await waitForPublication(api, post.id);
      expect(done).toMatchObject({ status: 'partially_published', creditsCharged: 2 });
    }
    // Each post reserved 8 and spent 2: one reserve and one release of 6 each, nothing left held.
    const entries = await ledger(api);
    expect(entries.filter((e) => e.kind === 'reserve').map((e) => e.amount)).toEqual(posts.map(() => -8));
    expect(entries.filter((e) => e.kind === 'release').map((e) => e.amount)).toEqual(posts.map(() => 6));
    expect(await balance(api)).toBe(2000 - 2 * posts.length);
  });
});
