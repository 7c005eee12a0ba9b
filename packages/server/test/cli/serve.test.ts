import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main.js';
import { serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase, testDialect } from '../support/test-database.js';

let database: TestDatabase;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGTERM');
});
afterAll(async () => database?.drop());

const serve = (env: Record<string, string>) => serveProcess(database, env, children);

describe('contentforge serve', () => {
  it('bootstraps an empty database once, with BOOTSTRAP_TOKEN as the owner token, and serves the API', async () => {
    const token = 'cf_bootstrap_token_for_tests_0123456789';
    const first = await serve({ BOOTSTRAP_TOKEN: token });
    expect(first.output).toMatch(/Web app: +http:\/\/localhost:\d+\//);
    expect(first.output).toContain(`keep it safe:\n  ${token}\n`);
    const credits = await fetch(`${first.baseUrl}/v1/credits`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(credits.status).toBe(200);
    expect(((await credits.json()) as { data: { balance: number } }).data.balance).toBe(25);
    const meRes = await fetch(`${first.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    const me = (await meRes.json()) as { data: { role: string } };
    expect(me.data.role).toBe('owner');
    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.once('exit', r));

    // A second start finds the database bootstrapped: no new account, no token printed.
    const second = await serve({});
    expect(second.output).not.toMatch(/Owner token/);
    const again = await fetch(`${second.baseUrl}/v1/credits`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.status).toBe(200);
  });
});

/** `serve` run in this process, stopped as soon as it has started. */
async function serveOnce(role: 'api' | 'worker' | 'all', env: Record<string, string> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'contentforge', 'serve', '--port', '0', '--role', role], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: { DATABASE_URL: database.url, DATA_DIR: database.dataDir, LOG_LEVEL: 'silent', ...env },
    stopSignal: Promise.resolve(),
  });
  return { code, stdout, stderr };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('contentforge serve and Redis', () => {
  it('stops at start with one line naming REDIS_URL when Redis cannot be reached', async () => {
    const port = await closedPort();
    const run = await serveOnce('api', { REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `contentforge: REDIS_URL: Redis at redis://:***@127.0.0.1:${port} could not be reached (connect ECONNREFUSED 127.0.0.1:${port}).\n`,
    );
  });

  it('refuses a REDIS_URL that is not a Redis URL as a configuration error', async () => {
    const run = await serveOnce('all', { REDIS_URL: 'http://127.0.0.1:6379' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^contentforge: configuration error: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it.runIf(testDialect === 'postgres')(
    'warns once, in the scaled shape without REDIS_URL, that rate limits are counted per API process',
    async () => {
      const api = await serveOnce('api');
      expect(api.code).toBe(0);
      const warnings = api.stderr.split('\n').filter(Boolean);
      expect(warnings).toEqual([
        'contentforge: warning: REDIS_URL is not set, so rate limits and sign-in throttling are counted per API process (N processes allow N times the limit).',
      ]);
      // A worker serves no requests: nothing to warn about.
      expect((await serveOnce('worker')).stderr).toBe('');
    },
  );

  it.runIf(testDialect === 'sqlite')('does not warn in the embedded shape, the only process', async () => {
    const run = await serveOnce('all');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/API: +http/);
    expect(run.stderr).toBe('');
  });
});
