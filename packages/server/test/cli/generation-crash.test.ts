import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAITestServer, startOpenAIServer } from '../support/openai-server.js';
import { serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../support/test-database.js';

const TOKEN = 'cf_crash_test_token_0123456789abcdef';

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

// The embedded shape: one process owns its SQLite database and its jobs, so whatever it finds
// marked running at start-up was cut off by a crash. (On PostgreSQL, with several workers, a job
// is taken over when its lock goes stale; the generation charging tests cover that path.)
describe.runIf(testDialect === 'sqlite')('a server killed in the middle of a generation', () => {
  it('resumes the run on restart: every image once, charged once', async () => {
    const first = await serve();
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
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    provider.delayResponses(0);

    const second = await serve();
    let done = midway;
    for (let i = 0; i < 300 && !['succeeded', 'failed'].includes(done.status); i++) {
      await new Promise((r) => setTimeout(r, 100));
      done = (await call(second.baseUrl, 'GET', `/v1/generations/${id}`)).json.data;
    }
    expect(done).toMatchObject({ status: 'succeeded', creditsReserved: 3, creditsCharged: 3 });
    expect(done.outputs).toHaveLength(3);
    expect(done.outputs[0].mediaId).toBe(midway.outputs[0].mediaId);
    const credits = (await call(second.baseUrl, 'GET', '/v1/credits')).json.data;
    expect(credits.balance).toBe(25 - 3);
    const entries = (await call(second.baseUrl, 'GET', '/v1/credits/transactions?limit=100')).json
      .data as Array<{
      kind: string;
      amount: number;
      reference?: { id: string };
    }>;
    expect(entries.filter((e) => e.reference?.id === id).map((e) => [e.kind, e.amount])).toEqual([
      ['reserve', -3],
    ]);
    second.child.kill('SIGTERM');
    await new Promise((r) => second.child.once('exit', r));
  }, 60_000);
});
