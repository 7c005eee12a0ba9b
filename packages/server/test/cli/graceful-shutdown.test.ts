import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openDatabase } from '../../src/adapters/db/database.js';
import { type OpenAITestServer, startOpenAIServer } from '../support/openai-server.js';
import { rawExchange } from '../support/raw-http.js';
import { callApi, exitOf, serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../support/test-database.js';

const TOKEN = 'cf_shutdown_test_token_0123456789abcdef';

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

// A job is resumed promptly because it is handed back, never because its time ran out: a long time here.
const ENV = { BOOTSTRAP_TOKEN: TOKEN, IMAGE_ENGINE: 'openai', JOB_TIMEOUT_SECONDS: '300' };
const serve = (
  database: TestDatabase,
  role: 'api' | 'worker' | 'all' = 'all',
  env: Record<string, string> = {},
) =>
  serveProcess(
    database,
    { ...ENV, OPENAI_API_KEY: provider.apiKey, OPENAI_BASE_URL: provider.url, ...env },
    children,
    role,
  );

const call = (
  baseUrl: string,
  method: string,
  url: string,
  body?: object,
  headers?: Record<string, string>,
) => callApi(baseUrl, TOKEN, method, url, body, headers);

/** Resolves once the server refuses new connections. */
async function refusing(baseUrl: string) {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${baseUrl}/healthz`, { headers: { connection: 'close' } });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the server still accepts connections');
}

/** Polls the generation until `done` says so. */
async function until(baseUrl: string, id: string, done: (g: any) => boolean, tries = 300) {
  for (let i = 0; i < tries; i++) {
    const g = (await call(baseUrl, 'GET', `/v1/generations/${id}`)).json.data;
    if (done(g)) return g;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`generation ${id} did not get there`);
}

const ledgerOf = async (baseUrl: string, id: string) =>
  ((await call(baseUrl, 'GET', '/v1/credits/transactions?limit=100')).json.data as Array<any>)
    .filter((e) => e.reference?.id === id)
    .map((e) => [e.kind, e.amount]);

/** Starts a preset run and answers its id once it has stored its first image. */
async function runningGeneration(baseUrl: string) {
  const accepted = await call(
    baseUrl,
    'POST',
    '/v1/generations/preset',
    { presetId: 'ugc-unboxing', subject: 'Stoneware mug' },
    { prefer: 'respond-async' },
  );
  expect(accepted.status).toBe(202);
  const id = accepted.json.data.id as string;
  const midway = await until(baseUrl, id, (g) => g.outputs.length >= 1);
  expect(midway).toMatchObject({ status: 'running' });
  return { id, midway };
}

/** An upload PUT whose body is only half sent: a request in flight until `finish`. */
async function slowUpload(baseUrl: string) {
  const ticket = await call(baseUrl, 'POST', '/v1/media/upload-url', { mimeType: 'image/png', size: 10 });
  expect(ticket.status).toBe(200);
  const target = ticket.json.data.uploadUrl.replace(/^https?:\/\/[^/]+/, '');
  const exchange = rawExchange(
    baseUrl,
    `PUT ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: image/png\r\nContent-Length: 10`,
    '12345',
  );
  // Long enough for the server to have taken the connection and read the head.
  await new Promise((r) => setTimeout(r, 300));
  expect(exchange.closed).toBe(false);
  return { exchange, finish: () => exchange.send('67890') };
}

describe(`a server asked to stop (${testDialect})`, () => {
  it('answers the requests in flight, refuses new connections and exits with 0', async () => {
    const database = await newDatabase();
    const server = await serve(database);
    // What the server said, and what the test was waiting for, are the first things to read when this fails.
    let step = 'the upload to start';
    onTestFailed(() => console.error(`waiting for ${step}; the server printed:\n${server.output}`));
    provider.delayResponses(700);
    try {
      const upload = await slowUpload(server.baseUrl);
      // A caller waiting for a whole run, three images of 0.7 s each.
      const waiting = call(
        server.baseUrl,
        'POST',
        '/v1/generations/preset',
        { presetId: 'ugc-lifestyle', subject: 'Wool blanket' },
        { prefer: 'wait=30' },
      );
      await new Promise((r) => setTimeout(r, 100));
      const exit = exitOf(server.child);
      server.child.kill('SIGTERM');
      step = 'the server to refuse new connections';
      await refusing(server.baseUrl);
      expect(server.child.exitCode).toBe(null);

      upload.finish();
      step = 'the answer to the upload in flight';
      const put = await upload.exchange.answer;
      expect(put.status).toBe(200);
      expect(put.headers.etag).toBeTruthy();
      step = 'the answer to the run in flight';
      const run = await waiting;
      expect(run.status).toBe(201);
      expect(run.json.data).toMatchObject({ status: 'succeeded', creditsCharged: 3 });
      step = 'the server to exit';
      expect(await exit).toBe(0);
      expect(server.output).toContain('Stopping: finishing what is in flight (at most 30 s)');
    } finally {
      provider.delayResponses(0);
    }
    // A budget, not a measure: alone it takes about 6 s, on a loaded machine (load 8) about 20 s.
  }, 120_000);

  it('stops at once on a second signal', async () => {
    const database = await newDatabase();
    const server = await serve(database);
    const upload = await slowUpload(server.baseUrl);
    const exit = exitOf(server.child);
    server.child.kill('SIGTERM');
    await refusing(server.baseUrl);
    const started = Date.now();
    server.child.kill('SIGINT');
    expect(await exit).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.output).toContain('contentforge: stopping at once.');
    expect((await upload.exchange.answer).status).toBe(0);
  }, 30_000);

  it('cuts what is still in flight after SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const database = await newDatabase();
    const server = await serve(database, 'all', { SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const upload = await slowUpload(server.baseUrl);
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await upload.exchange.answer).status).toBe(0);
  }, 30_000);
});

describe.runIf(testDialect === 'sqlite')('a running job when the only process stops (embedded)', () => {
  it('is handed back to the queue at once and finished on the next start: every image once, charged once', async () => {
    const database = await newDatabase();
    const first = await serve(database);
    provider.delayResponses(1500);
    try {
      const { id, midway } = await runningGeneration(first.baseUrl);
      const started = Date.now();
      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);
      // Not left running until it times out: queued again, to be taken up at once.
      expect(Date.now() - started).toBeLessThan(5000);
      const db = openDatabase(database.url);
      try {
        const jobs = await db.db
          .selectFrom('jobs')
          .select(['status', 'lastError'])
          .where('subjectId', '=', id)
          .execute();
        expect(jobs).toEqual([{ status: 'queued', lastError: 'interrupted by shutdown' }]);
      } finally {
        await db.close();
      }

      provider.delayResponses(0);
      const second = await serve(database);
      const done = await until(
        second.baseUrl,
        id,
        (g) => g.status !== 'running' && g.status !== 'queued',
        100,
      );
      expect(done).toMatchObject({ status: 'succeeded', creditsReserved: 3, creditsCharged: 3 });
      expect(done.outputs).toHaveLength(3);
      expect(done.outputs[0].mediaId).toBe(midway.outputs[0].mediaId);
      expect(await ledgerOf(second.baseUrl, id)).toEqual([['reserve', -3]]);
      expect((await call(second.baseUrl, 'GET', '/v1/credits')).json.data.balance).toBe(25 - 3);
      second.child.kill('SIGTERM');
      expect(await exitOf(second.child)).toBe(0);
    } finally {
      provider.delayResponses(0);
    }
  }, 60_000);
});

describe.runIf(testDialect === 'postgres')('a running job when its worker stops (scaled)', () => {
  it('is handed back and finished by another worker long before its time is up: every image once, charged once', async () => {
    const database = await newDatabase();
    const api = await serve(database, 'api');
    const stopping = await serve(database, 'worker');
    provider.delayResponses(1500);
    try {
      const { id, midway } = await runningGeneration(api.baseUrl);
      const other = await serve(database, 'worker');
      provider.delayResponses(200);
      const started = Date.now();
      stopping.child.kill('SIGTERM');
      expect(await exitOf(stopping.child)).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);

      // JOB_TIMEOUT_SECONDS is 300: only a job handed back is finished this soon.
      const done = await until(api.baseUrl, id, (g) => g.status !== 'running' && g.status !== 'queued', 200);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(done).toMatchObject({ status: 'succeeded', creditsReserved: 3, creditsCharged: 3 });
      expect(done.outputs).toHaveLength(3);
      expect(done.outputs[0].mediaId).toBe(midway.outputs[0].mediaId);
      expect(await ledgerOf(api.baseUrl, id)).toEqual([['reserve', -3]]);
      for (const child of [other.child, api.child]) {
        child.kill('SIGTERM');
        expect(await exitOf(child)).toBe(0);
      }
    } finally {
      provider.delayResponses(0);
    }
  }, 90_000);
});
