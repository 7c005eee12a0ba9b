import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';
import { setPassword } from '../../src/domain/users/users.js';
import type { TestContext } from './test-app.js';

/** The cookies a response set, by name, with their attributes. */
export function setCookies(res: {
  headers: Record<string, unknown>;
}): Map<string, { value: string; attributes: string[] }> {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const line of list as string[]) {
    const [pair, ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    cookies.set(pair!.slice(0, eq), { value: pair!.slice(eq + 1), attributes });
  }
  return cookies;
}

/** A browser's view of a session: the Cookie header to send and the CSRF token to echo. */
export interface BrowserSession {
  cookie: string;
  csrf: string;
  sessionId: string;
  userId: string;
  /** Headers of an unsafe request: the cookies and the CSRF header. */
  unsafe: Record<string, string>;
}

export function browserSession(res: {
  headers: Record<string, unknown>;
  json(): { data: { user: { id: string }; session: { id: string } } };
}): BrowserSession {
  const cookies = setCookies(res);
  const session = cookies.get('cf_session')!.value;
  const csrf = cookies.get('cf_csrf')!.value;
  const cookie = `cf_session=${session}; cf_csrf=${csrf}`;
  const body = res.json();
  return {
    cookie,
    csrf,
    sessionId: body.data.session.id,
    userId: body.data.user.id,
    unsafe: { cookie, 'x-csrf-token': csrf },
  };
}

export async function signIn(app: App, email: string, password: string): Promise<BrowserSession> {
  const res = await app.inject({ method: 'POST', url: '/v1/sessions', payload: { email, password } });
  if (res.statusCode !== 201) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return browserSession(res);
}

const members = new WeakMap<TestContext, Map<string, Promise<BrowserSession>>>();

/**
 * The browser of an owner of the account, signed in (one per account and app, made on first use):
 * where a platform sends back a sign-in started with one of the account's tokens, which only a
 * member's browser may complete.
 */
export function memberBrowser(ctx: TestContext, accountId: string): Promise<BrowserSession> {
  const known = members.get(ctx) ?? new Map<string, Promise<BrowserSession>>();
  members.set(ctx, known);
  let browser = known.get(accountId);
  if (!browser) {
    const email = `member-${randomBytes(6).toString('hex')}@example.com`;
    const password = 'a member password';
    browser = setPassword(ctx.services.users, { email, password, accountId }).then(() =>
      signIn(ctx.app, email, password),
    );
    known.set(accountId, browser);
  }
  return browser;
}
