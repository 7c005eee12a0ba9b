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

export interface TokenRepository {
  insert(token: TokenRecord, tokenHash: string): Promise<void>;
  findByHash(tokenHash: string): Promise<TokenRecord | undefined>;
  find(id: string): Promise<TokenRecord | undefined>;
  revoke(id: string, at: string): Promise<boolean>;
  /** The account's tokens neither revoked nor expired at `now`, newest first (ids below `before`). */
  listActive(
    accountId: string,
    now: string,
    page: { limit: number; before?: string },
  ): Promise<TokenRecord[]>;
}
