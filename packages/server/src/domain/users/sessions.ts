import { createHmac, randomBytes } from 'node:crypto';
import { type Clock, isoNow } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';
import type { SessionRecord, UserRecord } from '../../ports/persistence/users.js';
import { AppError, forbidden, notFound, unauthorized } from '../app-error.js';
import { newId } from '../ids.js';
import { type AuthContext, hashSecret } from '../tokens.js';
import { decoyPasswordHash, verifyPassword } from './password-hash.js';
import type { SignInThrottle } from './sign-in-throttle.js';

/** A session lasts fourteen days from sign-in, however much it is used (docs/decisions.md). */
export const SESSION_DAYS = 14;
const SESSION_MS = SESSION_DAYS * 86_400_000;

export interface UserDeps {
  store: Store;
  clock: Clock;
  throttle: SignInThrottle;
  /** The service's own address: invitation links are built on it. */
  publicUrl: string;
}

/** A new session: its record, the token for the session cookie and the token for the CSRF cookie. */
export interface StartedSession {
  user: UserRecord;
  session: SessionRecord;
  token: string;
  csrfToken: string;
}

/** Emails compare without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The CSRF token of a session: derived from the session token, so a script on another site can
 * neither read it nor plant a matching pair of cookies without knowing the session.
 */
export function csrfTokenOf(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('csrf').digest('base64url');
}

export const invalidCredentials = (detail = 'The email or the password is not right.') =>
  new AppError('invalid_credentials', detail, {}, { 'WWW-Authenticate': 'Bearer realm="contentforge"' }, 401);

/** Opens a session for the user in the account (inside the caller's transaction when given one). */
export async function startSession(
  tx: Store,
  clock: Clock,
  input: { user: UserRecord; accountId: string; userAgent?: string | undefined },
): Promise<StartedSession> {
  const now = clock.now();
  const token = `cfs_${randomBytes(32).toString('base64url')}`;
  const session: SessionRecord = {
    id: newId('ses'),
    userId: input.user.id,
    accountId: input.accountId,
    userAgent: input.userAgent ? input.userAgent.slice(0, 200) : null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_MS).toISOString(),
    revokedAt: null,
  };
  await tx.sessions.insert(session, hashSecret(token));
  return { user: input.user, session, token, csrfToken: csrfTokenOf(token) };
}

/**
 * Signs a user in with email and password, in the account they joined first. An unknown email and
 * a wrong password get the same answer after the same work; failures are throttled per email and
 * per client address.
 */
export async function signIn(
  deps: UserDeps,
  input: { email: string; password: string; address: string; userAgent?: string | undefined },
): Promise<StartedSession> {
  const email = normalizeEmail(input.email);
  const attempt = await deps.throttle.attempt(email, input.address);
  const user = await deps.store.users.findByEmail(email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  const membership = user && matches ? (await deps.store.users.membershipsOf(user.id))[0] : undefined;
  if (!user || !membership) throw invalidCredentials();
  await attempt.succeeded();
  return startSession(deps.store, deps.clock, {
    user: { id: user.id, email: user.email, createdAt: user.createdAt },
    accountId: membership.accountId,
    userAgent: input.userAgent,
  });
}

/**
 * Resolves a session cookie to the caller: the user acting in the session's account with the role
 * their membership has now (a changed role or a removal applies to the next request).
 */
export async function authenticateSession(store: Store, clock: Clock, token: string): Promise<AuthContext> {
  const record = token.length <= 512 ? await store.sessions.findByHash(hashSecret(token)) : undefined;
  if (!record) throw unauthorized('The session is not valid; sign in again.');
  if (record.revokedAt) throw unauthorized('The session has ended; sign in again.');
  if (record.expiresAt <= isoNow(clock)) throw unauthorized('The session has expired; sign in again.');
  const membership = await store.users.findMembership(record.accountId, record.userId);
  if (!membership) throw unauthorized('The user no longer belongs to this account.');
  return {
    tokenId: record.id,
    kind: 'session',
    role: membership.role,
    accountId: record.accountId,
    workspaceId: null,
    userId: record.userId,
  };
}

function sessionOwner(caller: AuthContext): { userId: string; accountId: string } {
  if (!caller.userId) throw forbidden('Only a signed-in user has sessions; this token belongs to no user.');
  return { userId: caller.userId, accountId: caller.accountId };
}

/** The caller's live sessions in this account, newest first (none for a token of no user). */
export async function listSessions(deps: Pick<UserDeps, 'store' | 'clock'>, caller: AuthContext) {
  if (!caller.userId) return [];
  return deps.store.sessions.listLive(caller.userId, caller.accountId, deps.clock.now().toISOString());
}

/** Ends one of the caller's own sessions; another user's, or an unknown id, is 404. */
export async function revokeSession(
  deps: Pick<UserDeps, 'store' | 'clock'>,
  caller: AuthContext,
  sessionId: string,
): Promise<SessionRecord> {
  const { userId, accountId } = sessionOwner(caller);
  const record = await deps.store.sessions.find(sessionId);
  if (!record || record.userId !== userId || record.accountId !== accountId || record.revokedAt) {
    throw notFound('The session');
  }
  await deps.store.sessions.revoke(record.id, deps.clock.now().toISOString());
  return record;
}

/** Signs out: ends the session the request was authenticated with. */
export async function signOut(deps: Pick<UserDeps, 'store' | 'clock'>, caller: AuthContext): Promise<string> {
  if (caller.kind !== 'session') {
    throw forbidden('Signing out ends a browser session; this request carries a token, not a session.');
  }
  await deps.store.sessions.revoke(caller.tokenId, deps.clock.now().toISOString());
  return caller.tokenId;
}
