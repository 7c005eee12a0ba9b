/**
 * People who sign in to the web application: users (an email and a password hash), their
 * membership of accounts with a role, their sign-in sessions and the invitations that bring them in.
 * Passwords, session tokens and invitation tokens are stored only as hashes.
 */
import type { Role } from './tokens.js';

export interface UserRecord {
  id: string;
  /** Lower-cased: an email is unique whatever its case. */
  email: string;
  createdAt: string;
}

export interface MembershipRecord {
  accountId: string;
  userId: string;
  role: Role;
  createdAt: string;
}

export interface SessionRecord {
  id: string;
  userId: string;
  accountId: string;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

export interface InvitationRecord {
  id: string;
  accountId: string;
  email: string;
  role: Role;
  invitedByUserId: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}

export interface UserRepository {
  /** False when the email is taken (nothing written). */
  insert(user: UserRecord, passwordHash: string): Promise<boolean>;
  find(id: string): Promise<UserRecord | undefined>;
  findByEmail(email: string): Promise<(UserRecord & { passwordHash: string }) | undefined>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Deletes a user who belongs to no account any more. */
  deleteIfOrphan(userId: string): Promise<void>;

  /** False when the user is already a member of that account. */
  addMembership(membership: MembershipRecord): Promise<boolean>;
  findMembership(accountId: string, userId: string): Promise<MembershipRecord | undefined>;
  /** The user's memberships, oldest first. */
  membershipsOf(userId: string): Promise<MembershipRecord[]>;
  /** The account's members with their email, oldest first. */
  members(accountId: string): Promise<Array<MembershipRecord & { email: string }>>;
  countMembers(accountId: string, role?: Role): Promise<number>;
  /**
   * Serializes changes to the account's members until the transaction ends (a row lock on
   * PostgreSQL; SQLite runs one write transaction at a time anyway).
   */
  lockMembers(accountId: string): Promise<void>;
  removeMembership(accountId: string, userId: string): Promise<boolean>;
  /** Changes a member's role; false when the user is not a member. */
  setRole(accountId: string, userId: string, role: Role): Promise<boolean>;
}

export interface SessionRepository {
  insert(session: SessionRecord, tokenHash: string): Promise<void>;
  findByHash(tokenHash: string): Promise<SessionRecord | undefined>;
  find(id: string): Promise<SessionRecord | undefined>;
  /** The user's live sessions in the account, newest first. */
  listLive(userId: string, accountId: string, now: string): Promise<SessionRecord[]>;
  revoke(id: string, at: string): Promise<boolean>;
  /** Revokes every live session of the user (in one account, or everywhere). */
  revokeAllOf(userId: string, at: string, accountId?: string): Promise<number>;
}

export interface InvitationRepository {
  insert(invitation: InvitationRecord, tokenHash: string): Promise<void>;
  findByHash(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** Marks it accepted unless it already was; false when another request accepted it first. */
  markAccepted(id: string, at: string): Promise<boolean>;
  /** The account's invitations neither accepted nor expired at `now`, newest first (ids below `before`). */
  listPending(
    accountId: string,
    now: string,
    page: { limit: number; before?: string },
  ): Promise<InvitationRecord[]>;
  /** Withdraws one of the account's invitations not yet accepted; false when there is none. */
  deletePending(accountId: string, id: string): Promise<boolean>;
  /** Withdraws every invitation not yet accepted that the user made in the account; answers how many. */
  deletePendingBy(accountId: string, invitedByUserId: string): Promise<number>;
}
