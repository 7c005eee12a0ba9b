import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/db/database.js';
import { type OpenAITestServer, startOpenAIServer } from '../support/openai-server.js';
import { serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../support/test-database.js';

const TOKEN = 'cf_idempotency_crash_token_0123456789';
const KEY = 'order-2026-0001';
const BODY = { presetId: 'ugc-selfie-review', subject: 'Cold brew coffee kit' };

let database: TestDatabase;
let provider: OpenAITestServer;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  provider = await startOpenAIServer();
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await provider?.close();
  await database?.drop();
});

const serve = () =>
  serveProcess(
    database,
    {
      BOOTSTRAP_TOKEN: TOKEN,
      IMAGE_ENGINE: 'openai',
      OPENAI_API_KEY: provider.apiKey,
      OPENAI_BASE_URL: provider.url,
    },
    children,
  );

const call = async (baseUrl: string, method: string, url: string, body?: object, headers = {}) => {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
};

/** Moves the key's lease into the past: what five minutes of waiting would do. */
async function endLease() {
  const db = openDatabase(database.url);
  try {
    await db.db
      .updateTable('idempotencyKeys')
      .set({ lockedUntil: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', KEY)
      .execute();
  } finally {
    await db.close();
  }
}

describe(`a server killed while a paid request waits (${testDialect})`, () => {
  it('repeating its Idempotency-Key after restart replays the run: it runs and is charged once', async () => {
    const first = await serve();
    provider.delayResponses(1500);
    // The request is accepted (reserved, recorded, queued) and waits for the run; the process dies
    // before it can answer.
    const pending = call(first.baseUrl, 'POST', '/v1/generations/preset', BODY, {
      'idempotency-key': KEY,
      prefer: 'wait=60',
    }).catch(() => null);
    let runs: Array<{ id: string }> = [];
    for (let i = 0; i < 200 && runs.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      runs = (await call(first.baseUrl, 'GET', '/v1/generations')).json.data;
    }
    expect(runs).toHaveLength(1);
    const id = runs[0]!.id;
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(await pending).toBeNull();
    provider.delayResponses(0);

    const second = await serve();
    // At once: the first request may still be running somewhere, as far as anyone can tell.
    const early = await call(second.baseUrl, 'POST', '/v1/generations/preset', BODY, {
      'idempotency-key': KEY,
    });
    expect([early.status, early.json.code]).toEqual([409, 'conflict']);

    // After the lease: the run the key created is answered, never started again.
    await endLease();
    const replay = await call(second.baseUrl, 'POST', '/v1/generations/preset', BODY, {
      'idempotency-key': KEY,
    });
    expect([201, 202]).toContain(replay.status);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json.data.id).toBe(id);

    const all = (await call(second.baseUrl, 'GET', '/v1/generations')).json.data as Array<{ id: string }>;
    expect(all.map((g) => g.id)).toEqual([id]);
    const entries = (await call(second.baseUrl, 'GET', '/v1/credits/transactions?limit=100')).json
      .data as Array<{ kind: string; amount: number }>;
    expect(entries.filter((e) => e.kind === 'reserve').map((e) => e.amount)).toEqual([-3]);
    expect((await call(second.baseUrl, 'GET', '/v1/credits')).json.data.balance).toBe(25 - 3);

    if (testDialect === 'sqlite') {
      // The sole worker of an embedded database resumes the run at start-up; it ends charged once.
      let done = replay.json.data;
      for (let i = 0; i < 300 && done.status !== 'succeeded'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        done = (await call(second.baseUrl, 'GET', `/v1/generations/${id}`)).json.data;
      }
      expect(done).toMatchObject({ status: 'succeeded', creditsCharged: 3 });
      const again = await call(second.baseUrl, 'POST', '/v1/generations/preset', BODY, {
        'idempotency-key': KEY,
      });
      expect([again.status, again.json.data.id, again.json.data.status]).toEqual([201, id, 'succeeded']);
      expect((await call(second.baseUrl, 'GET', '/v1/credits')).json.data.balance).toBe(25 - 3);
    }
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 90_000);
});
