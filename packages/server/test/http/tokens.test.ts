import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

describe('API tokens', () => {
  let ctx: TestContext;
  let owner: { accountId: string; workspaceId: string; token: string };

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.account();
  });
  afterAll(() => ctx.close());

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('creates a token shown once, lists it without its secret, and revokes it', async () => {
    const created = await call(owner.token, 'POST', '/v1/tokens', { name: 'CI uploads', role: 'editor' });
    expect(created.statusCode).toBe(201);
    const token = created.json().data;
    expect(token).toMatchObject({ name: 'CI uploads', role: 'editor', kind: 'api', workspaceId: null });
    expect(token.token).toMatch(/^cf_/);
    expect((await call(token.token, 'GET', '/v1/media')).statusCode).toBe(200);

    const listed = (await call(owner.token, 'GET', '/v1/tokens')).json().data;
    expect(listed.map((t: { id: string }) => t.id)).toContain(token.id);
    expect(JSON.stringify(listed)).not.toContain(token.token);

    expect((await call(owner.token, 'DELETE', `/v1/tokens/${token.id}`)).statusCode).toBe(200);
    expect((await call(token.token, 'GET', '/v1/media')).statusCode).toBe(401);
    const after = (await call(owner.token, 'GET', '/v1/tokens')).json().data;
    expect(after.map((t: { id: string }) => t.id)).not.toContain(token.id);
    expect((await call(owner.token, 'DELETE', `/v1/tokens/${token.id}`)).statusCode).toBe(404);
  });

  it('lets only owners manage tokens, and never another account’s', async () => {
    const editor = await ctx.token({ accountId: owner.accountId, role: 'editor' });
    expect((await call(editor.token, 'POST', '/v1/tokens', { name: 'x' })).statusCode).toBe(403);
    expect((await call(editor.token, 'GET', '/v1/tokens')).statusCode).toBe(403);
    expect((await call(editor.token, 'DELETE', `/v1/tokens/${editor.tokenId}`)).statusCode).toBe(403);

    const other = await ctx.account({ name: 'Other' });
    const res = await call(other.token, 'DELETE', `/v1/tokens/${editor.tokenId}`);
    expect(res.statusCode).toBe(404);
    expect((await call(editor.token, 'GET', '/v1/media')).statusCode).toBe(200);
  });

  it('refuses a workspace of another account and changes nothing', async () => {
    const other = await ctx.account({ name: 'Elsewhere' });
    const before = (await call(owner.token, 'GET', '/v1/tokens')).json().data.length;
    const res = await call(owner.token, 'POST', '/v1/tokens', { name: 'x', workspaceId: other.workspaceId });
    expect(res.statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '/v1/tokens')).json().data).toHaveLength(before);
  });
});
