import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { type AuthContext, authenticateNow } from '../../domain/tokens.js';
import { authenticateSession, csrfTokenOf } from '../../domain/users/sessions.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';
import { CSRF_COOKIE, CSRF_HEADER, cookieOf, SESSION_COOKIE } from '../session-cookies.js';

export interface AuthenticationDeps {
  store: Store;
  clock: Clock;
  publicUrl: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every route registered inside this scope needs `Authorization: Bearer <token>` or the session
 * cookie of a signed-in user. A bearer token wins when both are sent; a cookie-authenticated request
 * that changes something must prove it comes from the web application (`checkCrossSite`).
 */
export function requireAuthentication(app: FastifyInstance, deps: AuthenticationDeps): void {
  const bySession = async (request: FastifyRequest, session: string) => {
    const auth: AuthContext = await authenticateSession(deps.store, deps.clock, session);
    if (!SAFE_METHODS.has(request.method)) checkCrossSite(request, session, deps.publicUrl);
    request.auth = auth;
  };
  // A callback hook: a token this process verified within the second is answered without a
  // promise, and this runs before every call of the API.
  app.addHook('onRequest', (request, _reply, done) => {
    const { authorization } = request.headers;
    const session = authorization === undefined ? cookieOf(request, SESSION_COOKIE) : undefined;
    if (session !== undefined) {
      bySession(request, session).then(() => done(), done);
      return;
    }
    let caller: AuthContext | Promise<AuthContext>;
    try {
      caller = authenticateNow(deps.store, deps.clock, authorization);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (!(caller instanceof Promise)) {
      request.auth = caller;
      done();
      return;
    }
    caller.then((auth) => {
      request.auth = auth;
      done();
    }, done);
  });
}

/**
 * The CSRF defence of cookie-authenticated requests: the `Origin`, when the browser sends one, is
 * the service's own, and `x-csrf-token` equals the CSRF cookie, which is derived from the session
 * (double submit, bound to the session). A page of another site can send the cookies but can
 * neither read the CSRF cookie nor compute its value.
 */
export function checkCrossSite(request: FastifyRequest, sessionToken: string, publicUrl: string): void {
  checkOrigin(request, publicUrl);
  const header = request.headers[CSRF_HEADER];
  const cookie = cookieOf(request, CSRF_COOKIE);
  if (typeof header !== 'string' || header === '' || cookie === undefined) {
    throw new AppError(
      'csrf_failed',
      `A change made with a session cookie needs the ${CSRF_HEADER} header equal to the ${CSRF_COOKIE} cookie.`,
    );
  }
  if (!sameText(header, cookie) || !sameText(header, csrfTokenOf(sessionToken))) {
    throw new AppError('csrf_failed', `The ${CSRF_HEADER} header does not match this session.`);
  }
}

/**
 * An `Origin` other than the service's own address (PUBLIC_URL) or the host the request was sent to
 * is another site's page. Requests without one (not sent by a browser) rely on the CSRF token.
 */
export function checkOrigin(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string | undefined;
  try {
    const parsed = new URL(origin);
    if (parsed.origin === new URL(publicUrl).origin) return;
    host = parsed.host;
  } catch {
    host = undefined;
  }
  if (host !== undefined && host === request.headers.host) return;
  throw new AppError('csrf_failed', 'The request comes from another site (Origin); it was refused.');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
