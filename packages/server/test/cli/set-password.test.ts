import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/signed-in.js';
import { createTestContext, type TestContext } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';

const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/contentforge.js');

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ database: await createTestDatabase(), jobs: false });
});
afterAll(async () => ctx?.close());

/** Runs the built `contentforge` command on the test database, with `input` on standard input. */
function cli(args: string[], input = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN, ...args, '--data-dir', ctx.database.dataDir], {
    env: { ...process.env, DATABASE_URL: ctx.database.url, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const canSignIn = async (email: string, password: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/v1/sessions', payload: { email, password } })).statusCode ===
  201;

describe('contentforge admin set-password', () => {
  it('creates the owner’s user from a password on standard input, who can then sign in', async () => {
    const account = await ctx.account({ name: 'Only account' });
    const res = await cli(
      ['admin', 'set-password', '--email', 'Owner@Example.com', '--json'],
      'first password\n',
    );
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out).toEqual({
      userId: expect.stringMatching(/^usr_/),
      email: 'owner@example.com',
      created: true,
    });
    expect(res.stdout).not.toContain('first password');

    const session = await signIn(ctx.app, 'owner@example.com', 'first password');
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: session.cookie } });
    expect(me.json().data).toMatchObject({ role: 'owner', accountId: account.accountId });
  });

  it('replaces a forgotten password and signs out the user’s sessions', async () => {
    const session = await signIn(ctx.app, 'owner@example.com', 'first password');
    const res = await cli(['admin', 'set-password', '--email', 'owner@example.com'], 'second password\n');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/Password of owner@example.com set/);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: session.cookie } }))
        .statusCode,
    ).toBe(401);
    expect(await canSignIn('owner@example.com', 'first password')).toBe(false);
    expect(await canSignIn('owner@example.com', 'second password')).toBe(true);
  });

  it('refuses a short password and, with several accounts, a new user without --account', async () => {
    const short = await cli(['admin', 'set-password', '--email', 'owner@example.com'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/8 to 256 characters/);
    expect(await canSignIn('owner@example.com', 'second password')).toBe(true);

    const second = await ctx.account({ name: 'Second account' });
    const ambiguous = await cli(['admin', 'set-password', '--email', 'new@example.com'], 'a new password\n');
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toMatch(/--account/);
    const named = await cli(
      ['admin', 'set-password', '--email', 'new@example.com', '--account', second.accountId, '--json'],
      'a new password\n',
    );
    expect(named.code).toBe(0);
    const session = await signIn(ctx.app, 'new@example.com', 'a new password');
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: session.cookie } });
    expect(me.json().data.accountId).toBe(second.accountId);
  });
});
