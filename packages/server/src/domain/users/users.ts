import type { Store } from '../../ports/persistence/store.js';
import type { Role } from '../../ports/persistence/tokens.js';
import type { MembershipRecord, UserRecord } from '../../ports/persistence/users.js';
import { AppError, conflict, forbidden, notFound } from '../app-error.js';
import { newId } from '../ids.js';
import { type AuthContext, authenticate, requireRole } from '../tokens.js';
import { hashPassword } from './password-hash.js';
import {
  invalidCredentials,
  normalizeEmail,
  type StartedSession,
  startSession,
  type UserDeps,
} from './sessions.js';

export interface AccountUser {
  id: string;
  email: string;
  role: Role;
  createdAt: string;
}

/** Creates a user with a password; 409 when the email already has one. */
export async function createUser(tx: Store, deps: Pick<UserDeps, 'clock'>, email: string, password: string) {
  const user: UserRecord = {
    id: newId('usr'),
    email: normalizeEmail(email),
    createdAt: deps.clock.now().toISOString(),
  };
  if (!(await tx.users.insert(user, await hashPassword(password)))) {
    throw conflict('A user with this email already exists; sign in instead.');
  }
  return user;
}

export async function addMember(
  tx: Store,
  deps: Pick<UserDeps, 'clock'>,
  accountId: string,
  userId: string,
  role: Role,
) {
  const membership: MembershipRecord = { accountId, userId, role, createdAt: deps.clock.now().toISOString() };
  if (!(await tx.users.addMembership(membership)))
    throw conflict('This user already belongs to the account.');
  return membership;
}

/**
 * First start: the holder of the owner token creates the account's first user, its owner, and is
 * signed in. Only while the account has no user at all.
 */
export async function bootstrapOwnerUser(
  deps: UserDeps,
  input: { ownerToken: string; email: string; password: string; userAgent?: string | undefined },
): Promise<StartedSession> {
  // A token the API would refuse is the wrong credential; anything else (the database) is not.
  const caller = await authenticate(deps.store, deps.clock, `Bearer ${input.ownerToken}`).catch(
    (err: unknown) => {
      if (err instanceof AppError && err.code === 'unauthorized') {
        throw invalidCredentials('The owner token is not valid.');
      }
      throw err;
    },
  );
  if (caller.kind !== 'api' || caller.role !== 'owner' || caller.workspaceId !== null) {
    throw forbidden('Only an account-wide owner token can create the first user.');
  }
  return deps.store.transaction(async (tx) => {
    await tx.users.lockMembers(caller.accountId);
    if ((await tx.users.countMembers(caller.accountId)) > 0) {
      throw conflict('This account already has users; sign in, or ask an owner for an invitation.');
    }
    const user = await createUser(tx, deps, input.email, input.password);
    await addMember(tx, deps, caller.accountId, user.id, 'owner');
    return startSession(tx, deps.clock, { user, accountId: caller.accountId, userAgent: input.userAgent });
  });
}

/**
 * Sets the password of the user with this email from the command line, signing out their sessions;
 * with no such user, creates it as an owner of the account (the only one, or the one named).
 */
export async function setPassword(
  deps: Pick<UserDeps, 'store' | 'clock'>,
  input: { email: string; password: string; accountId?: string | undefined },
): Promise<{ user: UserRecord; created: boolean; accountId: string | null }> {
  return deps.store.transaction(async (tx) => {
    const existing = await tx.users.findByEmail(normalizeEmail(input.email));
    if (existing) {
      await tx.users.setPasswordHash(existing.id, await hashPassword(input.password));
      await tx.sessions.revokeAllOf(existing.id, deps.clock.now().toISOString());
      const user = { id: existing.id, email: existing.email, createdAt: existing.createdAt };
      return { user, created: false, accountId: null };
    }
    const accountId = input.accountId ?? (await onlyAccount(tx));
    if (!(await tx.accounts.findAccount(accountId))) throw notFound('The account');
    const user = await createUser(tx, deps, input.email, input.password);
    await addMember(tx, deps, accountId, user.id, 'owner');
    return { user, created: true, accountId };
  });
}

async function onlyAccount(tx: Store): Promise<string> {
  const first = await tx.accounts.firstAccount();
  if (!first) throw notFound('An account');
  if ((await tx.accounts.countAccounts()) > 1) {
    throw new AppError('invalid_request', 'There are several accounts; name one with --account.');
  }
  return first.id;
}

/** The account's users with their roles, in the order they joined. */
export async function listUsers(deps: Pick<UserDeps, 'store'>, caller: AuthContext): Promise<AccountUser[]> {
  const members = await deps.store.users.members(caller.accountId);
  return members.map((m) => ({ id: m.userId, email: m.email, role: m.role, createdAt: m.createdAt }));
}

/**
 * Removes a user from the caller's account (owners only); never the last owner. Whatever acted for
 * them there stops at once: their sessions end, the API and agent tokens they created are revoked
 * and the invitations they sent that are still pending are withdrawn. A user left in no account is
 * deleted.
 */
export async function removeUser(
  deps: Pick<UserDeps, 'store' | 'clock'>,
  caller: AuthContext,
  userId: string,
): Promise<void> {
  requireRole(caller, 'owner', 'remove users');
  await deps.store.transaction(async (tx) => {
    // Two owners removing each other at once: the second waits and then counts one owner.
    await tx.users.lockMembers(caller.accountId);
    const membership = await tx.users.findMembership(caller.accountId, userId);
    if (!membership) throw notFound('The user');
    if (membership.role === 'owner' && (await tx.users.countMembers(caller.accountId, 'owner')) <= 1) {
      throw conflict('This is the account’s last owner; make another user an owner first.');
    }
    const now = deps.clock.now().toISOString();
    await tx.users.removeMembership(caller.accountId, userId);
    await tx.sessions.revokeAllOf(userId, now, caller.accountId);
    await tx.tokens.revokeAllOf(userId, caller.accountId, now);
    await tx.invitations.deletePendingBy(caller.accountId, userId);
    await tx.users.deleteIfOrphan(userId);
  });
}

/**
 * Gives a user of the caller's account another role (owners only); the last owner keeps theirs. It
 * applies to the user's next request, and to the tokens they created, which never act beyond their
 * user's role. An owner who stops being one withdraws the invitations they sent that are still
 * pending: only owners invite.
 */
export async function changeRole(
  deps: Pick<UserDeps, 'store'>,
  caller: AuthContext,
  userId: string,
  role: Role,
): Promise<AccountUser> {
  requireRole(caller, 'owner', 'change roles');
  return deps.store.transaction(async (tx) => {
    // Two owners demoting each other at once: the second waits and then counts one owner.
    await tx.users.lockMembers(caller.accountId);
    const membership = await tx.users.findMembership(caller.accountId, userId);
    const user = membership && (await tx.users.find(userId));
    if (!membership || !user) throw notFound('The user');
    if (membership.role === 'owner' && role !== 'owner') {
      if ((await tx.users.countMembers(caller.accountId, 'owner')) <= 1) {
        throw conflict('This is the account’s last owner; make another user an owner first.');
      }
      await tx.invitations.deletePendingBy(caller.accountId, userId);
    }
    await tx.users.setRole(caller.accountId, userId, role);
    return { id: user.id, email: user.email, role, createdAt: membership.createdAt };
  });
}
