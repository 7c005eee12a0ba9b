import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_DAYS, type StartedSession } from '../domain/users/sessions.js';

/** The session cookie: httpOnly, never readable by scripts. */
export const SESSION_COOKIE = 'cf_session';
/** The CSRF cookie: read by the web application and sent back in `x-csrf-token`. */
export const CSRF_COOKIE = 'cf_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** One cookie's value from the request's `Cookie` header (the first, if it is repeated). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? undefined : value;
  }
  return undefined;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean, httpOnly: boolean): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Secure cookies when the service is reached over https (PUBLIC_URL). */
export const secureCookiesFor = (publicUrl: string) => new URL(publicUrl).protocol === 'https:';

export function setSessionCookies(reply: FastifyReply, started: StartedSession, publicUrl: string): void {
  const secure = secureCookiesFor(publicUrl);
  const maxAge = SESSION_DAYS * 86_400;
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, started.token, maxAge, secure, true),
    cookie(CSRF_COOKIE, started.csrfToken, maxAge, secure, false),
  ]);
}

export function clearSessionCookies(reply: FastifyReply, publicUrl: string): void {
  const secure = secureCookiesFor(publicUrl);
  reply.header('set-cookie', [
    cookie(SESSION_COOKIE, '', 0, secure, true),
    cookie(CSRF_COOKIE, '', 0, secure, false),
  ]);
}
