import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

let database: TestDatabase;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGTERM');
});
afterAll(async () => database?.drop());

/** Starts the real `contentforge serve` and resolves with its output once it is listening. */
function serve(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: string; baseUrl: string }> {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--data-dir', database.dataDir], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn', PORT: '', PUBLIC_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const m = /API: +(http:\/\/\S+)\/v1/.exec(output);
      if (m && (output.includes('keep it safe') ? /keep it safe:\n +\S+\n/.test(output) : true)) {
        clearTimeout(timer);
        resolve({ child, output, baseUrl: m[1]! });
      }
    });
    child.stderr!.on('data', (d: Buffer) => {
      output += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

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
