import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../../src/domain/users/users.js';
import { type BrowserSession, setCookies, signIn } from '../../support/signed-in.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
const email = 'Owner@Example.com';
const password = 'correct horse battery';

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  owner = await ctx.account({ name: 'Signed-in account', credits: 10 });
  await setPassword(ctx.services.users, { email, password, accountId: owner.accountId });
});
afterAll(async () => ctx?.close());

const inject = (
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('signing in', () => {
  it('answers the user and the session and sets the session and CSRF cookies', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { email: 'owner@example.COM', password },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data.user).toEqual({ id: expect.stringMatching(/^usr_/), email: 'owner@example.com' });
    expect(body.data.session).toMatchObject({ id: expect.stringMatching(/^ses_/) });
    expect(Date.parse(body.data.session.expiresAt) - Date.parse(body.data.session.createdAt)).toBe(
      14 * 86_400_000,
    );
    const cookies = setCookies(res);
    const session = cookies.get('cf_session')!;
    expect(session.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(session.attributes).not.toContain('Secure');
    const csrf = cookies.get('cf_csrf')!;
    expect(csrf.attributes).toEqual(expect.arrayContaining(['SameSite=Lax', 'Path=/']));
    expect(csrf.attributes).not.toContain('HttpOnly');
    expect(csrf.value).not.toBe(session.value);
  });

  it('refuses a wrong password and an unknown email with the same 401 invalid_credentials', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { email, password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { email: 'nobody@example.com', password },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.json()).toMatchObject({ code: 'invalid_credentials', status: 401 });
    }
    expect(wrong.json().detail).toBe(unknown.json().detail);
  });

  it('refuses a body with a field it does not know, and a sign-in posted from another site', async () => {
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { email, password, remember: true },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toMatch(/remember/);
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      headers: { origin: 'https://evil.example' },
      payload: { email, password },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('csrf_failed');
  });

  it('slows password guessing: past ten failures on one email, even the right password waits', async () => {
    const target = 'guessed@example.com';
    await setPassword(ctx.services.users, { email: target, password, accountId: owner.accountId });
    for (let i = 0; i < 10; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/sessions',
        payload: { email: target, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { email: target, password },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/v1/sessions', payload: { email: target, password } }))
        .statusCode,
    ).toBe(201);
  });
});

describe('a signed-in browser', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await signIn(ctx.app, email, password);
  });

  it('is authenticated by its cookie as the user, in their account with their role', async () => {
    const me = await inject('GET', '/v1/me', { cookie: browser.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toEqual({
      tokenId: browser.sessionId,
      kind: 'session',
      role: 'owner',
      accountId: owner.accountId,
      userId: browser.userId,
      user: { id: browser.userId, email: 'owner@example.com' },
    });
    const credits = await inject('GET', '/v1/credits', { cookie: browser.cookie });
    expect(credits.json().data).toMatchObject({ accountId: owner.accountId, balance: 10 });
  });

  it('needs the CSRF header equal to the CSRF cookie for every change, and then makes it', async () => {
    const body = { name: 'Spring launch' };
    const missing = await inject('POST', '/v1/campaigns', { cookie: browser.cookie }, body);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('csrf_failed');
    const wrong = await inject(
      'POST',
      '/v1/campaigns',
      { cookie: browser.cookie, 'x-csrf-token': 'guess' },
      body,
    );
    expect(wrong.json().code).toBe('csrf_failed');
    // A planted pair of cookies does not help: the CSRF token is bound to the session.
    const planted = await inject(
      'POST',
      '/v1/campaigns',
      { cookie: `${browser.cookie.split(';')[0]}; cf_csrf=planted`, 'x-csrf-token': 'planted' },
      body,
    );
    expect(planted.json().code).toBe('csrf_failed');
    const list = await inject('GET', '/v1/campaigns', { cookie: browser.cookie });
    expect(list.json().data).toEqual([]);

    const made = await inject('POST', '/v1/campaigns', browser.unsafe, body);
    expect(made.statusCode).toBe(201);
  });

  it('refuses a change from a page of another site even with the CSRF header', async () => {
    const res = await inject(
      'POST',
      '/v1/campaigns',
      { ...browser.unsafe, origin: 'https://evil.example' },
      { name: 'Forged' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
    const sameSite = await inject(
      'POST',
      '/v1/campaigns',
      { ...browser.unsafe, origin: 'http://contentforge.test' },
      { name: 'From the web app' },
    );
    expect(sameSite.statusCode).toBe(201);
  });

  it('chooses its workspace like a token: by prefix or X-Workspace-Id, another account’s is 404', async () => {
    const other = await ctx.account({ name: 'Stranger' });
    const viaHeader = await inject('GET', '/v1/campaigns', {
      cookie: browser.cookie,
      'x-workspace-id': owner.workspaceId,
    });
    expect(viaHeader.statusCode).toBe(200);
    const foreign = await inject('GET', `/v1/workspaces/${other.workspaceId}/campaigns`, {
      cookie: browser.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    const workspaces = await inject('GET', '/v1/workspaces', { cookie: browser.cookie });
    expect(workspaces.json().data.map((w: { id: string }) => w.id)).toEqual([owner.workspaceId]);
  });

  it('lists its sessions, marking the current one, and revokes another', async () => {
    const second = await signIn(ctx.app, email, password);
    const list = await inject('GET', '/v1/sessions', { cookie: browser.cookie });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().data as Array<{ id: string; current: boolean }>;
    expect(sessions.find((s) => s.id === browser.sessionId)?.current).toBe(true);
    expect(sessions.find((s) => s.id === second.sessionId)?.current).toBe(false);

    const revoke = await inject('DELETE', `/v1/sessions/${second.sessionId}`, browser.unsafe);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().data).toEqual({ id: second.sessionId, deleted: true });
    const gone = await inject('GET', '/v1/me', { cookie: second.cookie });
    expect(gone.statusCode).toBe(401);
    expect(await inject('DELETE', `/v1/sessions/${second.sessionId}`, browser.unsafe)).toMatchObject({
      statusCode: 404,
    });
  });

  it('does not reach another user’s session', async () => {
    await setPassword(ctx.services.users, {
      email: 'other@example.com',
      password,
      accountId: owner.accountId,
    });
    const other = await signIn(ctx.app, 'other@example.com', password);
    const res = await inject('DELETE', `/v1/sessions/${other.sessionId}`, browser.unsafe);
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', '/v1/me', { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('signs out: the session ends and the cookies are cleared', async () => {
    const session = await signIn(ctx.app, email, password);
    const withoutCsrf = await inject('DELETE', '/v1/sessions/current', { cookie: session.cookie });
    expect(withoutCsrf.json().code).toBe('csrf_failed');
    const out = await inject('DELETE', '/v1/sessions/current', session.unsafe);
    expect(out.statusCode).toBe(200);
    const cleared = setCookies(out);
    expect(cleared.get('cf_session')).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0']),
    });
    expect(cleared.get('cf_csrf')).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Max-Age=0']),
    });
    const after = await inject('GET', '/v1/me', { cookie: session.cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toMatch(/ended/);
  });

  it('expires fourteen days after sign-in', async () => {
    const session = await signIn(ctx.app, email, password);
    clock.advance(14 * 86_400_000 - 1000);
    expect((await inject('GET', '/v1/me', { cookie: session.cookie })).statusCode).toBe(200);
    clock.advance(2000);
    const expired = await inject('GET', '/v1/me', { cookie: session.cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toMatch(/expired/);
  });
});

describe('tokens next to sessions', () => {
  it('keeps bearer tokens working without a CSRF header, even with a session cookie present', async () => {
    const res = await inject(
      'POST',
      '/v1/campaigns',
      { ...bearer(owner.token), cookie: 'cf_session=whatever' },
      { name: 'By token' },
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers 401 for an unknown session cookie', async () => {
    const res = await inject('GET', '/v1/me', { cookie: 'cf_session=cfs_unknown' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('has no session to end or list for a token of no user', async () => {
    expect((await inject('DELETE', '/v1/sessions/current', bearer(owner.token))).statusCode).toBe(403);
    expect((await inject('GET', '/v1/sessions', bearer(owner.token))).json()).toEqual({ data: [] });
  });

  it('does not let a session act as an agent: it cannot create an agent-session account', async () => {
    const session = await signIn(ctx.app, email, password);
    const res = await inject('POST', '/v1/social-accounts', session.unsafe, {
      platform: 'x',
      handle: 'brand',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const list = await inject('GET', '/v1/social-accounts', { cookie: session.cookie });
    expect(list.json().data).toEqual([]);
  });
});
