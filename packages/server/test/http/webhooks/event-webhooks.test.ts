import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventSchema } from '../../../src/domain/webhooks/event-payloads.js';
import {
  client,
  draft,
  startPublishing,
  type TestContext,
  type WebhookReceiver,
  waitForPublication,
  webhookAccount,
} from '../../support/publishing.js';
import { createTestContext } from '../../support/test-app.js';
import type { Received } from '../../support/webhook-receiver.js';

let ctx: TestContext;
let receiver: WebhookReceiver;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ ctx, receiver, close } = await startPublishing({
    DELIVERY_TIMEOUT_SECONDS: '1',
    DELIVERY_RETRY_BASE_SECONDS: '0.05',
    CREDITS_LOW_THRESHOLD: '5',
    PUBLISH_COSTS: 'webhook=1',
  }));
});
afterAll(() => close?.());

/** The signed body of a received event, which must be exactly one of the published event shapes. */
function verify(secret: string, r: Received) {
  const body = new Webhook(secret).verify(r.body, {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  }) as { type: string; timestamp: string; data: Record<string, unknown> };
  // Parsing drops what a schema does not list: equal means nothing missing and nothing unlisted.
  expect(webhookEventSchema.parse(body)).toEqual(body);
  return body;
}

/** The webhook's deliveries once none is pending any more. */
async function settledDeliveries(api: ReturnType<typeof client>, webhookId: string) {
  for (let i = 0; ; i++) {
    const deliveries = (await api('GET', `/v1/webhooks/${webhookId}/deliveries`)).json().data as Array<{
      status: string;
      attempts: number;
      attemptLog: Array<{ status: number | null; error: string | null }>;
    }>;
    if (deliveries.length > 0 && deliveries.every((d) => d.status !== 'pending')) return deliveries;
    if (i > 300) throw new Error(`deliveries still pending: ${JSON.stringify(deliveries)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function subscribe(api: ReturnType<typeof client>, path: string, events: string[]) {
  const res = await api('POST', '/v1/webhooks', { url: receiver.url(path), events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; secret: string };
}

describe('workspace webhooks', () => {
  it('sends generation.succeeded, signed, with the outputs', async () => {
    const owner = await ctx.account({ credits: 20 });
    const api = client(ctx, owner.token);
    const hook = await subscribe(api, '/gen', ['generation.succeeded', 'generation.failed']);
    expect(hook.secret).toMatch(/^whsec_/);
    const listed = (await api('GET', '/v1/webhooks')).json().data;
    expect(listed).toEqual([
      {
        id: hook.id,
        workspaceId: owner.workspaceId,
        url: receiver.url('/gen'),
        events: ['generation.succeeded', 'generation.failed'],
        createdAt: expect.any(String),
      },
    ]);
    const generation = (
      await api('POST', '/v1/generations/image', { prompt: 'A serum bottle', count: 2 })
    ).json().data;
    const [event] = await receiver.waitFor(1, '/gen');
    const body = verify(hook.secret, event!);
    expect(body).toMatchObject({
      type: 'generation.succeeded',
      data: {
        id: generation.id,
        workspaceId: owner.workspaceId,
        status: 'succeeded',
        creditsCharged: 2,
        outputs: [
          {
            mediaId: generation.outputs[0].mediaId,
            url: generation.outputs[0].url,
            thumbnailUrl: expect.any(String),
          },
          {
            mediaId: generation.outputs[1].mediaId,
            url: generation.outputs[1].url,
            thumbnailUrl: expect.any(String),
          },
        ],
      },
    });
    const deliveries = await settledDeliveries(api, hook.id);
    expect(deliveries).toEqual([
      {
        id: event!.headers['webhook-id'],
        event: 'generation.succeeded',
        status: 'delivered',
        attempts: 1,
        createdAt: expect.any(String),
        completedAt: expect.any(String),
        payload: body,
        attemptLog: [{ at: expect.any(String), status: 200, error: null, durationMs: expect.any(Number) }],
      },
    ]);
  });

  it('retries a failing receiver with the same webhook-id and records every attempt', async () => {
    const owner = await ctx.account({ credits: 20 });
    const api = client(ctx, owner.token);
    const hook = await subscribe(api, '/retry', ['post.published']);
    const target = await webhookAccount(api, receiver.url('/retry-target'), 'target');
    receiver.script([{ status: 500 }, 'hang', { status: 200 }], '/retry');
    const post = await draft(api, { caption: 'Event please', socialAccountIds: [target.id] });
    await api('POST', `/v1/posts/${post.id}/publish`, {});
    await waitForPublication(api, post.id);
    const attempts = await receiver.waitFor(3, '/retry');
    expect(new Set(attempts.map((a) => a.headers['webhook-id'])).size).toBe(1);
    for (const a of attempts) expect(verify(hook.secret, a).type).toBe('post.published');
    expect(verify(hook.secret, attempts[2]!).data).toMatchObject({
      postId: post.id,
      status: 'published',
      creditsCharged: 1,
    });
    let delivery: {
      status: string;
      attempts: number;
      attemptLog: Array<{ status: number | null; error: string | null }>;
    };
    for (;;) {
      delivery = (await api('GET', `/v1/webhooks/${hook.id}/deliveries`)).json().data[0];
      if (delivery.status !== 'pending') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(delivery.attemptLog.map((a) => a.status)).toEqual([500, null, 200]);
    expect(delivery.attemptLog[1]!.error).toMatch(/no complete answer/);
  });

  it('tells the post events apart: all places, some of them (post.published with its status), none', async () => {
    const owner = await ctx.account({ credits: 20 });
    const api = client(ctx, owner.token);
    const hook = await subscribe(api, '/outcomes', ['post.published', 'post.failed']);
    const good = await webhookAccount(api, receiver.url('/outcome-ok'), 'outcome-ok');
    const bad = await webhookAccount(api, receiver.url('/outcome-no'), 'outcome-no');
    receiver.script(
      Array.from({ length: 3 }, () => ({ status: 400 })),
      '/outcome-no',
    );
    const events = [];
    for (const accounts of [[good.id], [good.id, bad.id], [bad.id]]) {
      const post = await draft(api, { caption: 'Outcome', socialAccountIds: accounts });
      await api('POST', `/v1/posts/${post.id}/publish`, {});
      await waitForPublication(api, post.id);
      const received = await receiver.waitFor(events.length + 1, '/outcomes');
      events.push(verify(hook.secret, received[events.length]!));
    }
    expect(events.map((e) => [e.type, e.data.status, e.data.creditsCharged])).toEqual([
      ['post.published', 'published', 1],
      ['post.published', 'partially_published', 1],
      ['post.failed', 'failed', 0],
    ]);
    expect(events[1]!.data.targets).toMatchObject([
      { socialAccountId: good.id, status: 'delivered' },
      { socialAccountId: bad.id, status: 'failed', error: { category: 'platform_rejected' } },
    ]);
  });

  it('sends credits.low once when a charge takes the balance below the threshold', async () => {
    const owner = await ctx.account({ credits: 6 });
    const api = client(ctx, owner.token);
    const hook = await subscribe(api, '/low', ['credits.low']);
    await api('POST', '/v1/generations/image', { prompt: 'One', count: 1 }); // 6 → 5
    await api('POST', '/v1/generations/image', { prompt: 'Two', count: 1 }); // 5 → 4: crosses
    await api('POST', '/v1/generations/image', { prompt: 'Three', count: 1 }); // 4 → 3
    const [event] = await receiver.waitFor(1, '/low');
    expect(verify(hook.secret, event!)).toMatchObject({
      type: 'credits.low',
      data: { accountId: owner.accountId, balance: 4, threshold: 5 },
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.on('/low')).toHaveLength(1);
  });

  it('stops sending to a deleted webhook, and keeps management to owners', async () => {
    const owner = await ctx.account({ credits: 20 });
    const api = client(ctx, owner.token);
    const editor = await ctx.token({ accountId: owner.accountId, role: 'editor' });
    const refused = await client(ctx, editor.token)('POST', '/v1/webhooks', {
      url: receiver.url('/x'),
      events: ['post.failed'],
    });
    expect(refused.statusCode).toBe(403);
    const hook = await subscribe(api, '/deleted', ['generation.succeeded']);
    expect((await client(ctx, editor.token)('DELETE', `/v1/webhooks/${hook.id}`)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/webhooks/${hook.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/v1/webhooks/${hook.id}`)).statusCode).toBe(404);
    await api('POST', '/v1/generations/image', { prompt: 'Unheard', count: 1 });
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.on('/deleted')).toHaveLength(0);
    const stranger = await ctx.account();
    const theirs = await subscribe(client(ctx, stranger.token), '/theirs', ['post.failed']);
    expect((await api('GET', `/v1/webhooks/${theirs.id}/deliveries`)).statusCode).toBe(404);
    expect(
      (await api('POST', '/v1/webhooks', { url: receiver.url('/x'), events: ['post.exploded'] })).statusCode,
    ).toBe(400);
  });
});

describe('who reads a receiver’s address', () => {
  it('owners in full; editors and viewers without the credentials it may carry', async () => {
    const owner = await ctx.account();
    const api = client(ctx, owner.token);
    const secretUrl = `${receiver.url('/hooks/T0AB12CD3/Xz9kQ2vLw8sTfYb3nR7mPq4J')}?key=s3cr3t&channel=ops`;
    const hook = await subscribe(api, '/unused', ['post.failed']);
    // Subscribed to the address with credentials in it.
    const withKey = await api('POST', '/v1/webhooks', { url: secretUrl, events: ['post.failed'] });
    expect(withKey.statusCode).toBe(201);
    const id = withKey.json().data.id as string;
    const shown = (token: string) =>
      Promise.all([
        client(ctx, token)('GET', `/v1/webhooks/${id}`),
        client(ctx, token)('GET', '/v1/webhooks'),
      ]).then(([one, list]) => [
        one.json().data.url,
        list.json().data.find((w: { id: string }) => w.id === id).url,
      ]);
    expect(await shown(owner.token)).toEqual([secretUrl, secretUrl]);
    const masked = `${receiver.url('/hooks/T0AB12CD3/***')}?key=***&channel=***`;
    for (const role of ['viewer', 'editor'] as const) {
      const other = await ctx.token({ accountId: owner.accountId, role });
      expect(await shown(other.token)).toEqual([masked, masked]);
    }
    expect((await api('GET', `/v1/webhooks/${hook.id}`)).json().data.url).toBe(receiver.url('/unused'));
  });
});

describe('webhook targets', () => {
  it('refuses private and loopback receivers unless the operator allows them', async () => {
    const strict = await createTestContext();
    try {
      const owner = await strict.account();
      const api = client(strict, owner.token);
      for (const url of [
        'http://127.0.0.1:9/hook',
        'http://localhost:9/hook',
        'http://192.168.1.10/hook',
        'http://[fe80::1]/hook',
      ]) {
        const res = await api('POST', '/v1/webhooks', { url, events: ['post.published'] });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0].path).toBe('body.url');
      }
    } finally {
      await strict.close();
    }
  });
});
