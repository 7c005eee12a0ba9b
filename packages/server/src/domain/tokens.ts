import { hash, randomBytes } from 'node:crypto';
import { type Clock, isoNow } from '../ports/clock.js';
import type { Store } from '../ports/persistence/store.js';
import type { Role, TokenKind, TokenRecord, TokenWithUserRole } from '../ports/persistence/tokens.js';
import { forbidden, notFound, unauthorized } from './app-error.js';
import { newId } from './ids.js';

/**
 * Who is calling: the authenticated token, or the signed-in user's session (kind `session`, with the
 * session's id as `tokenId`), and what it may reach. A session acts like an API token of the user's
 * role; only agent tokens are agents.
 */
export interface AuthContext {
  tokenId: string;
  kind: TokenKind | 'session';
  role: Role;
  accountId: string;
  /** Set when the token is restricted to one workspace. */
  workspaceId: string | null;
  userId: string | null;
}

const RANK: Record<Role, number> = { viewer: 0, editor: 1, owner: 2 };

/**
 * API, session and invitation tokens are 256 random bits: a fast hash is the right tool for them
 * (nothing to brute-force).
 */
export function hashSecret(secret: string): string {
  // The one-shot form: about half the time of a Hash object for a token this short.
  return hash('sha256', secret, 'hex');
}

function generateToken(): string {
  return `cf_${randomBytes(32).toString('base64url')}`;
}

export interface IssueTokenInput {
  accountId: string;
  workspaceId?: string | null;
  userId?: string | null;
  kind?: TokenKind;
  role?: Role;
  name?: string | null;
  expiresInDays?: number | null;
  /** A token chosen by the operator (BOOTSTRAP_TOKEN); generated otherwise. */
  token?: string;
}

export async function issueToken(
  tx: Store,
  clock: Clock,
  input: IssueTokenInput,
): Promise<{ token: string; record: TokenRecord }> {
  const now = clock.now();
  if (input.workspaceId) {
    const ws = await tx.accounts.findWorkspace(input.workspaceId);
    if (!ws || ws.accountId !== input.accountId) throw notFound('The workspace');
  }
  const token = input.token ?? generateToken();
  const record: TokenRecord = {
    id: newId('tok'),
    accountId: input.accountId,
    workspaceId: input.workspaceId ?? null,
    userId: input.userId ?? null,
    kind: input.kind ?? 'api',
    role: input.role ?? 'owner',
    name: input.name ?? null,
    expiresAt: input.expiresInDays
      ? new Date(now.getTime() + input.expiresInDays * 86_400_000).toISOString()
      : null,
    revokedAt: null,
    createdAt: now.toISOString(),
  };
  await tx.tokens.insert(record, hashSecret(token));
  return { token, record };
}

export async function revokeToken(store: Store, clock: Clock, tokenId: string): Promise<TokenRecord> {
  const record = await store.tokens.find(tokenId);
  if (!record) throw notFound('The token');
  await store.tokens.revoke(tokenId, clock.now().toISOString());
  return (await store.tokens.find(tokenId))!;
}

const BEARER = /^Bearer +([\x21-\x7e]{1,512})$/i;

/** Resolves an `Authorization` header to the caller, or throws 401 `unauthorized`. */
export async function authenticate(
  store: Store,
  clock: Clock,
  header: string | undefined,
): Promise<AuthContext> {
  return authenticateNow(store, clock, header);
}

/**
 * `authenticate`, answered at once — no promise — when the store has the token's record at hand
 * (`recentByHash`), as it has for nearly every request of a client that keeps calling; a promise
 * otherwise. Throws (or rejects with) 401 `unauthorized` alike.
 */
export function authenticateNow(
  store: Store,
  clock: Clock,
  header: string | undefined,
): AuthContext | Promise<AuthContext> {
  if (!header)
    throw unauthorized('Send a token in the Authorization header: "Authorization: Bearer <token>".');
  const match = BEARER.exec(header.trim());
  if (!match) throw unauthorized('The Authorization header must be "Bearer <token>".');
  const tokenHash = hashSecret(match[1]!);
  const recent = store.tokens.recentByHash?.(tokenHash);
  if (recent) return callerOf(recent, clock);
  return store.tokens.findByHash(tokenHash).then((record) => callerOf(record, clock));
}

function callerOf(record: TokenWithUserRole | undefined, clock: Clock): AuthContext {
  if (!record) throw unauthorized('The token is not valid.');
  if (record.revokedAt) throw unauthorized('The token has been revoked.');
  if (record.expiresAt && record.expiresAt <= isoNow(clock)) throw unauthorized('The token has expired.');
  // A token a user created acts for that user: never beyond the role they hold now, and not at
  // all once they have left the account (their tokens are revoked then too; this also covers
  // tokens of users removed before that was done).
  if (record.userId && !record.userRole)
    throw unauthorized('The token’s user no longer belongs to the account.');
  return {
    tokenId: record.id,
    kind: record.kind,
    role: record.userRole ? lowerRole(record.role, record.userRole) : record.role,
    accountId: record.accountId,
    workspaceId: record.workspaceId,
    userId: record.userId,
  };
}

/**
 * Whether the token or session that started something long-running (a platform sign-in) still
 * stands: not revoked, not expired.
 */
export async function isCallerLive(store: Store, id: string, now: string): Promise<boolean> {
  const record = id.startsWith('ses_') ? await store.sessions.find(id) : await store.tokens.find(id);
  return !!record && record.revokedAt === null && (record.expiresAt === null || record.expiresAt > now);
}

/** Spending credits — a paid call, its dry run, replaying one by its Idempotency-Key — needs this role. */
export const SPENDING_ROLE: Role = 'editor';

function lowerRole(a: Role, b: Role): Role {
  return RANK[a] <= RANK[b] ? a : b;
}

/** Whether the caller's role is `needed` or higher. */
export function hasRole(auth: AuthContext, needed: Role): boolean {
  return RANK[auth.role] >= RANK[needed];
}

/** Throws 403 unless the caller's role is at least `needed`. */
export function requireRole(auth: AuthContext, needed: Role, action: string): void {
  if (RANK[auth.role] < RANK[needed]) {
    const who = auth.kind === 'session' ? 'user' : 'token';
    throw forbidden(`A ${auth.role} ${who} cannot ${action}; it needs the ${needed} role or higher.`);
  }
}
