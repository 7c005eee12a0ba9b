import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodApp } from '../../src/http/zod-app.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

// Every line the service logs, as JSON, while real requests carry credentials in every place a
// client puts them: the upload token in the query string, bearer tokens, cookies, API-key headers.
const lines: string[] = [];
let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };

/** A route that fails the way a library does when it quotes its input: URL and headers included. */
function failingRoute(app: ZodApp): void {
  // The query is declared: every /v1 route refuses parameters it does not know.
  const querystring = z.object({ token: z.string().optional() });
  app.get('/test-failures', { schema: { hide: true, querystring } }, async (request) => {
    throw Object.assign(new Error(`upstream refused ${request.url} (${request.headers.authorization})`), {
      headers: request.headers,
      url: request.url,
    });
  });
}

beforeAll(async () => {
  ctx = await createTestContext({
    app: {
      logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
      extraScopedRoutes: [failingRoute],
    },
  });
  account = await ctx.account();
});
afterAll(async () => ctx?.close());

const SECRETS = {
  cookie: 'session=cookie-secret-0123456789',
  apiKey: 'api-key-secret-0123456789',
  queryKey: 'query-secret-0123456789',
};

describe('logs', () => {
  it('never carry upload tokens, bearer tokens, cookies or API keys', async () => {
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/v1/media/upload-url',
      headers: bearer(account.token),
      payload: { mimeType: 'image/png' },
    });
    const { uploadUrl } = ticket.json().data as { uploadUrl: string };
    const uploadToken = new URL(uploadUrl).searchParams.get('token')!;

    const put = await ctx.app.inject({
      method: 'PUT',
      url: uploadUrl.replace('http://contentforge.test', ''),
      payload: Buffer.from('bytes'),
      headers: { 'content-type': 'image/png', cookie: SECRETS.cookie },
    });
    expect(put.statusCode).toBe(200);
    // The same token refused (wrong type): logged as a failure.
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: uploadUrl.replace('http://contentforge.test', ''),
      payload: Buffer.from('bytes'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(refused.statusCode).toBe(403);
    const api = await ctx.app.inject({
      method: 'GET',
      url: `/v1/credits?api_key=${SECRETS.queryKey}`,
      headers: { ...bearer(account.token), 'x-api-key': SECRETS.apiKey, cookie: SECRETS.cookie },
    });
    expect(api.statusCode).toBeLessThan(500);
    const failed = await ctx.app.inject({
      method: 'GET',
      url: `/v1/test-failures?token=${uploadToken}`,
      headers: { ...bearer(account.token), cookie: SECRETS.cookie, 'x-api-key': SECRETS.apiKey },
    });
    expect(failed.statusCode).toBe(500);
    const unauthorized = await ctx.app.inject({
      method: 'GET',
      url: '/v1/credits',
      headers: bearer('cf_not-a-real-token-but-still-a-secret-0123456789'),
    });
    expect(unauthorized.statusCode).toBe(401);

    const log = lines.join('');
    const records = lines.map((l) => JSON.parse(l));
    // The requests were logged (method, path, status), just not their secrets.
    expect(records.some((r) => r.req?.url?.startsWith('/storage/uploads/'))).toBe(true);
    expect(records.some((r) => r.err?.message?.startsWith('upstream refused'))).toBe(true);
    expect(records.some((r) => r.res?.statusCode === 500)).toBe(true);
    for (const secret of [
      uploadToken,
      encodeURIComponent(uploadToken),
      account.token,
      'cf_not-a-real-token-but-still-a-secret-0123456789',
      SECRETS.cookie,
      SECRETS.apiKey,
      SECRETS.queryKey,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('never carry passwords, session cookies or invitation tokens', async () => {
    const password = 'password-secret-0123456789';
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/users/bootstrap',
      payload: { ownerToken: account.token, email: 'owner@example.com', password },
    });
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/v1/sessions',
      payload: { email: 'owner@example.com', password },
    });
    const cookie = (signIn.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    const session = /cf_session=([^;]+)/.exec(cookie)![1]!;
    const csrf = /cf_csrf=([^;]+)/.exec(cookie)![1]!;
    const invitation = await ctx.app.inject({
      method: 'POST',
      url: '/v1/invitations',
      headers: { cookie, 'x-csrf-token': csrf },
      payload: { email: 'editor@example.com', role: 'editor' },
    });
    expect(invitation.statusCode).toBe(201);
    const inviteToken = (invitation.json().data.acceptUrl as string).split('/invite/')[1]!;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/v1/invitations/${inviteToken}/accept`,
      payload: { password: 'short' },
    });
    expect(accepted.statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain('/v1/invitations/cfi_');
    for (const secret of [password, session, csrf, inviteToken]) expect(log).not.toContain(secret);
  });

  it('never carry the code and state a platform sends back to the sign-in callback', async () => {
    const code = 'platform-code-0123456789abcdef';
    const state = 'connect-state-0123456789abcdef';
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/oauth/x/callback?code=${code}&state=${state}&scope=tweet.write`,
    });
    expect(res.statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain('/v1/oauth/x/callback');
    expect(log).not.toContain(code);
    expect(log).not.toContain(state);
  });
});
