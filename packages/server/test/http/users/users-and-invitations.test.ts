import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, browserSession, signIn } from '../../support/signed-in.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };
let owner: BrowserSession;
const password = 'a long enough password';

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  account = await ctx.account({ name: 'Team account', credits: 5 });
});
afterAll(async () => ctx?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function invite(emailAddress: string, role: 'owner' | 'editor' | 'viewer') {
  const res = await post('/v1/invitations', { email: emailAddress, role }, owner.unsafe);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; email: string; role: string; acceptUrl: string; expiresAt: string };
}

const tokenOf = (acceptUrl: string) => acceptUrl.split('/invite/')[1]!;

describe('the first owner', () => {
  it('refuses a token that is not the account-wide owner token', async () => {
    const editor = await ctx.token({ accountId: account.accountId, role: 'editor' });
    const res = await post('/v1/users/bootstrap', {
      ownerToken: editor.token,
      email: 'me@example.com',
      password,
    });
    expect(res.statusCode).toBe(403);
    const unknown = await post('/v1/users/bootstrap', {
      ownerToken: 'cf_nope',
      email: 'me@example.com',
      password,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('invalid_credentials');
  });

  it('refuses a short password without creating anyone', async () => {
    const res = await post('/v1/users/bootstrap', {
      ownerToken: account.token,
      email: 'me@example.com',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.password', message: 'must be at least 8 characters' }]);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(account.token) })).json().data,
    ).toEqual([]);
  });

  it('is created with the owner token, signed in, and only once', async () => {
    const res = await post('/v1/users/bootstrap', {
      ownerToken: account.token,
      email: 'Me@Example.com',
      password,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.email).toBe('me@example.com');
    owner = browserSession(res);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: owner.cookie } })
    ).json().data;
    expect(me).toMatchObject({ kind: 'session', role: 'owner', accountId: account.accountId });

    const again = await post('/v1/users/bootstrap', {
      ownerToken: account.token,
      email: 'second@example.com',
      password,
    });
    expect(again.statusCode).toBe(409);
    expect((await signIn(ctx.app, 'me@example.com', password)).userId).toBe(owner.userId);
  });
});

describe('invitations', () => {
  it('invite with a role; the link is shown once and works for seven days', async () => {
    const invitation = await invite('Editor@Example.com', 'editor');
    expect(invitation).toMatchObject({
      id: expect.stringMatching(/^inv_/),
      email: 'editor@example.com',
      role: 'editor',
    });
    expect(invitation.acceptUrl).toMatch(/^http:\/\/contentforge\.test\/invite\/cfi_[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(invitation.expiresAt) - clock.now().getTime()).toBe(7 * 86_400_000);

    const accepted = await post(`/v1/invitations/${tokenOf(invitation.acceptUrl)}/accept`, { password });
    expect(accepted.statusCode).toBe(201);
    const editor = browserSession(accepted);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: editor.cookie } })
    ).json().data;
    expect(me).toMatchObject({
      role: 'editor',
      accountId: account.accountId,
      user: { email: 'editor@example.com' },
    });

    const twice = await post(`/v1/invitations/${tokenOf(invitation.acceptUrl)}/accept`, { password });
    expect(twice.statusCode).toBe(409);
  });

  it('a user’s role is enforced like a token’s: a viewer reads but cannot create or invite', async () => {
    const invitation = await invite('viewer@example.com', 'viewer');
    const viewer = browserSession(
      await post(`/v1/invitations/${tokenOf(invitation.acceptUrl)}/accept`, { password }),
    );
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/v1/campaigns',
      headers: { cookie: viewer.cookie },
    });
    expect(list.statusCode).toBe(200);
    const create = await post('/v1/campaigns', { name: 'Nope' }, viewer.unsafe);
    expect(create.statusCode).toBe(403);
    expect(create.json().detail).toMatch(/viewer user cannot create campaigns/);
    const inviting = await post('/v1/invitations', { email: 'x@example.com', role: 'viewer' }, viewer.unsafe);
    expect(inviting.statusCode).toBe(403);
    const paid = await post('/v1/generations/image', { prompt: 'A bottle' }, viewer.unsafe);
    expect(paid.statusCode).toBe(403);
  });

  it('an editor cannot invite; an expired or unknown invitation is 404', async () => {
    const editor = await signIn(ctx.app, 'editor@example.com', password);
    expect(
      (await post('/v1/invitations', { email: 'y@example.com', role: 'viewer' }, editor.unsafe)).statusCode,
    ).toBe(403);
    const invitation = await invite('late@example.com', 'editor');
    clock.advance(7 * 86_400_000 + 1000);
    const late = await post(`/v1/invitations/${tokenOf(invitation.acceptUrl)}/accept`, { password });
    expect(late.statusCode).toBe(404);
    expect((await post('/v1/invitations/cfi_unknown/accept', { password })).statusCode).toBe(404);
    owner = await signIn(ctx.app, 'me@example.com', password);
  });

  it('inviting a member again is a conflict', async () => {
    const res = await post('/v1/invitations', { email: 'EDITOR@example.com', role: 'owner' }, owner.unsafe);
    expect(res.statusCode).toBe(409);
  });

  it('an existing user of another account joins with their own password', async () => {
    const other = await ctx.account({ name: 'Other account' });
    const first = await post('/v1/users/bootstrap', {
      ownerToken: other.token,
      email: 'agency@example.com',
      password,
    });
    expect(first.statusCode).toBe(201);
    const invitation = await invite('agency@example.com', 'editor');
    const wrong = await post(`/v1/invitations/${tokenOf(invitation.acceptUrl)}/accept`, {
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    const joined = await post(`/v1/invitations/${tokenOf(invitation.acceptUrl)}/accept`, { password });
    expect(joined.statusCode).toBe(201);
    const session = browserSession(joined);
    const me = (
      await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: session.cookie } })
    ).json().data;
    expect(me).toMatchObject({ accountId: account.accountId, role: 'editor' });
  });
});

describe('the account’s users', () => {
  it('are listed with their roles', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/users', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['me@example.com', 'owner'],
      ['editor@example.com', 'editor'],
      ['viewer@example.com', 'viewer'],
      ['agency@example.com', 'editor'],
    ]);
  });

  it('never lose their last owner', async () => {
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/users/${owner.userId}`,
      headers: owner.unsafe,
    });
    expect(res.statusCode).toBe(409);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(200);
  });

  it('are removed by an owner, which ends their sessions at once', async () => {
    const viewer = await signIn(ctx.app, 'viewer@example.com', password);
    const byViewer = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/users/${owner.userId}`,
      headers: viewer.unsafe,
    });
    expect(byViewer.statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/users/${viewer.userId}`,
      headers: owner.unsafe,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: viewer.userId, deleted: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: viewer.cookie } })).statusCode,
    ).toBe(401);
    const signInAgain = await post('/v1/sessions', { email: 'viewer@example.com', password });
    expect(signInAgain.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/users/${viewer.userId}`,
      headers: owner.unsafe,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keep one owner when two owners remove each other at the same moment', async () => {
    const team = await ctx.account({ name: 'Two owners' });
    const first = browserSession(
      await post('/v1/users/bootstrap', { ownerToken: team.token, email: 'first@example.com', password }),
    );
    const invitation = await post(
      '/v1/invitations',
      { email: 'second@example.com', role: 'owner' },
      first.unsafe,
    );
    const second = browserSession(
      await post(`/v1/invitations/${tokenOf(invitation.json().data.acceptUrl)}/accept`, { password }),
    );
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'DELETE', url: `/v1/users/${second.userId}`, headers: first.unsafe }),
      ctx.app.inject({ method: 'DELETE', url: `/v1/users/${first.userId}`, headers: second.unsafe }),
    ]);
    // One wins; the other is refused: the last owner (409), or its session already ended (401).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const owners = (await ctx.app.inject({ method: 'GET', url: '/v1/users', headers: bearer(team.token) }))
      .json()
      .data.filter((u: { role: string }) => u.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('of another account are not reachable', async () => {
    const other = await ctx.account({ name: 'Third' });
    const res = await post('/v1/users/bootstrap', {
      ownerToken: other.token,
      email: 'third@example.com',
      password,
    });
    const stranger = browserSession(res);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/users/${stranger.userId}`,
      headers: owner.unsafe,
    });
    expect(del.statusCode).toBe(404);
  });
});
