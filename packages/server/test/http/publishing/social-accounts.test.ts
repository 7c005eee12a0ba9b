import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../support/publishing.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // The default: outbound addresses must be public.
  ctx = await createTestContext();
  owner = await ctx.account();
  api = client(ctx, owner.token);
});
afterAll(async () => ctx?.close());

describe('social accounts', () => {
  it('makes every account an agent creates an agent session, whose handle it names', async () => {
    const agent = await ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
    const asAgent = client(ctx, agent.token);
    const created = await asAgent('POST', '/v1/social-accounts', {
      platform: 'instagram',
      handle: '@Glow.Serum',
    });
    expect(created.statusCode).toBe(201);
    const account = created.json().data;
    expect(account).toEqual({
      id: expect.stringMatching(/^sa_/),
      workspaceId: owner.workspaceId,
      platform: 'instagram',
      handle: 'glow.serum',
      connection: 'agent_session',
      status: 'active',
      createdAt: expect.any(String),
    });
    expect((await api('GET', `/v1/social-accounts/${account.id}`)).json().data).toEqual(account);
    expect((await api('GET', '/v1/social-accounts?platform=instagram')).json().data).toEqual([account]);

    const again = await asAgent('POST', '/v1/social-accounts', {
      platform: 'instagram',
      handle: 'glow.serum',
    });
    expect(again.statusCode).toBe(409);
    const noHandle = await asAgent('POST', '/v1/social-accounts', { platform: 'x' });
    expect(noHandle.statusCode).toBe(400);
    expect(noHandle.json().errors).toEqual([
      { path: 'body.handle', message: 'required for an agent session account' },
    ]);
    const withCredentials = await asAgent('POST', '/v1/social-accounts', {
      platform: 'bluesky',
      handle: 'a.test',
      credentials: { identifier: 'a.test', appPassword: 'abcd-efgh-ijkl-mnop' },
    });
    expect(withCredentials.statusCode).toBe(400);

    // Deleted, the same handle can be connected again.
    expect((await api('DELETE', `/v1/social-accounts/${account.id}`)).statusCode).toBe(200);
    expect((await api('GET', `/v1/social-accounts/${account.id}`)).statusCode).toBe(404);
    expect(
      (await asAgent('POST', '/v1/social-accounts', { platform: 'instagram', handle: 'glow.serum' }))
        .statusCode,
    ).toBe(201);
  });

  it('tells an API token how platforms without credentials are connected', async () => {
    const res = await api('POST', '/v1/social-accounts', { platform: 'x', handle: 'brand' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/agent token/);
    expect(res.json().errors).toEqual([
      { path: 'body.platform', message: 'cannot be connected with credentials' },
    ]);
  });

  it.each([
    ['a loopback address', 'http://127.0.0.1:8080/hook'],
    ['a name that resolves to loopback', 'http://localhost:8080/hook'],
    ['IPv6 loopback', 'http://[::1]/hook'],
    ['a private network', 'http://10.1.2.3/hook'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/hook'],
    ['loopback written as a number', 'http://2130706433/hook'],
    ['a URL with credentials', 'http://user:pass@127.0.0.1/hook'],
  ])('refuses a webhook account on %s', async (_, url) => {
    const res = await api('POST', '/v1/social-accounts', { platform: 'webhook', webhookUrl: url });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.webhookUrl');
    expect((await api('GET', '/v1/social-accounts?platform=webhook')).json().data).toEqual([]);
  });

  it('keeps another workspace’s accounts out of reach and viewers from connecting any', async () => {
    const stranger = await ctx.account();
    const agent = await ctx.token({ accountId: stranger.accountId, kind: 'agent', role: 'editor' });
    const theirs = (
      await client(ctx, agent.token)('POST', '/v1/social-accounts', { platform: 'x', handle: 'theirs' })
    ).json().data;
    expect((await api('GET', `/v1/social-accounts/${theirs.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/social-accounts/${theirs.id}`)).statusCode).toBe(404);
    const viewer = await ctx.token({ accountId: owner.accountId, role: 'viewer', kind: 'agent' });
    const refused = await client(ctx, viewer.token)('POST', '/v1/social-accounts', {
      platform: 'x',
      handle: 'v',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a webhook account', () => {
  it('answers its signing secret once and keeps it sealed at rest', async () => {
    const local = await createTestContext({ env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    try {
      const who = await local.account();
      const res = await client(local, who.token)('POST', '/v1/social-accounts', {
        platform: 'webhook',
        webhookUrl: 'http://127.0.0.1:9/hooks/posts',
      });
      expect(res.statusCode).toBe(201);
      const created = res.json().data;
      expect(created).toMatchObject({
        platform: 'webhook',
        connection: 'webhook',
        handle: '127.0.0.1:9',
        webhookUrl: 'http://127.0.0.1:9/hooks/posts',
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      });
      const listed = (await client(local, who.token)('GET', '/v1/social-accounts')).json().data;
      expect(listed[0].secret).toBeUndefined();
      const { rows } = await sql<{
        credentials: string;
      }>`select credentials from social_accounts where id = ${created.id}`.execute(
        local.services.database.db,
      );
      const stored = rows[0]!.credentials;
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(created.secret.slice(6, 20));
      // Sealed for this row: it does not open for another.
      expect(() => local.services.publishing.secrets.open(stored, 'sa_other')).toThrow();
      expect(JSON.parse(local.services.publishing.secrets.open(stored, created.id))).toEqual({
        secret: created.secret,
      });

      // Moved to a new address, it keeps its id and its secret; an agent session has nothing to move.
      const api = client(local, who.token);
      const moved = await api('PATCH', `/v1/social-accounts/${created.id}`, {
        webhookUrl: 'http://127.0.0.1:9/hooks/v2',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toMatchObject({ id: created.id, webhookUrl: 'http://127.0.0.1:9/hooks/v2' });
      expect(moved.json().data.secret).toBeUndefined();
      const withCredentials = await api('PATCH', `/v1/social-accounts/${created.id}`, {
        credentials: { identifier: 'a', appPassword: 'b' },
      });
      expect(withCredentials.statusCode).toBe(400);
      const agent = await local.token({ accountId: who.accountId, kind: 'agent', role: 'editor' });
      const session = (
        await client(local, agent.token)('POST', '/v1/social-accounts', { platform: 'x', handle: 'shop' })
      ).json().data;
      expect((await api('PATCH', `/v1/social-accounts/${session.id}`, {})).statusCode).toBe(409);
      const viewer = await local.token({ accountId: who.accountId, role: 'viewer' });
      expect(
        (
          await client(local, viewer.token)('PATCH', `/v1/social-accounts/${created.id}`, {
            webhookUrl: 'http://127.0.0.1:9/x',
          })
        ).statusCode,
      ).toBe(403);

      // An address with a credential in it is shown in full to editors, without it to viewers.
      const keyed = 'http://127.0.0.1:9/hooks/T0AB12CD3/Xz9kQ2vLw8sTfYb3nR7mPq4J?key=s3cr3t#frag';
      const rekeyed = await api('PATCH', `/v1/social-accounts/${created.id}`, { webhookUrl: keyed });
      expect(rekeyed.statusCode, rekeyed.body).toBe(200);
      const editor = await local.token({ accountId: who.accountId, role: 'editor' });
      const read = async (token: string) => [
        (await client(local, token)('GET', `/v1/social-accounts/${created.id}`)).json().data.webhookUrl,
        (await client(local, token)('GET', '/v1/social-accounts?platform=webhook')).json().data[0].webhookUrl,
      ];
      expect(await read(editor.token)).toEqual([keyed, keyed]);
      const masked = 'http://127.0.0.1:9/hooks/T0AB12CD3/***?key=***';
      expect(await read(viewer.token)).toEqual([masked, masked]);
    } finally {
      await local.close();
    }
  });
});
