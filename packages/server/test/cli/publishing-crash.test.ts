import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../support/test-database.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const TOKEN = 'cf_publish_crash_token_0123456789abcdef';

let receiver: WebhookReceiver;
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await receiver?.close();
  for (const d of databases) await d.drop();
});

// On PostgreSQL a dead worker's job comes back once its time is up: a short time here.
const ENV = {
  BOOTSTRAP_TOKEN: TOKEN,
  ALLOW_PRIVATE_TARGETS: 'true',
  PUBLISH_COSTS: 'webhook=2',
  JOB_TIMEOUT_SECONDS: '6',
  DELIVERY_TIMEOUT_SECONDS: '4',
};

async function newServer() {
  const database = await createTestDatabase();
  databases.push(database);
  return { database, server: await serveProcess(database, ENV, children) };
}

const call = async (baseUrl: string, method: string, url: string, body?: object) => {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { data: any } };
};

const kill = async (child: ChildProcess) => {
  child.kill('SIGKILL');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
};

async function ended(baseUrl: string, postId: string) {
  for (let i = 0; i < 300; i++) {
    const post = (await call(baseUrl, 'GET', `/v1/posts/${postId}`)).json.data;
    if (['published', 'partially_published', 'failed'].includes(post.status)) return post.publication;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the post did not end');
}

async function draftTo(baseUrl: string, path: string) {
  const account = await call(baseUrl, 'POST', '/v1/social-accounts', {
    platform: 'webhook',
    webhookUrl: receiver.url(path),
  });
  expect(account.status).toBe(201);
  const post = await call(baseUrl, 'POST', '/v1/posts', {
    caption: 'Survives a crash',
    socialAccountIds: [account.json.data.id],
  });
  return post.json.data.id as string;
}

const ledgerOf = async (baseUrl: string) =>
  (
    (await call(baseUrl, 'GET', '/v1/credits/transactions?limit=100')).json.data as Array<{
      kind: string;
      amount: number;
    }>
  )
    .reverse()
    .map((e) => [e.kind, e.amount]);

describe(`a server killed while publishing (${testDialect})`, () => {
  it('publishes a scheduled post after a SIGKILL and a restart, once', async () => {
    const { database, server } = await newServer();
    const postId = await draftTo(server.baseUrl, '/scheduled');
    const at = new Date(Date.now() + 3000).toISOString();
    const accepted = await call(server.baseUrl, 'POST', `/v1/posts/${postId}/publish`, { scheduledAt: at });
    expect(accepted.status).toBe(202);
    await kill(server.child);
    // Down when the post is due; up again afterwards.
    await new Promise((r) => setTimeout(r, 3500));
    const again = await serveProcess(database, ENV, children);
    const publication = await ended(again.baseUrl, postId);
    expect(publication).toMatchObject({ status: 'published', creditsCharged: 2 });
    expect(receiver.on('/scheduled')).toHaveLength(1);
    expect(await ledgerOf(again.baseUrl)).toEqual([
      ['trial_grant', 25],
      ['reserve', -2],
    ]);
    await kill(again.child);
  });

  it('ends a delivery cut off by a SIGKILL after sending as unknown, never sent again, not charged', async () => {
    const { database, server } = await newServer();
    receiver.script(['hang'], '/cut');
    const postId = await draftTo(server.baseUrl, '/cut');
    await call(server.baseUrl, 'POST', `/v1/posts/${postId}/publish`);
    await receiver.waitFor(1, '/cut');
    await kill(server.child);
    const again = await serveProcess(database, ENV, children);
    const publication = await ended(again.baseUrl, postId);
    expect(publication).toMatchObject({ status: 'failed', creditsCharged: 0 });
    expect(publication.targets[0]).toMatchObject({
      status: 'unknown',
      error: { code: 'delivery_interrupted' },
    });
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.on('/cut')).toHaveLength(1);
    expect(await ledgerOf(again.baseUrl)).toEqual([
      ['trial_grant', 25],
      ['reserve', -2],
      ['release', 2],
    ]);
    await kill(again.child);
  });
});
