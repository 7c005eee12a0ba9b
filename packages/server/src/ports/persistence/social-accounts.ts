/**
 * Social accounts: where a workspace publishes, and how (its connection).
 */
import type { SocialPlatform } from '../../domain/publishing/platforms.js';

export type SocialConnection = 'oauth' | 'agent_session' | 'webhook';
export type SocialAccountStatus = 'active' | 'needs_reconnect' | 'disabled';

export interface SocialAccountRecord {
  id: string;
  workspaceId: string;
  accountId: string;
  platform: SocialPlatform;
  /** Lower case, without a leading "@". */
  handle: string;
  connection: SocialConnection;
  status: SocialAccountStatus;
  /** Why the account is not active, for people (e.g. "Bluesky refused the app password"). */
  statusReason: string | null;
  /** The platform's own id of the account (a DID on Bluesky), when it has one. */
  externalId: string | null;
  /** A webhook connection's target. */
  webhookUrl: string | null;
  /** Sealed (AES-256-GCM) JSON of the connection's credentials; never leaves the service. */
  credentials: string | null;
  createdByTokenId: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface SocialAccountRepository {
  /** False when the workspace already has a live account of that platform and handle. */
  insert(account: SocialAccountRecord): Promise<boolean>;
  find(id: string): Promise<SocialAccountRecord | undefined>;
  /** Those of `ids` that exist, deleted ones included. */
  findMany(ids: readonly string[]): Promise<SocialAccountRecord[]>;
  /** Live accounts, newest first. */
  list(
    workspaceId: string,
    filter: { platform?: SocialPlatform | undefined },
    page: { limit: number; before?: string | undefined },
  ): Promise<SocialAccountRecord[]>;
  markDeleted(id: string, at: string): Promise<boolean>;
  /** Moves a live account from one of `from` to `to`; false when it was in none of them. */
  setStatus(
    id: string,
    change: {
      from: readonly SocialAccountStatus[];
      to: SocialAccountStatus;
      reason: string | null;
      at: string;
    },
  ): Promise<boolean>;
  saveCredentials(id: string, sealed: string, at: string): Promise<void>;
  /**
   * Replaces the credentials only if they are still `expected` (compare-and-set): false when another
   * process changed them first (a concurrent token refresh), which the caller then reads.
   */
  replaceCredentials(id: string, expected: string, sealed: string, at: string): Promise<boolean>;
  /** The workspace's live account of `platform` with this platform id, if any. */
  findByExternalId(
    workspaceId: string,
    platform: SocialPlatform,
    externalId: string,
  ): Promise<SocialAccountRecord | undefined>;
  /** New credentials or address for a live account, which is active again; false when it is gone. */
  reconnect(
    id: string,
    change: {
      credentials: string | null;
      externalId: string | null;
      webhookUrl: string | null;
      at: string;
    },
  ): Promise<boolean>;
}
