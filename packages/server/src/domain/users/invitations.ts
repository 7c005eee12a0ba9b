import { randomBytes } from 'node:crypto';
import type { Role } from '../../ports/persistence/tokens.js';
import type { InvitationRecord } from '../../ports/persistence/users.js';
import { conflict, notFound } from '../app-error.js';
import { newId } from '../ids.js';
import { type AuthContext, hashSecret, requireRole } from '../tokens.js';
import { verifyPassword } from './password-hash.js';
import {
  invalidCredentials,
  normalizeEmail,
  type StartedSession,
  startSession,
  type UserDeps,
} from './sessions.js';
import { addMember, createUser } from './users.js';

/** An invitation can be accepted for seven days. */
export const INVITATION_DAYS = 7;

/** Where an invitation is accepted: the web application's page for it. */
export const acceptUrlOf = (publicUrl: string, token: string) => `${publicUrl}/invite/${token}`;

/**
 * Invites someone to the caller's account with a role (owners only). The token is in the returned
 * link, shown this once; only its hash is kept.
 */
export async function createInvitation(
  deps: UserDeps,
  caller: AuthContext,
  input: { email: string; role: Role },
): Promise<{ invitation: InvitationRecord; acceptUrl: string }> {
  requireRole(caller, 'owner', 'invite users');
  const email = normalizeEmail(input.email);
  const existing = await deps.store.users.findByEmail(email);
  if (existing && (await deps.store.users.findMembership(caller.accountId, existing.id))) {
    throw conflict('This email already belongs to a user of the account.');
  }
  const now = deps.clock.now();
  const token = `cfi_${randomBytes(32).toString('base64url')}`;
  const invitation: InvitationRecord = {
    id: newId('inv'),
    accountId: caller.accountId,
    email,
    role: input.role,
    invitedByUserId: caller.userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
    acceptedAt: null,
  };
  await deps.store.invitations.insert(invitation, hashSecret(token));
  return { invitation, acceptUrl: acceptUrlOf(deps.publicUrl, token) };
}

/** The account's invitations still waiting to be accepted, newest first (owners only). */
export async function listInvitations(
  deps: Pick<UserDeps, 'store' | 'clock'>,
  caller: AuthContext,
  page: { limit: number; before?: string | undefined },
): Promise<InvitationRecord[]> {
  requireRole(caller, 'owner', 'list invitations');
  return deps.store.invitations.listPending(caller.accountId, deps.clock.now().toISOString(), {
    limit: page.limit,
    ...(page.before !== undefined ? { before: page.before } : {}),
  });
}

/** Withdraws an invitation not yet accepted (owners only): its link stops working at once. */
export async function revokeInvitation(
  deps: Pick<UserDeps, 'store'>,
  caller: AuthContext,
  invitationId: string,
): Promise<void> {
  requireRole(caller, 'owner', 'withdraw invitations');
  if (!(await deps.store.invitations.deletePending(caller.accountId, invitationId))) {
    throw notFound('The invitation');
  }
}

/**
 * Accepts an invitation: creates the user with this password (or, for an email that already has a
 * user, checks that user's password) in the invitation's account with its role, and signs in.
 */
export async function acceptInvitation(
  deps: UserDeps,
  input: { token: string; password: string; address: string; userAgent?: string | undefined },
): Promise<StartedSession> {
  const found =
    input.token.length <= 512 ? await deps.store.invitations.findByHash(hashSecret(input.token)) : undefined;
  const now = deps.clock.now().toISOString();
  if (!found || found.expiresAt <= now) throw notFound('The invitation (or it has expired)');
  if (found.acceptedAt) throw conflict('This invitation has already been accepted; sign in instead.');
  // An invitation speaks for the owner who sent it: once they are no longer one, it is void.
  if (found.invitedByUserId) {
    const inviter = await deps.store.users.findMembership(found.accountId, found.invitedByUserId);
    if (inviter?.role !== 'owner') throw notFound('The invitation (or it has expired)');
  }
  const invitation = found;

  const existing = await deps.store.users.findByEmail(invitation.email);
  if (existing) {
    const attempt = await deps.throttle.attempt(invitation.email, input.address);
    if (!(await verifyPassword(input.password, existing.passwordHash))) throw invalidCredentials();
    await attempt.succeeded();
  }
  return deps.store.transaction(async (tx) => {
    if (!(await tx.invitations.markAccepted(invitation.id, now))) {
      throw conflict('This invitation has already been accepted; sign in instead.');
    }
    const user = existing
      ? { id: existing.id, email: existing.email, createdAt: existing.createdAt }
      : await createUser(tx, deps, invitation.email, input.password);
    await addMember(tx, deps, invitation.accountId, user.id, invitation.role);
    return startSession(tx, deps.clock, {
      user,
      accountId: invitation.accountId,
      userAgent: input.userAgent,
    });
  });
}
