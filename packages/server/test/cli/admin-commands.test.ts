import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/db/database.js';
import { main } from '../../src/main.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.drop());

async function run(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(['node', 'contentforge', ...args], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: { DATABASE_URL: database.url, DATA_DIR: database.dataDir, TRIAL_CREDITS: '25' },
  });
  return { code, stdout, stderr };
}

const json = (r: { stdout: string }) => {
  expect(r.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(r.stdout);
};

describe('contentforge admin', () => {
  it('migrates an empty database and reports when it is up to date', async () => {
    const first = await run('migrate');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migration\(s\) to .*0001-foundation/);
    const again = await run('migrate');
    expect(again.stdout).toMatch(/up to date/);
  });

  it('creates accounts with the trial or with exactly N credits, printing one JSON object', async () => {
    const trial = json(await run('admin', 'create-account', '--name', 'Acme', '--json'));
    expect(Object.keys(trial).sort()).toEqual(['accountId', 'token', 'workspaceId']);
    expect(trial.token).toMatch(/^cf_[A-Za-z0-9_-]{43}$/);

    const paid = json(await run('admin', 'create-account', '--name', 'Paid', '--credits', '40', '--json'));
    const db = openDatabase(database.url);
    try {
      const wallets = await db.db.selectFrom('creditWallets').selectAll().execute();
      const byAccount = new Map(wallets.map((w) => [w.accountId, w]));
      expect(byAccount.get(trial.accountId)).toMatchObject({ trialBalance: 25, standardBalance: 0 });
      expect(byAccount.get(paid.accountId)).toMatchObject({
        trialBalance: 0,
        standardBalance: 40,
        trialExpiresAt: null,
      });
    } finally {
      await db.close();
    }
  });

  it('creates workspaces and tokens, grants credits and revokes tokens', async () => {
    const { accountId } = json(
      await run('admin', 'create-account', '--name', 'Tools', '--credits', '0', '--json'),
    );
    const { workspaceId } = json(
      await run('admin', 'create-workspace', '--account', accountId, '--name', 'Spring', '--json'),
    );
    expect(workspaceId).toMatch(/^ws_/);
    const token = json(
      await run(
        'admin',
        'create-token',
        '--account',
        accountId,
        '--workspace',
        workspaceId,
        '--kind',
        'agent',
        '--role',
        'editor',
        '--expires-in',
        '7',
        '--json',
      ),
    );
    expect(Object.keys(token).sort()).toEqual(['token', 'tokenId']);
    expect(
      json(
        await run(
          'admin',
          'grant-credits',
          '--account',
          accountId,
          '--amount',
          '12',
          '--reason',
          'promo',
          '--json',
        ),
      ),
    ).toEqual({
      balance: 12,
    });
    const revoked = json(await run('admin', 'revoke-token', '--token-id', token.tokenId, '--json'));
    expect(revoked.tokenId).toBe(token.tokenId);
    expect(revoked.revokedAt).toEqual(expect.any(String));
  });

  it('lists the accounts with their workspaces and balance, the way back to a lost owner token', async () => {
    const { accountId, workspaceId } = json(
      await run('admin', 'create-account', '--name', 'Listed', '--credits', '7', '--json'),
    );
    const { items } = json(await run('admin', 'list-accounts', '--json'));
    expect(items.find((a: { accountId: string }) => a.accountId === accountId)).toEqual({
      accountId,
      name: 'Listed',
      createdAt: expect.any(String),
      defaultWorkspaceId: workspaceId,
      workspaces: [{ workspaceId, name: 'Default' }],
      owners: [],
      balance: 7,
    });
    // Paged oldest first: the last one listed starts the next page.
    const first = json(await run('admin', 'list-accounts', '--limit', '1', '--json')).items;
    const next = json(
      await run('admin', 'list-accounts', '--limit', '1', '--after', first[0].accountId, '--json'),
    ).items;
    expect(next[0].accountId > first[0].accountId).toBe(true);

    const text = await run('admin', 'list-accounts');
    expect(text.stdout).toMatch(new RegExp(`^${accountId} +Listed +\\d{4}-\\d\\d-\\d\\d +1 +— +7$`, 'm'));
    expect(text.stdout).toContain('contentforge admin create-token --account <ACCOUNT>');
    const owner = json(await run('admin', 'create-token', '--account', accountId, '--json'));
    expect(owner.token).toMatch(/^cf_/);
  });

  it('prints human-readable lines without --json', async () => {
    const r = await run('admin', 'create-account', '--name', 'Readable');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /^Account acct_\w+ created with workspace ws_\w+\.\nOwner token \(shown once\): cf_/,
    );
  });

  it('fails with a clear message, and with --json one error object on stdout, for bad input', async () => {
    const cases: Array<[string[], RegExp, number]> = [
      [['admin', 'create-account', '--json'], /required option '--name <name>'/, 2],
      [
        ['admin', 'create-account', '--name', 'X', '--credits', 'lots', '--json'],
        /--credits must be a whole number/,
        2,
      ],
      [['admin', 'create-token', '--account', 'acct_nope', '--json'], /account was not found/, 1],
      [
        ['admin', 'create-token', '--account', 'acct_nope', '--role', 'king'],
        /Allowed choices are owner, editor, viewer/,
        2,
      ],
      [
        ['admin', 'grant-credits', '--account', 'acct_nope', '--amount', '5', '--json'],
        /account was not found/,
        1,
      ],
      [
        ['admin', 'grant-credits', '--account', 'acct_nope', '--amount', '0'],
        /--amount must be a whole number of at least 1/,
        2,
      ],
      [['admin', 'revoke-token', '--token-id', 'tok_nope', '--json'], /token was not found/, 1],
      [
        ['admin', 'create-workspace', '--account', 'acct_nope', '--name', 'W', '--json'],
        /account was not found/,
        1,
      ],
      [['frobnicate'], /unknown command/, 2],
    ];
    for (const [args, message, code] of cases) {
      const r = await run(...args);
      expect(r.code, args.join(' ')).toBe(code);
      expect(r.stderr, args.join(' ')).toMatch(message);
      if (args.includes('--json')) expect(json(r).error.detail, args.join(' ')).toMatch(message);
      else expect(r.stdout, args.join(' ')).toBe('');
    }
  });

  it('refuses an invalid S3 STORAGE_URL with one line naming it', async () => {
    let stderr = '';
    const code = await main(['node', 'contentforge', 'admin', 'create-account', '--name', 'S3', '--json'], {
      stdout: () => {},
      stderr: (t) => {
        stderr += t;
      },
      env: { DATABASE_URL: database.url, DATA_DIR: database.dataDir, STORAGE_URL: 's3://bucket?colour=blue' },
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^contentforge: configuration error: STORAGE_URL "s3:\/\/bucket\?colour=blue" /);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('refuses an invalid configuration with one line naming the variable', async () => {
    let stderr = '';
    const code = await main(['node', 'contentforge', 'migrate'], {
      stdout: () => {},
      stderr: (t) => {
        stderr += t;
      },
      env: { DATABASE_URL: 'mysql://nope', DATA_DIR: database.dataDir },
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^contentforge: configuration error: DATABASE_URL must start with postgres/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });
});
