/**
 * API and agent tokens, stored as hashes.
 */

export type Role = 'owner' | 'editor' | 'viewer';

export type TokenKind = 'api' | 'agent';

export interface TokenRecord {
  id: string;
  accountId: string;
  workspaceId: string | null;
  userId: string | null;
  kind: TokenKind;
  role: Role;
  name: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

/**
 * A token as it authenticates: with the role its user has in the token's account now (`null` when
 * the token belongs to no user, or its user has left the account).
 */
export interface TokenWithUserRole extends TokenRecord {
  userRole: Role | null;
}

export interface TokenRepository {
  insert(token: TokenRecord, tokenHash: string): Promise<void>;
  findByHash(tokenHash: string): Promise<TokenWithUserRole | undefined>;
  /**
   * What `findByHash` would answer, when the process has it at hand without a query (a record it
   * read within the last second); `undefined` when it must ask `findByHash`.
   */
  recentByHash?(tokenHash: string): TokenWithUserRole | undefined;
  find(id: string): Promise<TokenRecord | undefined>;
  revoke(id: string, at: string): Promise<boolean>;
  /** Revokes every live token the user created in the account; answers how many. */
  revokeAllOf(userId: string, accountId: string, at: string): Promise<number>;
  /** The account's tokens neither revoked nor expired at `now`, newest first (ids below `before`). */
  listActive(
    accountId: string,
    now: string,
    page: { limit: number; before?: string },
  ): Promise<TokenRecord[]>;
}
