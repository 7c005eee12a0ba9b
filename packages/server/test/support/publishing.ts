import { expect } from 'vitest';
import { freePort } from './live-service.js';
import { bearer, createTestContext, type TestContext } from './test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The app of a publishing test, allowed to deliver to loopback addresses, with `env` on top, and a
 * webhook receiver to deliver to; `close` stops both.
 */
export async function startPublishing(env: Record<string, string> = {}) {
  const ctx = await createTestContext({ env: { ALLOW_PRIVATE_TARGETS: 'true', ...env } });
  const receiver = await startWebhookReceiver();
  return {
    ctx,
    receiver,
    async close() {
      await receiver.close();
      await ctx.close();
    },
  };
}

/**
 * Like `startPublishing`, with the app listening on a loopback port and PUBLIC_URL at it: platforms
 * that download a post's images from their URL (and a browser following a redirect) can reach it.
 */
export async function startListeningPublishing(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestContext>[0] & object, 'env'> = {},
) {
  const port = await freePort();
  const ctx = await createTestContext({
    ...options,
    env: { ALLOW_PRIVATE_TARGETS: 'true', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
  });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const receiver = await startWebhookReceiver();
  return {
    ctx,
    receiver,
    publicUrl: `http://127.0.0.1:${port}`,
    async close() {
      await receiver.close();
      await ctx.close();
    },
  };
}

export type { TestContext, WebhookReceiver };

/** An API client bound to one token. */
export function client(ctx: TestContext, token: string) {
  return (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...bearer(token), ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
}

export type Client = ReturnType<typeof client>;

/** A webhook social account delivering to `url`; answers the account with its signing secret. */
export async function webhookAccount(api: Client, url: string, handle?: string) {
  const res = await api('POST', '/v1/social-accounts', {
    platform: 'webhook',
    webhookUrl: url,
    ...(handle ? { handle } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; handle: string; secret: string };
}

/** An agent-session account: created with an agent token of the account. */
export async function agentAccount(ctx: TestContext, accountId: string, platform: string, handle: string) {
  const agent = await ctx.token({ accountId, kind: 'agent', role: 'editor' });
  const res = await client(ctx, agent.token)('POST', '/v1/social-accounts', { platform, handle });
  expect(res.statusCode, res.body).toBe(201);
  return { ...(res.json().data as { id: string; connection: string }), agentToken: agent.token };
}

export async function draft(api: Client, body: Record<string, unknown>) {
  const res = await api('POST', '/v1/posts', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

export interface PublicationView {
  postId: string;
  status: string;
  creditsCharged: number;
  targets: Array<{
    socialAccountId: string;
    platform: string;
    connection: string;
    status: string;
    externalId?: string;
    externalUrl?: string;
    handoff?: { text: string; media: Array<{ url: string; altText?: string }> };
    error?: { code: string; message: string; category: string; retryable: boolean };
    fixes?: Array<{ mediaId: string; variantId: string; description: string }>;
    attempts: number;
    cost: number;
  }>;
}

const ENDED = ['published', 'partially_published', 'failed'];

/** Polls `GET /posts/{id}` until its publication has ended (or `until` holds), and answers it. */
export async function waitForPublication(
  api: Client,
  postId: string,
  until: (p: PublicationView) => boolean = (p) => ENDED.includes(p.status),
  timeoutMs = 20_000,
): Promise<PublicationView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api('GET', `/v1/posts/${postId}`);
    expect(res.statusCode).toBe(200);
    const publication = res.json().data.publication as PublicationView | null;
    if (publication && until(publication)) return publication;
    if (Date.now() > deadline) {
      throw new Error(`the publication did not get there in time: ${JSON.stringify(publication)}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The whole ledger, oldest first, as kinds and amounts (what a reader checks a charge by). */
export async function ledger(api: Client) {
  type Entry = { kind: string; amount: number; reference?: { type: string; id: string } };
  const entries: Entry[] = [];
  let cursor: string | undefined;
  do {
    const page = (
      await api('GET', `/v1/credits/transactions?limit=100${cursor ? `&cursor=${cursor}` : ''}`)
    ).json() as { data: Entry[]; nextCursor?: string };
    entries.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return entries.reverse();
}

export async function balance(api: Client): Promise<number> {
  return (await api('GET', '/v1/credits')).json().data.balance;
}
