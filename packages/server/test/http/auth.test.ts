import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../src/domain/accounts.js';
import { revokeToken } from '../../src/domain/tokens.js';
import { paidTestRoute } from '../support/paid-test-route.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let secondWorkspace: string;
let stranger: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext({ clock, app: { extraScopedRoutes: [paidTestRoute] } });
  owner = await ctx.account({ name: 'Owner account', credits: 50 });
  secondWorkspace = (
    await createWorkspace(ctx.services.accounts, { accountId: owner.accountId, name: 'Second' })
  ).id;
  stranger = await ctx.account({ name: 'Another account', credits: 50 });
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

function expectUnauthorized(res: Awaited<ReturnType<typeof get>>, detail: RegExp) {
  expect(res.statusCode).toBe(401);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  expect(res.json()).toMatchObject({
    status: 401,
    code: 'unauthorized',
    detail: expect.stringMatching(detail),
  });
}

describe('authentication', () => {
  it('answers 401 with WWW-Authenticate for a missing, malformed or unknown token', async () => {
    expectUnauthorized(await get('/v1/credits'), /Authorization/);
    expectUnauthorized(await get('/v1/credits', { authorization: `Basic ${owner.token}` }), /Bearer <token>/);
    expectUnauthorized(await get('/v1/credits', { authorization: 'Bearer' }), /Bearer <token>/);
    expectUnauthorized(
      await get('/v1/credits', { authorization: `Bearer ${owner.token} extra` }),
      /Bearer <token>/,
    );
    expectUnauthorized(await get('/v1/credits', bearer(`${owner.token}x`)), /not valid/);
    expectUnauthorized(await get('/v1/credits', bearer('x'.repeat(600))), /Bearer <token>/);
  });

  it('accepts the scheme in any case', async () => {
    const res = await get('/v1/credits', { authorization: `bearer ${owner.token}` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a revoked token at once', async () => {
    const { token, tokenId } = await ctx.token({ accountId: owner.accountId });
    expect((await get('/v1/me', bearer(token))).statusCode).toBe(200);
    await revokeToken(ctx.services.store, ctx.services.clock, tokenId);
    expectUnauthorized(await get('/v1/me', bearer(token)), /revoked/);
  });

  it('honours a revocation made by another process within a second', async () => {
    const { token, tokenId } = await ctx.token({ accountId: owner.accountId });
    expect((await get('/v1/me', bearer(token))).statusCode).toBe(200);
    // Another process (an admin command, a second API node) revokes it in the database.
    await ctx.services.database.db
      .updateTable('tokens')
      .set({ revokedAt: new Date().toISOString() })
      .where('id', '=', tokenId)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expectUnauthorized(await get('/v1/me', bearer(token)), /revoked/);
  });

  it('refuses an expired token', async () => {
    const { token } = await ctx.token({ accountId: owner.accountId, expiresInDays: 1 });
    expect((await get('/v1/me', bearer(token))).statusCode).toBe(200);
    clock.advance(86_400_000 + 1);
    expectUnauthorized(await get('/v1/me', bearer(token)), /expired/);
  });

  it('never stores the token itself', async () => {
    const { token, tokenId } = await ctx.token({ accountId: owner.accountId });
    const row = await ctx.services.database.db
      .selectFrom('tokens')
      .selectAll()
      .where('id', '=', tokenId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('describes the caller at /me', async () => {
    const agent = await ctx.token({
      accountId: owner.accountId,
      workspaceId: secondWorkspace,
      kind: 'agent',
      role: 'editor',
    });
    const res = await get('/v1/me', bearer(agent.token));
    expect(res.json()).toEqual({
      data: {
        tokenId: agent.tokenId,
        kind: 'agent',
        role: 'editor',
        accountId: owner.accountId,
        workspaceId: secondWorkspace,
      },
    });
  });
});

describe('workspaces', () => {
  it('lists the reachable workspaces with the default one marked', async () => {
    const res = await get('/v1/workspaces', bearer(owner.token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((w: { id: string; isDefault: boolean }) => [w.id, w.isDefault])).toEqual([
      [owner.workspaceId, true],
      [secondWorkspace, false],
    ]);
    const restricted = await ctx.token({ accountId: owner.accountId, workspaceId: secondWorkspace });
    const only = await get('/v1/workspaces', bearer(restricted.token));
    expect(only.json().data.map((w: { id: string }) => w.id)).toEqual([secondWorkspace]);
  });

  it('resolves the workspace from the prefix, the token, X-Workspace-Id, then the default', async () => {
    const charge = (url: string, token: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(token), ...headers },
        payload: { credits: 1 },
      });
    const wsOf = (res: Awaited<ReturnType<typeof charge>>) => res.json().data.workspaceId;

    expect(wsOf(await charge('/v1/test-charges', owner.token))).toBe(owner.workspaceId);
    expect(wsOf(await charge(`/v1/workspaces/${secondWorkspace}/test-charges`, owner.token))).toBe(
      secondWorkspace,
    );
    expect(wsOf(await charge('/v1/test-charges', owner.token, { 'x-workspace-id': secondWorkspace }))).toBe(
      secondWorkspace,
    );
    const restricted = await ctx.token({ accountId: owner.accountId, workspaceId: secondWorkspace });
    expect(wsOf(await charge('/v1/test-charges', restricted.token))).toBe(secondWorkspace);
  });

  it('answers 404 for a workspace the token cannot reach, whether it exists or not', async () => {
    const restricted = await ctx.token({ accountId: owner.accountId, workspaceId: secondWorkspace });
    const cases: Array<[string, Record<string, string>]> = [
      [`/v1/workspaces/${stranger.workspaceId}/credits`, bearer(owner.token)],
      [`/v1/workspaces/ws_doesnotexist/credits`, bearer(owner.token)],
      [`/v1/workspaces/${'x'.repeat(150)}/credits`, bearer(owner.token)],
      ['/v1/credits', { ...bearer(owner.token), 'x-workspace-id': stranger.workspaceId }],
      [`/v1/workspaces/${owner.workspaceId}/credits`, bearer(restricted.token)],
      ['/v1/credits', { ...bearer(restricted.token), 'x-workspace-id': owner.workspaceId }],
    ];
    for (const [url, headers] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', detail: 'The workspace was not found.' });
    }
  });

  it('answers the credits of the workspace account under either path', async () => {
    const plain = await get('/v1/credits', bearer(owner.token));
    const prefixed = await get(`/v1/workspaces/${secondWorkspace}/credits`, bearer(owner.token));
    expect(prefixed.json().data.accountId).toBe(owner.accountId);
    expect(prefixed.json().data.balance).toBe(plain.json().data.balance);
  });
});

describe('creating and renaming workspaces', () => {
  const send = (method: 'POST' | 'PATCH', url: string, token: string, payload: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), payload });

  it('lets an owner create a workspace, rename it and act in it at once', async () => {
    const brand = await ctx.account({ name: 'Brand', credits: 5 });
    const created = await send('POST', '/v1/workspaces', brand.token, { name: '  Summer shop ' });
    expect(created.statusCode).toBe(201);
    const workspace = created.json().data;
    expect(workspace).toEqual({
      id: expect.stringMatching(/^ws_/),
      accountId: brand.accountId,
      name: 'Summer shop',
      isDefault: false,
      defaultLanguage: null,
      createdAt: expect.any(String),
    });
    const renamed = await send('PATCH', `/v1/workspaces/${workspace.id}`, brand.token, {
      name: 'Autumn shop',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toEqual({ ...workspace, name: 'Autumn shop' });
    const listed = (await get('/v1/workspaces', bearer(brand.token))).json().data;
    expect(listed.map((w: { name: string }) => w.name)).toEqual(['Default', 'Autumn shop']);
    // The same balance, reached through the new workspace.
    const credits = await get(`/v1/workspaces/${workspace.id}/credits`, bearer(brand.token));
    expect(credits.json().data).toMatchObject({ accountId: brand.accountId, balance: 5 });
  });

  it('sets the language copy is written in when neither the request nor the subject tells', async () => {
    const brand = await ctx.account({ name: 'Brand' });
    const url = `/v1/workspaces/${brand.workspaceId}`;
    const set = await send('PATCH', url, brand.token, { defaultLanguage: 'de' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ name: 'Default', defaultLanguage: 'de' });
    expect((await get('/v1/workspaces', bearer(brand.token))).json().data[0].defaultLanguage).toBe('de');
    const unknown = await send('PATCH', url, brand.token, { defaultLanguage: 'klingon' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toMatch(/en, es, fr, de, it, pt, pt-BR, nl/);
    const cleared = await send('PATCH', url, brand.token, { defaultLanguage: null });
    expect(cleared.json().data.defaultLanguage).toBeNull();
  });

  it('refuses editors, tokens bound to one workspace, other accounts’ workspaces and empty names', async () => {
    const brand = await ctx.account({ name: 'Brand' });
    const editor = await ctx.token({ accountId: brand.accountId, role: 'editor' });
    const bound = await ctx.token({ accountId: brand.accountId, workspaceId: brand.workspaceId });
    expect((await send('POST', '/v1/workspaces', editor.token, { name: 'X' })).statusCode).toBe(403);
    expect(
      (await send('PATCH', `/v1/workspaces/${brand.workspaceId}`, editor.token, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await send('POST', '/v1/workspaces', bound.token, { name: 'X' })).json()).toMatchObject({
      status: 403,
      detail: expect.stringMatching(/restricted to one workspace/),
    });
    const other = await send('PATCH', `/v1/workspaces/${stranger.workspaceId}`, brand.token, {
      name: 'Mine',
    });
    expect(other.statusCode).toBe(404);
    const empty = await send('POST', '/v1/workspaces', brand.token, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'body.name', message: 'name must not be empty' }]);
    expect((await get('/v1/workspaces', bearer(brand.token))).json().data).toHaveLength(1);
    expect((await get('/v1/workspaces', bearer(stranger.token))).json().data[0].name).toBe('Default');
  });
});

describe('roles', () => {
  it('lets a viewer read but not spend credits, even in a dry run', async () => {
    const viewer = await ctx.token({ accountId: owner.accountId, role: 'viewer' });
    expect((await get('/v1/credits', bearer(viewer.token))).statusCode).toBe(200);
    const before = (await get('/v1/credits', bearer(owner.token))).json().data.balance;
    for (const url of ['/v1/test-charges', '/v1/test-charges?dryRun=true']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(viewer.token),
        payload: { credits: 1 },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', detail: expect.stringMatching(/viewer/) });
    }
    expect((await get('/v1/credits', bearer(owner.token))).json().data.balance).toBe(before);
  });

  it('lets an editor spend', async () => {
    const editor = await ctx.token({ accountId: owner.accountId, role: 'editor' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/test-charges',
      headers: bearer(editor.token),
      payload: { credits: 1 },
    });
    expect(res.statusCode).toBe(201);
  });
});
