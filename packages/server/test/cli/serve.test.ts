import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main.js';
import { exitOf, serveProcess } from '../support/serve-process.js';
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

const serve = (env: Record<string, string>, on: TestDatabase = database) => serveProcess(on, env, children);

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

/** A GET to a served process as a browser at `host` sends it; answers the status. */
function getAs(port: number, host: string, path = '/v1/openapi.json'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('contentforge serve, as a person starting it sees it', () => {
  // The embedded shape is the one a person starts at a terminal; a fresh PostgreSQL start would add
  // twenty seconds to prove the same lines.
  it.runIf(testDialect === 'sqlite')(
    'prints the owner token once it listens, in one block no log line enters; request lines stay out of the embedded terminal; another host than PUBLIC_URL is warned about once',
    async () => {
      const fresh = await createTestDatabase();
      try {
        const started = await serve({ LOG_LEVEL: 'info', PUBLIC_URL: 'http://cf.test:8443' }, fresh);
        const port = Number(/Server listening at http:\/\/[^"]*:(\d+)/.exec(started.output)?.[1]);
        expect(port).toBeGreaterThan(0);
        for (let i = 0; i < 2; i++) expect(await getAs(port, '192.168.1.20:8443')).toBe(200);
        expect(await getAs(port, 'cf.test:8443')).toBe(200);
        expect(await getAs(port, 'CF.TEST:8443')).toBe(200);
        await waitFor(() => started.output.includes('192.168.1.20'));
        await new Promise((r) => setTimeout(r, 300));
        started.child.kill('SIGTERM');
        await exitOf(started.child);

        const lines = started.output.split('\n');
        const [open, close] = lines.flatMap((l, i) => (/^─{20,}$/.test(l) ? [i] : []));
        const block = lines.slice(open! + 1, close);
        expect(block).toContain('Owner token, shown only this once — keep it safe:');
        expect(block.some((l) => l.startsWith('{'))).toBe(false);
        // Every line the service logged while starting comes before the block, none after it.
        const listening = lines.findLastIndex((l) => l.includes('Server listening at'));
        expect(listening).toBeGreaterThan(-1);
        expect(listening).toBeLessThan(open!);
        expect(block.join('\n')).toMatch(/admin list-accounts/);

        const logged = lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
        const requests = logged.filter((l) => /^(incoming request|request completed)$/.test(l.msg));
        expect(requests).toEqual([]);
        const warnings = logged.filter((l) => l.level === 40 && /PUBLIC_URL/.test(l.msg));
        expect(warnings).toEqual([
          expect.objectContaining({
            host: '192.168.1.20:8443',
            publicUrl: 'http://cf.test:8443',
            msg: expect.stringMatching(
              /^A request arrived for 192\.168\.1\.20:8443, but PUBLIC_URL is http:\/\/cf\.test:8443/,
            ),
          }),
        ]);
      } finally {
        await fresh.drop();
      }
    },
  );
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

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
