import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serveProcess } from '../support/serve-process.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

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
