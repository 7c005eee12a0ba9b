import type { Generated } from 'kysely';
import type { AspectRatio, PresetId } from '../../domain/presets/preset-catalogue.js';
import type { SocialPlatform } from '../../domain/publishing/platforms.js';
import type { Platform } from '../../ports/copy-engine.js';
import type { BrandFontRecord, BrandLogoRecord } from '../../ports/persistence/brand.js';
import type {
  ConnectStateRecord,
  InstanceClientRecord,
  PendingConnectionRecord,
} from '../../ports/persistence/oauth-connections.js';
import type { PostStatus, TargetState } from '../../ports/persistence/posts.js';
import type { PaymentEventRecord, PurchaseRecord } from '../../ports/persistence/purchases.js';
import type { SocialAccountStatus, SocialConnection } from '../../ports/persistence/social-accounts.js';
import type {
  InvitationRecord,
  MembershipRecord,
  SessionRecord,
  UserRecord,
} from '../../ports/persistence/users.js';

/**
 * Table shapes as Kysely sees them. Columns are snake_case in SQL and camelCase here: Kysely's
 * CamelCasePlugin translates both ways, so rows read straight into the ports' records. Timestamps
 * are ISO-8601 UTC strings on both databases (`timestamptz` on PostgreSQL, parsed back to ISO
 * strings by the pg adapter; text on SQLite). Credits are integers.
 */
export interface AccountsTable {
  id: string;
  name: string;
  createdAt: string;
}

export interface WorkspacesTable {
  id: string;
  accountId: string;
  name: string;
  createdAt: string;
  /** The language copy is written in when neither the request nor the subject tells. */
  defaultLanguage: string | null;
}

export interface TokensTable {
  id: string;
  accountId: string;
  workspaceId: string | null;
  userId: string | null;
  kind: 'api' | 'agent';
  role: 'owner' | 'editor' | 'viewer';
  name: string | null;
  /** SHA-256 of the token, hex. The token itself is never stored. */
  tokenHash: string;
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface CreditWalletsTable {
  accountId: string;
  trialBalance: number;
  standardBalance: number;
  /** Credits reserved by calls that have not settled yet; not part of the spendable balance. */
  held: number;
  trialExpiresAt: string | null;
  updatedAt: string;
}

export interface CreditEntriesTable {
  /** Insertion order: the ledger is read newest first by this column. */
  seq: Generated<number>;
  id: string;
  accountId: string;
  kind: 'trial_grant' | 'grant' | 'purchase' | 'reserve' | 'release' | 'expiry' | 'adjustment';
  amount: number;
  trialDelta: number;
  standardDelta: number;
  balanceAfter: number;
  referenceType: 'generation' | 'publication' | 'purchase' | null;
  referenceId: string | null;
  reason: string | null;
  createdAt: string;
}

export interface CreditReservationsTable {
  id: string;
  accountId: string;
  amount: number;
  trialAmount: number;
  standardAmount: number;
  captured: number;
  status: 'open' | 'settled';
  referenceType: 'generation' | 'publication' | 'purchase' | null;
  referenceId: string | null;
  createdAt: string;
  settledAt: string | null;
}

export interface IdempotencyKeysTable {
  accountId: string;
  key: string;
  requestHash: string;
  state: 'running' | 'completed';
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: string;
  lockedUntil: string;
  resourceType: 'generation' | 'publication' | null;
  resourceId: string | null;
}

export interface ServiceStateTable {
  key: string;
  value: string;
  createdAt: string;
}

export interface UploadsTable {
  id: string;
  workspaceId: string;
  /** The storage key the server chose; the client names the upload by it. */
  path: string;
  mimeType: string;
  filename: string | null;
  declaredSize: number | null;
  maxBytes: number;
  status: 'pending' | 'completed' | 'expired';
  /** Until when the upload URL accepts bytes. */
  urlExpiresAt: string;
  /** Until when the upload may be completed; after that the sweep removes its bytes. */
  expiresAt: string;
  createdAt: string;
  completedAt: string | null;
}

export interface MediaItemsTable {
  id: string;
  workspaceId: string;
  uploadId: string | null;
  storageKey: string;
  thumbnailKey: string;
  mimeType: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  source: 'upload' | 'generation';
  caption: string | null;
  generationId: string | null;
  presetId: PresetId | null;
  campaignId: string | null;
  createdAt: string;
  deletedAt: string | null;
  outputIndex: number | null;
  /** JSON render manifest of a generated item. */
  render: string | null;
  variantOf: string | null;
}

export interface CampaignsTable {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}

export interface GenerationsTable {
  id: string;
  workspaceId: string;
  accountId: string;
  type: 'preset' | 'image' | 'cutout';
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  presetId: PresetId | null;
  presetVersion: number;
  subject: string | null;
  prompt: string | null;
  platform: Platform | null;
  aspectRatio: AspectRatio | null;
  outputCount: number;
  width: number;
  height: number;
  campaignId: string | null;
  referenceMediaIds: string;
  backdropMediaId: string | null;
  /** 1 when a cut-out is trimmed to its product, 0 when not; null for other types. */
  crop: number | null;
  seed: number;
  imageEngine: string;
  creditsReserved: number;
  creditsCharged: number;
  reservationId: string;
  copy: string | null;
  storyboard: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** The brand version the run draws with; null when it runs without one. */
  brandVersion: number | null;
  /** The language its words are written in (a tag of domain/languages.ts); null for image runs. */
  language: string | null;
  /** JSON: the claims the caller vouched for; null when none. */
  claims: string | null;
}

export interface JobsTable {
  id: string;
  kind: string;
  subjectId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  runAt: string;
  lockedBy: string | null;
  lockedAt: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface SocialAccountsTable {
  id: string;
  workspaceId: string;
  accountId: string;
  platform: SocialPlatform;
  handle: string;
  connection: SocialConnection;
  status: SocialAccountStatus;
  statusReason: string | null;
  externalId: string | null;
  webhookUrl: string | null;
  /** Sealed JSON (AES-256-GCM). */
  credentials: string | null;
  createdByTokenId: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface PostsTable {
  id: string;
  workspaceId: string;
  accountId: string;
  caption: string;
  /** JSON arrays and objects. */
  mediaIds: string;
  socialAccountIds: string;
  altTexts: string;
  perPlatform: string;
  /** JSON array of `{ caption, mediaIds }`. */
  replies: string;
  campaignId: string | null;
  scheduledAt: string | null;
  status: PostStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  completedAt: string | null;
  deletedAt: string | null;
}

export interface PostTargetsTable {
  id: string;
  postId: string;
  workspaceId: string;
  socialAccountId: string;
  platform: SocialPlatform;
  connection: SocialConnection;
  state: TargetState;
  cost: number;
  round: number;
  reservationId: string | null;
  attempts: number;
  roundAttempts: number;
  nextAttemptAt: string | null;
  sendingSince: string | null;
  externalId: string | null;
  externalUrl: string | null;
  /** JSON array of what each part of a thread became on the platform. */
  parts: string | null;
  /** JSON hand-off and error. */
  handoff: string | null;
  handoffExpiresAt: string | null;
  error: string | null;
  /** JSON array of the variants the target posts instead of the post's own images. */
  fixes: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface WebhooksTable {
  id: string;
  workspaceId: string;
  accountId: string;
  url: string;
  /** JSON array. */
  events: string;
  /** Sealed signing secret. */
  secret: string;
  createdAt: string;
  deletedAt: string | null;
}

export interface WebhookDeliveriesTable {
  id: string;
  webhookId: string;
  event: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** JSON array. */
  attemptLog: string;
  nextAttemptAt: string | null;
  createdAt: string;
  completedAt: string | null;
}

export type OAuthConnectStatesTable = ConnectStateRecord;
export type OAuthPendingConnectionsTable = PendingConnectionRecord;
export type OAuthInstanceClientsTable = InstanceClientRecord;

/** `password_hash` is scrypt's (see domain/users/password-hash.ts); the password is never stored. */
export type UsersTable = UserRecord & { passwordHash: string };
export type MembershipsTable = MembershipRecord;
/** SHA-256 of the session token, hex. */
export type SessionsTable = SessionRecord & { tokenHash: string };
/** SHA-256 of the invitation token, hex. */
export type InvitationsTable = InvitationRecord & { tokenHash: string };
export type CreditPurchasesTable = PurchaseRecord;
export type PaymentEventsTable = PaymentEventRecord;

/** `document` is the JSON of a `BrandDocument`. */
export interface BrandVersionsTable {
  workspaceId: string;
  version: number;
  document: string;
  createdAt: string;
  createdBy: string | null;
}

/** `variable` is 0 or 1 (SQLite has no booleans). */
export type BrandFontsTable = Omit<BrandFontRecord, 'variable'> & { variable: number };
/** `opaque` is 0 or 1. */
export type BrandLogosTable = Omit<BrandLogoRecord, 'opaque'> & { opaque: number };

export interface DatabaseSchema {
  accounts: AccountsTable;
  workspaces: WorkspacesTable;
  tokens: TokensTable;
  creditWallets: CreditWalletsTable;
  creditEntries: CreditEntriesTable;
  creditReservations: CreditReservationsTable;
  idempotencyKeys: IdempotencyKeysTable;
  serviceState: ServiceStateTable;
  uploads: UploadsTable;
  mediaItems: MediaItemsTable;
  campaigns: CampaignsTable;
  generations: GenerationsTable;
  jobs: JobsTable;
  socialAccounts: SocialAccountsTable;
  posts: PostsTable;
  postTargets: PostTargetsTable;
  webhooks: WebhooksTable;
  webhookDeliveries: WebhookDeliveriesTable;
  oauthConnectStates: OAuthConnectStatesTable;
  oauthPendingConnections: OAuthPendingConnectionsTable;
  oauthInstanceClients: OAuthInstanceClientsTable;
  users: UsersTable;
  memberships: MembershipsTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  creditPurchases: CreditPurchasesTable;
  paymentEvents: PaymentEventsTable;
  brandVersions: BrandVersionsTable;
  brandFonts: BrandFontsTable;
  brandLogos: BrandLogosTable;
}
