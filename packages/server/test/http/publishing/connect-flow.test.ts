import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setPassword } from '../../../src/domain/users/users.js';
import type { OAuthCredentials } from '../../../src/ports/oauth-platform.js';
import { type MastodonApi, startMastodonApi } from '../../support/platforms/mastodon-api.js';
import { type PlatformDouble, platformDouble } from '../../support/platforms/oauth-platform-double.js';
import { type Client, client } from '../../support/publishing.js';
import { type BrowserSession, signIn } from '../../support/signed-in.js';
import { createTestContext, manualClock, type TestContext } from '../../support/test-app.js';

const APP_ORIGIN = 'https://app.example.com';

let mastodon: MastodonApi;
let pinterest: PlatformDouble;
let ctx: TestContext;
let owner: { accountId: string; workspaceId: string; token: string };
let api: Client;
/** The browser of an editor of the owner's account, signed in: where the platform sends its users back. */
let editorBrowser: BrowserSession;
const clock = manualClock(new Date());

beforeAll(async () => {
  mastodon = await startMastodonApi();
  pinterest = platformDouble('pinterest');
  ctx = await createTestContext({
    clock,
    jobs: false,
    env: {
      ALLOW_PRIVATE_TARGETS: 'true',
      PINTEREST_CLIENT_ID: 'pinterest-app',
      PINTEREST_CLIENT_SECRET: 'pinterest-secret',
      PINTEREST_AUTH_URL: 'https://pinterest.example',
      CONNECT_REDIRECT_ORIGINS: APP_ORIGIN,
    },
    engines: { platforms: { pinterest: () => pinterest.adapter } },
  });
  owner = await ctx.account();
  api = client(ctx, owner.token);
  await setPassword(ctx.services.users, {
    email: 'editor@example.com',
    password: 'a good password',
    accountId: owner.accountId,
  });
  editorBrowser = await signIn(ctx.app, 'editor@example.com', 'a good password');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await mastodon?.close();
});
beforeEach(() => {
  pinterest.identity = { externalId: 'user-1', handle: 'brand' };
});

const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/**
 * Lands on the callback as the browser would, HTML unless `accept` says otherwise: by default the
 * signed-in browser of an editor of the account; `browser: null` for one signed in to nothing.
 */
const land = (callbackUrl: string, accept = 'text/html', browser: BrowserSession | null = editorBrowser) =>
  ctx.app.inject({
    method: 'GET',
    url: local(callbackUrl),
    headers: { accept, ...(browser ? { cookie: browser.cookie } : {}) },
  });

async function startMastodon(extra: object = {}) {
  const res = await api('POST', '/v1/social-accounts/connect', {
    platform: 'mastodon',
    instance: mastodon.apiUrl,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { authorizeUrl: string; expiresAt: string };
}

async function accounts() {
  return (await api('GET', '/v1/social-accounts?limit=100')).json().data as Array<{
    id: string;
    platform: string;
    handle: string;
    connection: string;
    status: string;
  }>;
}

describe('connecting through the platform’s sign-in', () => {
  it('connects a Mastodon account: consent, callback, an active oauth account with the platform’s handle', async () => {
    const started = await startMastodon();
    expect(Date.parse(started.expiresAt) - clock.now().getTime()).toBe(10 * 60_000);
    const authorize = new URL(started.authorizeUrl);
    expect(authorize.origin).toBe(mastodon.apiUrl);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://contentforge.test/v1/oauth/mastodon/callback',
    );
    const landed = await land(await mastodon.consent(started.authorizeUrl));
    expect(landed.statusCode, landed.body).toBe(200);
    expect(landed.headers['content-type']).toMatch(/^text\/html/);
    expect(landed.body).toContain(`@${mastodon.user.handle.toLowerCase()}`);
    const [account] = (await accounts()).filter((a) => a.platform === 'mastodon');
    expect(account).toMatchObject({
      platform: 'mastodon',
      connection: 'oauth',
      status: 'active',
      handle: mastodon.user.handle.toLowerCase(),
    });
  });

  it('registers the service on an instance once, however many accounts connect from it', async () => {
    await mastodon.consent((await startMastodon()).authorizeUrl);
    await mastodon.consent((await startMastodon()).authorizeUrl);
    expect(mastodon.apps()).toHaveLength(1);
  });

  it('keeps the state only as a hash, the verifier and the tokens only sealed', async () => {
    const { authorizeUrl } = await startMastodon();
    const state = new URL(authorizeUrl).searchParams.get('state')!;
    const hash = createHash('sha256').update(state).digest('hex');
    const stored = await ctx.services.store.oauthConnections.findStateByHash(hash);
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toContain(state);
    expect(stored!.secrets).toMatch(/^v1\./);
    await land(await mastodon.consent(authorizeUrl));
    const account = (await accounts()).find((a) => a.platform === 'mastodon')!;
    const record = await ctx.services.store.socialAccounts.find(account.id);
    const opened = JSON.parse(
      ctx.services.publishing.secrets.open(record!.credentials!, record!.id),
    ) as OAuthCredentials;
    expect(record!.credentials).not.toContain(opened.tokens.accessToken);
  });

  it('takes a state once: a second callback with it is refused and creates nothing', async () => {
    const { authorizeUrl } = await startMastodon();
    const callback = await mastodon.consent(authorizeUrl);
    expect((await land(callback)).statusCode).toBe(200);
    const before = await accounts();
    const again = await land(callback, 'application/json');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'connect_failed', reason: 'state_used' });
    expect(await accounts()).toEqual(before);
  });

  it('refuses a state older than ten minutes, creating nothing', async () => {
    const before = await accounts();
    const { authorizeUrl } = await startMastodon();
    const callback = await mastodon.consent(authorizeUrl);
    clock.advance(10 * 60_000 + 1);
    const late = await land(callback, 'application/json');
    expect(late.json()).toMatchObject({ code: 'connect_failed', reason: 'state_expired' });
    expect(await accounts()).toEqual(before);
  });

  it('refuses a state brought back to another platform’s callback, or one it never issued', async () => {
    const before = await accounts();
    const { authorizeUrl } = await startMastodon();
    const callback = new URL(await mastodon.consent(authorizeUrl));
    const elsewhere = await land(
      callback.href.replace('/oauth/mastodon/', '/oauth/pinterest/'),
      'application/json',
    );
    expect(elsewhere.json()).toMatchObject({ reason: 'platform_mismatch' });
    callback.searchParams.set('state', 'made-up-state');
    const unknown = await land(callback.href);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('state_unknown');
    const none = await land('/v1/oauth/mastodon/callback?code=abc');
    expect(none.statusCode).toBe(400);
    expect(await accounts()).toEqual(before);
  });

  it('sends the browser back to an allowed redirectTo with the outcome; refuses another origin', async () => {
    const off = await api('POST', '/v1/social-accounts/connect', {
      platform: 'mastodon',
      instance: mastodon.apiUrl,
      redirectTo: 'https://evil.example/steal',
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toEqual([{ path: 'body.redirectTo', message: 'not an allowed origin' }]);

    const { authorizeUrl } = await startMastodon({ redirectTo: `${APP_ORIGIN}/accounts?tab=social` });
    const landed = await land(await mastodon.consent(authorizeUrl));
    expect(landed.statusCode).toBe(303);
    const back = new URL(landed.headers.location as string);
    expect(back.origin + back.pathname).toBe(`${APP_ORIGIN}/accounts`);
    expect(back.searchParams.get('tab')).toBe('social');
    expect(back.searchParams.get('status')).toBe('connected');
    expect(back.searchParams.get('socialAccountId')).toMatch(/^sa_/);

    const own = await startMastodon({ redirectTo: 'http://contentforge.test/connected' });
    expect(new URL(own.authorizeUrl).searchParams.get('state')).toBeTruthy();
  });

  it('says the user declined when they refuse on the consent page, creating nothing', async () => {
    const before = await accounts();
    const { authorizeUrl } = await startMastodon({ redirectTo: `${APP_ORIGIN}/done` });
    const landed = await land(await mastodon.consent(authorizeUrl, { deny: true }));
    expect(landed.statusCode).toBe(303);
    const back = new URL(landed.headers.location as string);
    expect(Object.fromEntries(back.searchParams)).toEqual({ status: 'error', code: 'access_denied' });
    const page = await startMastodon();
    const html = await land(await mastodon.consent(page.authorizeUrl, { deny: true }));
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('You declined');
    expect(await accounts()).toEqual(before);
  });

  it('reconnects the workspace’s account of the same user in place: same id, new credentials, active', async () => {
    const [first] = (await accounts()).filter((a) => a.platform === 'mastodon');
    await ctx.services.store.socialAccounts.setStatus(first!.id, {
      from: ['active'],
      to: 'needs_reconnect',
      reason: 'Mastodon refused the access token',
      at: clock.now().toISOString(),
    });
    const sealedBefore = (await ctx.services.store.socialAccounts.find(first!.id))!.credentials;
    const { authorizeUrl } = await startMastodon();
    const landed = await land(await mastodon.consent(authorizeUrl), 'application/json');
    expect(landed.statusCode).toBe(200);
    expect(landed.json().data).toMatchObject({
      status: 'connected',
      reconnected: true,
      socialAccount: { id: first!.id, status: 'active' },
    });
    expect((await accounts()).filter((a) => a.platform === 'mastodon')).toHaveLength(1);
    expect((await ctx.services.store.socialAccounts.find(first!.id))!.credentials).not.toBe(sealedBefore);
  });
});

describe('refusals', () => {
  it('refuses an unknown body field, naming it', async () => {
    const res = await api('POST', '/v1/social-accounts/connect', { platform: 'mastodon', instanse: 'a.b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'body.instanse', message: 'unknown field (did you mean `instance`?)' },
    ]);
  });

  it('names the settings of a platform the operator has not configured', async () => {
    const res = await api('POST', '/v1/social-accounts/connect', { platform: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'platform_not_configured',
      settings: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
    });
  });

  it('sends webhook and Bluesky accounts to POST /social-accounts', async () => {
    for (const platform of ['webhook', 'bluesky']) {
      const res = await api('POST', '/v1/social-accounts/connect', { platform });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('body.platform');
    }
  });

  it('refuses agent tokens and viewers', async () => {
    const agent = await ctx.token({ accountId: owner.accountId, kind: 'agent', role: 'editor' });
    const asAgent = await client(ctx, agent.token)('POST', '/v1/social-accounts/connect', {
      platform: 'pinterest',
    });
    expect(asAgent.statusCode).toBe(403);
    expect(asAgent.json().detail).toMatch(/agent_session/);
    const viewer = await ctx.token({ accountId: owner.accountId, role: 'viewer' });
    const asViewer = await client(ctx, viewer.token)('POST', '/v1/social-accounts/connect', {
      platform: 'pinterest',
    });
    expect(asViewer.statusCode).toBe(403);
  });

  it('wants an instance for Mastodon and none for the others', async () => {
    const without = await api('POST', '/v1/social-accounts/connect', { platform: 'mastodon' });
    expect(without.json().errors).toEqual([
      { path: 'body.instance', message: 'required for platform mastodon' },
    ]);
    const withOne = await api('POST', '/v1/social-accounts/connect', {
      platform: 'pinterest',
      instance: 'mastodon.social',
    });
    expect(withOne.statusCode).toBe(400);
    const badInstance = await api('POST', '/v1/social-accounts/connect', {
      platform: 'mastodon',
      instance: 'https://mastodon.social/@anna',
    });
    expect(badInstance.statusCode).toBe(400);
    const plain = await api('POST', '/v1/social-accounts/connect', {
      platform: 'mastodon',
      instance: 'http://mastodon.social',
    });
    expect(plain.json().errors).toEqual([{ path: 'body.instance', message: 'must use https' }]);
  });

  it('connects for a user signed in to the web application, through their session', async () => {
    await setPassword(ctx.services.users, {
      email: 'marketer@example.com',
      password: 'a good password',
      accountId: owner.accountId,
    });
    const session = await signIn(ctx.app, 'marketer@example.com', 'a good password');
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/v1/social-accounts/connect',
      headers: session.unsafe,
      payload: { platform: 'pinterest' },
    });
    expect(started.statusCode, started.body).toBe(200);
    pinterest.identity = { externalId: 'user-web', handle: 'webbrand' };
    const landed = await land(
      pinterest.consent(started.json().data.authorizeUrl),
      'application/json',
      session,
    );
    expect(landed.json()).not.toHaveProperty('reason');
    expect((await accounts()).map((a) => a.handle)).toContain('webbrand');
  });

  it('completes a sign-in started in the web application only in that browser session', async () => {
    await setPassword(ctx.services.users, {
      email: 'starter@example.com',
      password: 'a good password',
      accountId: owner.accountId,
    });
    const starter = await signIn(ctx.app, 'starter@example.com', 'a good password');
    const elsewhere = await signIn(ctx.app, 'starter@example.com', 'a good password');
    const start = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/v1/social-accounts/connect',
          headers: starter.unsafe,
          payload: { platform: 'pinterest' },
        })
      ).json().data.authorizeUrl as string;
    const before = await accounts();
    // The consent page passed to someone else: their browser has no session, or another one.
    pinterest.identity = { externalId: 'victim', handle: 'victim' };
    for (const browser of [null, elsewhere, editorBrowser]) {
      const landed = await land(pinterest.consent(await start()), 'application/json', browser);
      expect(landed.statusCode).toBe(400);
      expect(landed.json()).toMatchObject({ code: 'connect_failed', reason: 'wrong_browser' });
    }
    expect(await accounts()).toEqual(before);
    // And the state is spent: the same callback in the right browser afterwards connects nothing.
    const taken = pinterest.consent(await start());
    await land(taken, 'application/json', null);
    expect((await land(taken, 'application/json', starter)).json().reason).toBe('state_used');
    expect(await accounts()).toEqual(before);
  });

  it('completes a sign-in started with a token only in a browser signed in to the account as an editor or owner', async () => {
    await setPassword(ctx.services.users, {
      email: 'viewer@example.com',
      password: 'a good password',
      accountId: owner.accountId,
    });
    const viewerUser = (await ctx.services.store.users.findByEmail('viewer@example.com'))!;
    await ctx.services.store.users.setRole(owner.accountId, viewerUser.id, 'viewer');
    const viewer = await signIn(ctx.app, 'viewer@example.com', 'a good password');
    const stranger = await ctx.account();
    await setPassword(ctx.services.users, {
      email: 'stranger@example.com',
      password: 'a good password',
      accountId: stranger.accountId,
    });
    const strangerBrowser = await signIn(ctx.app, 'stranger@example.com', 'a good password');
    const before = await accounts();
    pinterest.identity = { externalId: 'someone', handle: 'someone' };
    for (const browser of [null, strangerBrowser, viewer]) {
      const started = await api('POST', '/v1/social-accounts/connect', { platform: 'pinterest' });
      const landed = await land(
        pinterest.consent(started.json().data.authorizeUrl),
        'application/json',
        browser,
      );
      expect(landed.statusCode).toBe(400);
      expect(landed.json()).toMatchObject({ reason: 'sign_in_required' });
      expect(landed.json().detail).toMatch(/sign in to Contentforge in this browser/);
    }
    expect(await accounts()).toEqual(before);
    const started = await api('POST', '/v1/social-accounts/connect', { platform: 'pinterest' });
    const landed = await land(pinterest.consent(started.json().data.authorizeUrl), 'application/json');
    expect(landed.json().data.status).toBe('connected');
  });

  it('refuses the callback once the token that started the sign-in is revoked', async () => {
    const editor = await ctx.token({ accountId: owner.accountId, role: 'editor' });
    const started = await client(ctx, editor.token)('POST', '/v1/social-accounts/connect', {
      platform: 'pinterest',
    });
    const before = await accounts();
    await ctx.services.store.tokens.revoke(editor.tokenId, clock.now().toISOString());
    const landed = await land(pinterest.consent(started.json().data.authorizeUrl), 'application/json');
    expect(landed.json()).toMatchObject({ reason: 'token_revoked' });
    expect(await accounts()).toEqual(before);
  });
});

describe('the callback, whatever it is sent', () => {
  it('answers a page or a problem, never a 500, and creates nothing', async () => {
    const before = await accounts();
    for (const query of [
      '',
      '?state=a&state=b&code=c',
      '?state[]=a',
      `?state=${'s'.repeat(5000)}&code=c`,
      '?error=server_error&error_description=%3Cscript%3Ealert(1)%3C%2Fscript%3E&state=x',
      '?code=c&state=%E2%9C%93&iss=https%3A%2F%2Fexample.com&scope=a%20b',
    ]) {
      for (const platform of ['mastodon', 'nowhere', 'x']) {
        const res = await land(`/v1/oauth/${platform}/callback${query}`);
        expect(res.statusCode, `${platform}${query}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${platform}${query}`).toBeLessThan(500);
        expect(res.body).not.toContain('<script>');
      }
    }
    expect(await accounts()).toEqual(before);
  });
});

describe('destinations', () => {
  const boards = [
    { id: 'board-1', name: 'Spring Launch', accessToken: 'never-shown' },
    { id: 'board-2', name: 'Behind the scenes' },
  ];

  async function signIn() {
    const started = await api('POST', '/v1/social-accounts/connect', { platform: 'pinterest' });
    expect(started.statusCode, started.body).toBe(200);
    return land(pinterest.consent(started.json().data.authorizeUrl), 'application/json');
  }

  it('uses the only destination there is', async () => {
    pinterest.identity = { externalId: 'user-solo', handle: 'solo', destinations: [boards[1]!] };
    const landed = await signIn();
    expect(landed.json().data.socialAccount).toMatchObject({
      platform: 'pinterest',
      handle: 'behind-the-scenes',
    });
  });

  it('lets the client choose among several, never showing their tokens, and uses the connection once', async () => {
    pinterest.identity = { externalId: 'user-1', handle: 'brand', destinations: boards };
    const landed = await signIn();
    const { connectionId, destinations, status } = landed.json().data;
    expect(status).toBe('choose_destination');
    expect(destinations).toEqual([
      { id: 'board-1', name: 'Spring Launch' },
      { id: 'board-2', name: 'Behind the scenes' },
    ]);
    const pending = await api('GET', `/v1/social-accounts/connect/${connectionId}`);
    expect(pending.statusCode).toBe(200);
    expect(pending.body).not.toContain('never-shown');
    expect(pending.json().data).toMatchObject({ id: connectionId, platform: 'pinterest', handle: 'brand' });

    const wrong = await api('POST', `/v1/social-accounts/connect/${connectionId}`, {
      destinationId: 'board-9',
    });
    expect(wrong.statusCode).toBe(400);
    const chosen = await api('POST', `/v1/social-accounts/connect/${connectionId}`, {
      destinationId: 'board-1',
    });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().data).toMatchObject({
      platform: 'pinterest',
      handle: 'spring-launch',
      status: 'active',
    });
    const record = await ctx.services.store.socialAccounts.find(chosen.json().data.id);
    expect(record!.externalId).toBe('board-1');
    const again = await api('POST', `/v1/social-accounts/connect/${connectionId}`, {
      destinationId: 'board-2',
    });
    expect(again.statusCode).toBe(404);

    const otherWorkspace = await ctx.account();
    const elsewhere = await client(ctx, otherWorkspace.token)(
      'GET',
      `/v1/social-accounts/connect/${connectionId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('forgets a pending connection after ten minutes', async () => {
    pinterest.identity = { externalId: 'user-1', handle: 'brand', destinations: boards };
    const { connectionId } = (await signIn()).json().data;
    clock.advance(10 * 60_000 + 1);
    expect((await api('GET', `/v1/social-accounts/connect/${connectionId}`)).statusCode).toBe(404);
  });

  it('says so when there is nothing to post to', async () => {
    const before = await accounts();
    pinterest.identity = { externalId: 'user-2', handle: 'empty', destinations: [] };
    const landed = await signIn();
    expect(landed.json()).toMatchObject({ code: 'connect_failed', reason: 'no_destinations' });
    expect(landed.json().detail).toMatch(/no board/);
    expect(await accounts()).toEqual(before);
  });
});
