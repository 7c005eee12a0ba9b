import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productPhoto, uploadImage } from '../../support/media-upload.js';
import {
  balance,
  type Client,
  client,
  draft,
  ledger,
  startPublishing,
  type TestContext,
  type WebhookReceiver,
  waitForPublication,
  webhookAccount,
} from '../../support/publishing.js';

let ctx: TestContext;
let receiver: WebhookReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, receiver, close } = await startPublishing({
    // Webhook deliveries cost 3 here, so that charging and refunds show in the ledger.
    PUBLISH_COSTS: 'webhook=3',
    DELIVERY_TIMEOUT_SECONDS: '1',
    DELIVERY_RETRY_BASE_SECONDS: '0.05',
  }));
});
afterAll(() => close?.());
afterEach(() => {
  receiver.script([]);
  receiver.setDefault({ status: 200, body: '{}' });
});

/** A fresh account with `credits`, its client, and a webhook account delivering to `path`. */
async function setUp(credits: number, path: string) {
  const account = await ctx.account({ credits });
  const api = client(ctx, account.token);
  const target = await webhookAccount(api, receiver.url(path), path.slice(1));
  return { account, api, target };
}

const publish = (api: Client, postId: string, body?: object, headers?: Record<string, string>) =>
  api('POST', `/v1/posts/${postId}/publish`, body, headers);

describe('publishing to a webhook account', () => {
  it('delivers the post signed, with media URLs and alt texts, and charges the delivery once', async () => {
    const { api, target, account } = await setUp(10, '/shop');
    const image = await uploadImage(ctx, account.token, await productPhoto(300, 360));
    receiver.script(
      [
        {
          status: 200,
          body: JSON.stringify({ externalId: 'shop-77', externalUrl: 'https://shop.example/p/77' }),
        },
      ],
      '/shop',
    );
    const post = await draft(api, {
      caption: 'Glow serum is back 🌿',
      mediaIds: [image.id],
      socialAccountIds: [target.id],
      altTexts: { [image.id]: 'An amber bottle of serum' },
    });

    const accepted = await publish(api, post.id);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().data).toMatchObject({ postId: post.id, status: 'publishing' });
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({
      status: 'published',
      creditsCharged: 3,
      targets: [
        {
          socialAccountId: target.id,
          platform: 'webhook',
          connection: 'webhook',
          status: 'delivered',
          externalId: 'shop-77',
          externalUrl: 'https://shop.example/p/77',
          attempts: 1,
          cost: 3,
        },
      ],
    });

    const [request] = receiver.on('/shop');
    // The receiver can check the request with the account's secret, as Standard Webhooks says.
    const verified = new Webhook(target.secret).verify(request!.body, {
      'webhook-id': String(request!.headers['webhook-id']),
      'webhook-timestamp': String(request!.headers['webhook-timestamp']),
      'webhook-signature': String(request!.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({
      type: 'post.publish',
      data: {
        postId: post.id,
        socialAccountId: target.id,
        handle: 'shop',
        text: 'Glow serum is back 🌿',
        media: [
          {
            mediaId: image.id,
            url: image.url,
            mimeType: 'image/jpeg',
            width: 300,
            height: 360,
            altText: 'An amber bottle of serum',
          },
        ],
      },
    });
    expect(() =>
      new Webhook(target.secret).verify(request!.body.replace('back', 'gone'), {
        'webhook-id': String(request!.headers['webhook-id']),
        'webhook-timestamp': String(request!.headers['webhook-timestamp']),
        'webhook-signature': String(request!.headers['webhook-signature']),
      }),
    ).toThrow();

    expect(await balance(api)).toBe(7);
    expect((await ledger(api)).slice(1)).toEqual([
      {
        id: expect.any(String),
        kind: 'reserve',
        amount: -3,
        balanceAfter: 7,
        reference: { type: 'publication', id: post.id },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('tries again after 5xx answers, with the same webhook-id, and charges once when it gets through', async () => {
    const { api, target } = await setUp(10, '/flaky');
    receiver.script([{ status: 503 }, { status: 500 }, { status: 200 }], '/flaky');
    const post = await draft(api, { caption: 'Back in stock', socialAccountIds: [target.id] });
    expect((await publish(api, post.id)).statusCode).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done.targets[0]).toMatchObject({ status: 'delivered', attempts: 3 });
    const requests = receiver.on('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(await balance(api)).toBe(7);
  });

  it('waits as long as a 429 asks before trying again', async () => {
    const { api, target } = await setUp(10, '/busy');
    receiver.script([{ status: 429, headers: { 'retry-after': '1' } }, { status: 200 }], '/busy');
    const post = await draft(api, { caption: 'Busy', socialAccountIds: [target.id] });
    await publish(api, post.id);
    await waitForPublication(api, post.id);
    const [first, second] = receiver.on('/busy');
    const gap = Number(second!.headers['webhook-timestamp']) - Number(first!.headers['webhook-timestamp']);
    expect(gap).toBeGreaterThanOrEqual(1);
  });

  it('refunds a delivery the receiver refuses for good, and says why', async () => {
    const { api, target, account } = await setUp(10, '/refuses');
    receiver.script([{ status: 422, body: '{"error":"caption has a banned word"}' }], '/refuses');
    const post = await draft(api, { caption: 'Nope', socialAccountIds: [target.id] });
    await publish(api, post.id);
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect(done.targets[0]!.error).toMatchObject({
      code: 'receiver_rejected',
      category: 'platform_rejected',
      retryable: false,
      message: expect.stringContaining('banned word'),
    });
    expect(receiver.on('/refuses')).toHaveLength(1);
    expect(await balance(api)).toBe(10);
    const entries = await ledger(api);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['grant', 10],
      ['reserve', -3],
      ['release', 3],
    ]);
    expect(entries[2]!.reference).toEqual({ type: 'publication', id: post.id });
    expect(account.accountId).toBeDefined();
  });

  it('gives up after five transient failures, refunds, and leaves the target retryable', async () => {
    const { api, target } = await setUp(10, '/down');
    receiver.setDefault({ status: 502 });
    const post = await draft(api, { caption: 'Down', socialAccountIds: [target.id] });
    await publish(api, post.id);
    const done = await waitForPublication(api, post.id);
    expect(done.targets[0]).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: { code: 'receiver_error', retryable: true },
    });
    expect(receiver.on('/down')).toHaveLength(5);
    expect(await balance(api)).toBe(10);
  });

  it('ends a delivery whose receiver never answers as unknown, sends it only once, and charges nothing', async () => {
    const { api, target } = await setUp(10, '/hangs');
    receiver.script(['hang'], '/hangs');
    const post = await draft(api, { caption: 'Anyone there?', socialAccountIds: [target.id] });
    await publish(api, post.id);
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect(done.targets[0]).toMatchObject({ status: 'unknown', attempts: 1, error: { retryable: true } });
    // Never sent again on its own.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.on('/hangs')).toHaveLength(1);
    expect(await balance(api)).toBe(10);

    // A retry leaves unknown targets alone unless asked, then sends them with the same webhook-id.
    const plain = await api('POST', `/v1/posts/${post.id}/retry`, {});
    expect(plain.statusCode).toBe(409);
    expect(plain.json().detail).toMatch(/includeUnknown/);
    const retried = await api('POST', `/v1/posts/${post.id}/retry`, { includeUnknown: true });
    expect(retried.statusCode).toBe(202);
    const again = await waitForPublication(api, post.id);
    expect(again).toMatchObject({ status: 'published', creditsCharged: 3 });
    expect(again.targets[0]!.attempts).toBe(2);
    const [first, second] = receiver.on('/hangs');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(await balance(api)).toBe(7);
  });

  it('ends a delivery whose connection drops after sending as unknown', async () => {
    const { api, target } = await setUp(10, '/drops');
    receiver.script(['reset'], '/drops');
    const post = await draft(api, { caption: 'Dropped', socialAccountIds: [target.id] });
    await publish(api, post.id);
    const done = await waitForPublication(api, post.id);
    expect(done.targets[0]).toMatchObject({ status: 'unknown' });
    expect(receiver.on('/drops')).toHaveLength(1);
  });

  it('does not follow redirects', async () => {
    const { api, target } = await setUp(10, '/moved');
    receiver.script([{ status: 307, headers: { location: receiver.url('/elsewhere') } }], '/moved');
    const post = await draft(api, { caption: 'Moved', socialAccountIds: [target.id] });
    await publish(api, post.id);
    const done = await waitForPublication(api, post.id);
    expect(done.targets[0]).toMatchObject({ status: 'failed', error: { code: 'redirected' } });
    expect(receiver.on('/elsewhere')).toHaveLength(0);
  });

  it('retries only the failed target of a partly published post, reserving its cost again', async () => {
    const { api, target: ok } = await setUp(20, '/ok');
    const failing = await webhookAccount(api, receiver.url('/picky'), 'picky');
    receiver.script([{ status: 400 }], '/picky');
    const post = await draft(api, { caption: 'Two places', socialAccountIds: [ok.id, failing.id] });
    const accepted = await publish(api, post.id);
    expect(accepted.json().data.targets.map((t: { cost: number }) => t.cost)).toEqual([3, 3]);
    const first = await waitForPublication(api, post.id);
    expect(first).toMatchObject({ status: 'partially_published', creditsCharged: 3 });
    expect(await balance(api)).toBe(17);

    const dry = await api('POST', `/v1/posts/${post.id}/retry?dryRun=true`, {});
    expect(dry.json()).toEqual({ data: { quote: { credits: 3, balance: 17, sufficient: true } } });
    const retried = await api('POST', `/v1/posts/${post.id}/retry`, {});
    expect(retried.statusCode).toBe(202);
    const second = await waitForPublication(api, post.id);
    expect(second).toMatchObject({ status: 'published', creditsCharged: 6 });
    expect(receiver.on('/ok')).toHaveLength(1);
    expect(receiver.on('/picky')).toHaveLength(2);
    expect(await balance(api)).toBe(14);
    expect((await ledger(api)).map((e) => [e.kind, e.amount])).toEqual([
      ['grant', 20],
      ['reserve', -6],
      ['release', 3],
      ['reserve', -3],
    ]);
    expect((await api('POST', `/v1/posts/${post.id}/retry`, {})).statusCode).toBe(409);
  });

  it('retries the targets it is asked to, when another failed target can no longer be sent', async () => {
    const { api, target: flaky } = await setUp(20, '/flaky');
    const gone = await webhookAccount(api, receiver.url('/moved'), 'moved');
    receiver.script([{ status: 400 }], '/flaky');
    receiver.script([{ status: 400 }], '/moved');
    const post = await draft(api, { caption: 'Both fail', socialAccountIds: [flaky.id, gone.id] });
    await publish(api, post.id);
    expect(await waitForPublication(api, post.id)).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect((await api('DELETE', `/v1/social-accounts/${gone.id}`)).statusCode).toBe(200);

    // Retrying everything is blocked by the disconnected account, and says which one.
    const blocked = await api('POST', `/v1/posts/${post.id}/retry`, {});
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json()).toMatchObject({
      code: 'publish_blocked',
      problems: [{ socialAccountId: gone.id, code: 'account_not_found' }],
    });
    // A target that did not fail, or is not the post's, cannot be picked.
    const stranger = await api('POST', `/v1/posts/${post.id}/retry`, { socialAccountIds: ['sa_nothere'] });
    expect(stranger.statusCode).toBe(404);

    const retried = await api('POST', `/v1/posts/${post.id}/retry`, { socialAccountIds: [flaky.id] });
    expect(retried.statusCode, retried.body).toBe(202);
    const done = await waitForPublication(api, post.id);
    expect(done).toMatchObject({
      status: 'partially_published',
      creditsCharged: 3,
      targets: [
        { socialAccountId: flaky.id, status: 'delivered' },
        { socialAccountId: gone.id, status: 'failed' },
      ],
    });
    const again = await api('POST', `/v1/posts/${post.id}/retry`, { socialAccountIds: [flaky.id] });
    expect(again.statusCode).toBe(409);
    expect(await balance(api)).toBe(17);
  });

  it('publishes a post once when twenty publishes race: one 202, the rest 409, one reservation', async () => {
    const { api, target } = await setUp(100, '/race');
    const post = await draft(api, { caption: 'Race', socialAccountIds: [target.id] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => publish(api, post.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe('already_published');
    await waitForPublication(api, post.id);
    expect(receiver.on('/race')).toHaveLength(1);
    expect((await ledger(api)).filter((e) => e.kind === 'reserve')).toHaveLength(1);
    expect(await balance(api)).toBe(97);
  });

  it('answers 402 with the buy link when the balance is short, and leaves the post a draft', async () => {
    const { api, target } = await setUp(2, '/poor');
    const post = await draft(api, { caption: 'Too dear', socialAccountIds: [target.id] });
    const dry = await api('POST', `/v1/posts/${post.id}/publish?dryRun=true`, {});
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data.quote).toEqual({ credits: 3, balance: 2, sufficient: false });
    const res = await publish(api, post.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'insufficient_credits',
      required: 3,
      balance: 2,
      purchaseUrl: expect.stringMatching(/^http/),
    });
    const after = (await api('GET', `/v1/posts/${post.id}`)).json().data;
    expect(after).toMatchObject({ status: 'draft', publication: null });
    expect((await ledger(api)).map((e) => e.kind)).toEqual(['grant']);
    expect(receiver.on('/poor')).toHaveLength(0);
  });

  it('replays an Idempotency-Key with the publication as it is now, charging once', async () => {
    const { api, target } = await setUp(10, '/replay');
    const post = await draft(api, { caption: 'Once', socialAccountIds: [target.id] });
    const key = { 'idempotency-key': `publish-${post.id}` };
    const first = await publish(api, post.id, {}, key);
    expect(first.statusCode).toBe(202);
    await waitForPublication(api, post.id);
    const again = await publish(api, post.id, {}, key);
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toMatchObject({ status: 'published', creditsCharged: 3 });
    expect(receiver.on('/replay')).toHaveLength(1);
    expect(await balance(api)).toBe(7);
  });
});
