import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAITestServer, startOpenAIServer } from '../support/openai-server.js';
import { serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../support/test-database.js';

const TOKEN = 'cf_crash_test_token_0123456789abcdef';

let provider: OpenAITestServer;
const databases: TestDatabase[] = [];
const children: ChildProcess[] = [];

beforeAll(async () => {
  provider = await startOpenAIServer();
});
afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await provider?.close();
  for (const d of databases) await d.drop();
});

const newDatabase = async () => {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
};

// On PostgreSQL, a job whose worker died is taken up again once its time is up: a short time here.
const ENV = { BOOTSTRAP_TOKEN: TOKEN, IMAGE_ENGINE: 'openai', JOB_TIMEOUT_SECONDS: '6' };
const serve = (database: TestDatabase, role: 'api' | 'worker' | 'all' = 'all') =>
  serveProcess(
    database,
    { ...ENV, OPENAI_API_KEY: provider.apiKey, OPENAI_BASE_URL: provider.url },
    children,
    role,
  );

const call = async (
  baseUrl: string,
  method: string,
  url: string,
  body?: object,
  headers: Record<string, string> = {},
) => {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, json: (await res.json()) as { data: any } };
};

const kill = async (child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') => {
  child.kill(signal);
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
};

async function settled(baseUrl: string, id: string, tries = 400) {
  let g = (await call(baseUrl, 'GET', `/v1/generations/${id}`)).json.data;
  for (let i = 0; i < tries && !['succeeded', 'failed', 'canceled'].includes(g.status); i++) {
    await new Promise((r) => setTimeout(r, 100));
    g = (await call(baseUrl, 'GET', `/v1/generations/${id}`)).json.data;
  }
  return g;
}

const ledgerOf = async (baseUrl: string) =>
  (await call(baseUrl, 'GET', '/v1/credits/transactions?limit=100')).json.data as Array<{
    kind: string;
    amount: number;
    reference?: { id: string };
  }>;

describe(`a server killed in the middle of a generation (${testDialect})`, () => {
  // SQLite: the sole worker of its database resumes at start-up whatever it finds running.
  // PostgreSQL: the job engine hands the job to a worker once the dead one's time on it is up.
  it('resumes the run on restart: every image once, charged once', async () => {
    const database = await newDatabase();
    const first = await serve(database);
    // Each provider answer takes a while, so the kill lands between two images.
    provider.delayResponses(1500);
    const accepted = await call(
      first.baseUrl,
      'POST',
      '/v1/generations/preset',
      { presetId: 'ugc-unboxing', subject: 'Ceramic teapot' },
      { prefer: 'respond-async' },
    );
    expect(accepted.status).toBe(202);
    const id = accepted.json.data.id as string;
    let midway = accepted.json.data;
    for (let i = 0; i < 200 && midway.outputs.length < 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      midway = (await call(first.baseUrl, 'GET', `/v1/generations/${id}`)).json.data;
    }
    expect(midway).toMatchObject({ status: 'running', creditsCharged: 1 });
    expect(midway.outputs).toHaveLength(1);
    await kill(first.child);
    provider.delayResponses(0);

    const second = await serve(database);
    const done = await settled(second.baseUrl, id);
    expect(done).toMatchObject({ status: 'succeeded', creditsReserved: 3, creditsCharged: 3 });
    expect(done.outputs).toHaveLength(3);
    expect(done.outputs[0].mediaId).toBe(midway.outputs[0].mediaId);
    const credits = (await call(second.baseUrl, 'GET', '/v1/credits')).json.data;
    expect(credits.balance).toBe(25 - 3);
    const entries = await ledgerOf(second.baseUrl);
    expect(entries.filter((e) => e.reference?.id === id).map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -3],
    ]);
    await kill(second.child, 'SIGTERM');
  }, 60_000);
});

// Several worker processes share one queue only on PostgreSQL (the scaled shape).
describe.runIf(testDialect === 'postgres')('two worker processes sharing the queue', () => {
  it('run every job once, one of them killed midway: each image is drawn and charged once', async () => {
    const database = await newDatabase();
    const api = await serve(database, 'api');
    const workers = [await serve(database, 'worker'), await serve(database, 'worker')];
    provider.delayResponses(300);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(
        api.baseUrl,
        'POST',
        '/v1/generations/preset',
        { presetId: 'ugc-lifestyle', subject: `Linen throw pillow no. ${i + 1}` },
        { prefer: 'respond-async' },
      );
      expect(res.status).toBe(202);
      ids.push(res.json.data.id);
    }
    // Let both workers get going, then kill one of them in the middle of its runs.
    for (let i = 0; i < 100; i++) {
      const charged = await Promise.all(
        ids.map(
          async (id) => (await call(api.baseUrl, 'GET', `/v1/generations/${id}`)).json.data.creditsCharged,
        ),
      );
      if (charged.reduce((a: number, b: number) => a + b, 0) >= 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await kill(workers[0]!.child);
    provider.delayResponses(0);

    const runs = await Promise.all(ids.map((id) => settled(api.baseUrl, id)));
    for (const run of runs) {
      expect(run).toMatchObject({ status: 'succeeded', creditsReserved: 3, creditsCharged: 3 });
      expect(run.outputs.map((o: { mediaId: string }) => o.mediaId)).toHaveLength(3);
    }
    const media = (await call(api.baseUrl, 'GET', '/v1/media?limit=100')).json.data as Array<{
      generationId: string;
    }>;
    expect(media).toHaveLength(18);
    expect((await call(api.baseUrl, 'GET', '/v1/credits')).json.data.balance).toBe(25 - 18);
    const entries = await ledgerOf(api.baseUrl);
    for (const id of ids) {
      expect(entries.filter((e) => e.reference?.id === id).map((e) => [e.kind, e.amount])).toEqual([
        ['reserve', -3],
      ]);
    }
    await kill(workers[1]!.child, 'SIGTERM');
    await kill(api.child, 'SIGTERM');
  }, 90_000);
});
