/**
 * The persistence port: what the domain needs from a database, nothing about SQL. One
 * implementation (Kysely over SQLite or PostgreSQL) lives in adapters/db.
 */
export type Role = 'owner' | 'editor' | 'viewer';
export type TokenKind = 'api' | 'agent';
export type ReferenceType = 'generation' | 'publication' | 'purchase';
export type LedgerKind =
  | 'trial_grant'
  | 'grant'
  | 'purchase'
  | 'reserve'
  | 'release'
  | 'expiry'
  | 'adjustment';

export interface Account {
  id: string;
  name: string;
  createdAt: string;
}

export interface Workspace {
  id: string;
  accountId: string;
  name: string;
  createdAt: string;
}

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

export interface Wallet {
  accountId: string;
  trialBalance: number;
  standardBalance: number;
  held: number;
  trialExpiresAt: string | null;
}

export interface LedgerEntry {
  seq: number;
  id: string;
  accountId: string;
  kind: LedgerKind;
  amount: number;
  trialDelta: number;
  standardDelta: number;
  balanceAfter: number;
  reference: { type: ReferenceType; id: string } | null;
  reason: string | null;
  createdAt: string;
}

export interface NewLedgerEntry {
  id: string;
  kind: LedgerKind;
  trialDelta: number;
  standardDelta: number;
  reference?: { type: ReferenceType; id: string } | null;
  reason?: string | null;
}

export interface Reservation {
  id: string;
  accountId: string;
  amount: number;
  trialAmount: number;
  standardAmount: number;
  captured: number;
  status: 'open' | 'settled';
  reference: { type: ReferenceType; id: string } | null;
  createdAt: string;
  settledAt: string | null;
}

export interface IdempotencyRecord {
  accountId: string;
  key: string;
  requestHash: string;
  state: 'running' | 'completed';
  responseStatus: number | null;
  responseBody: string | null;
  createdAt: string;
  lockedUntil: string;
}

export interface Page {
  limit: number;
  /** Exclusive keyset bound; lists are read newest first. */
  before?: string | number | undefined;
}

export interface AccountRepository {
  insertAccount(account: Account): Promise<void>;
  findAccount(id: string): Promise<Account | undefined>;
  countAccounts(): Promise<number>;
  insertWorkspace(workspace: Workspace): Promise<void>;
  findWorkspace(id: string): Promise<Workspace | undefined>;
  /** Oldest first: the first is the account's default workspace. */
  listWorkspaces(
    accountId: string,
    page: { limit: number; after?: string | undefined; only?: string | null },
  ): Promise<Workspace[]>;
  defaultWorkspace(accountId: string): Promise<Workspace | undefined>;
}

export interface TokenRepository {
  insert(token: TokenRecord, tokenHash: string): Promise<void>;
  findByHash(tokenHash: string): Promise<TokenRecord | undefined>;
  find(id: string): Promise<TokenRecord | undefined>;
  revoke(id: string, at: string): Promise<boolean>;
}

/** Everything one ledger operation writes, applied together (one round trip where the database allows). */
export interface WalletChange {
  /** The wallet as locked at the start of the operation. */
  wallet: Wallet;
  /** Appended in order, each with the balance after it. */
  entries: NewLedgerEntry[];
  heldDelta: number;
  insertReservation?: Reservation;
  updateReservation?: { id: string; captured: number; status: 'open' | 'settled'; settledAt: string | null };
  at: string;
}

export interface CreditRepository {
  createWallet(wallet: Wallet, at: string): Promise<void>;
  getWallet(accountId: string): Promise<Wallet | undefined>;
  /** Locks the wallet row until the surrounding transaction ends; undefined when it does not exist. */
  lockWallet(accountId: string): Promise<Wallet | undefined>;
  /** Locks the wallet a reservation belongs to and reads the reservation under that lock. */
  lockReservation(reservationId: string): Promise<{ wallet: Wallet; reservation: Reservation } | undefined>;
  /**
   * Writes a change computed under the wallet lock: the entries, the wallet's new balances and the
   * reservation. Must run inside the transaction that locked the wallet. Answers the new wallet.
   */
  apply(change: WalletChange): Promise<Wallet>;
  listEntries(accountId: string, page: Page): Promise<LedgerEntry[]>;
  sumEntries(accountId: string): Promise<number>;
  findReservation(id: string): Promise<Reservation | undefined>;
}

export interface IdempotencyRepository {
  /** Inserts the key when absent; answers the record that holds the key afterwards and whether it is new. */
  claim(record: IdempotencyRecord): Promise<{ record: IdempotencyRecord; created: boolean }>;
  /** Takes over a stale or expired record (compare-and-set on its previous `createdAt` and `lockedUntil`). */
  takeOver(previous: IdempotencyRecord, next: IdempotencyRecord): Promise<boolean>;
  complete(accountId: string, key: string, status: number, body: string): Promise<void>;
  remove(accountId: string, key: string): Promise<void>;
  removeOlderThan(at: string): Promise<number>;
}

export interface ServiceStateRepository {
  /** Inserts the key; false when it was already there. */
  claim(key: string, value: string, at: string): Promise<boolean>;
}

export interface Upload {
  id: string;
  workspaceId: string;
  path: string;
  mimeType: string;
  filename: string | null;
  declaredSize: number | null;
  maxBytes: number;
  status: 'pending' | 'completed' | 'expired';
  urlExpiresAt: string;
  expiresAt: string;
  createdAt: string;
  completedAt: string | null;
}

export interface UploadRepository {
  insert(upload: Upload): Promise<void>;
  findByPath(path: string): Promise<Upload | undefined>;
  markCompleted(id: string, at: string): Promise<void>;
  /** Pending uploads past their expiry, oldest first. */
  listExpiredPending(now: string, limit: number): Promise<Upload[]>;
  /** Marks a pending upload expired; false when it was no longer pending. */
  markExpired(id: string): Promise<boolean>;
  /** Of these paths, those of uploads still pending (whose bytes must stay). */
  pendingPaths(paths: readonly string[]): Promise<string[]>;
}

export interface MediaRecord {
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
  presetId: string | null;
  campaignId: string | null;
  createdAt: string;
  deletedAt: string | null;
  /** A generated item's 0-based output slot in its generation. */
  outputIndex: number | null;
  /** A generated item's render manifest. */
  render: RenderManifest | null;
}

export interface RenderManifest {
  engine: string;
  seed: number;
  presetVersion: number;
}

export interface MediaRepository {
  /** Inserts the item; false when an item for the same upload already exists. */
  insert(item: MediaRecord): Promise<boolean>;
  find(id: string): Promise<MediaRecord | undefined>;
  findByUpload(uploadId: string): Promise<MediaRecord | undefined>;
  /** Items not deleted, newest first. */
  list(
    workspaceId: string,
    filter: { source?: 'upload' | 'generation' | undefined; campaignId?: string | undefined },
    page: { limit: number; before?: string | undefined },
  ): Promise<MediaRecord[]>;
  markDeleted(id: string, at: string): Promise<boolean>;
  /** Inserts a generated item; false when its generation's output slot is already filled. */
  insertGenerated(item: MediaRecord): Promise<boolean>;
  /** The stored outputs of these generations, deleted ones included, in output order. */
  listGenerated(generationIds: readonly string[]): Promise<MediaRecord[]>;
  /** Of these storage keys, those holding a file or thumbnail of an item that is not deleted. */
  keysInUse(keys: readonly string[]): Promise<string[]>;
}

export interface Campaign {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}

export interface CampaignRepository {
  insert(campaign: Campaign): Promise<void>;
  find(id: string): Promise<Campaign | undefined>;
  /** Newest first; archived ones only when asked. */
  list(
    workspaceId: string,
    filter: { status: 'active' | 'archived' | 'all' },
    page: { limit: number; before?: string | undefined },
  ): Promise<Campaign[]>;
  /** Applies the change unless the campaign is archived; false then. */
  update(
    id: string,
    change: { name?: string; description?: string | null; updatedAt: string },
  ): Promise<boolean>;
  archive(id: string, at: string): Promise<boolean>;
}

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

export interface GenerationRecord {
  id: string;
  workspaceId: string;
  accountId: string;
  type: 'preset' | 'image';
  status: GenerationStatus;
  presetId: string | null;
  presetVersion: number;
  subject: string | null;
  prompt: string | null;
  platform: string | null;
  aspectRatio: string;
  outputCount: number;
  width: number;
  height: number;
  campaignId: string | null;
  referenceMediaIds: string[];
  seed: number;
  imageEngine: string;
  creditsReserved: number;
  creditsCharged: number;
  reservationId: string;
  /** JSON documents the run writes once, so that a resumed run uses the same text. */
  copy: unknown;
  storyboard: unknown;
  error: { code: string; message: string } | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
}

export interface GenerationRepository {
  insert(generation: GenerationRecord): Promise<void>;
  find(id: string): Promise<GenerationRecord | undefined>;
  /** Newest first. */
  list(
    workspaceId: string,
    filter: { status?: GenerationStatus | undefined; campaignId?: string | undefined },
    page: { limit: number; before?: string | undefined },
  ): Promise<GenerationRecord[]>;
  /** queued → running; false when it was no longer queued (canceled, or taken). */
  markRunning(id: string, at: string): Promise<boolean>;
  /** Writes the copy and storyboard the run decided on. */
  savePlan(id: string, plan: { copy: unknown; storyboard: unknown }): Promise<void>;
  /** Ends a queued or running generation; false when it had already ended. */
  finish(
    id: string,
    end: {
      from: readonly GenerationStatus[];
      status: 'succeeded' | 'failed' | 'canceled';
      creditsCharged: number;
      error: { code: string; message: string } | null;
      at: string;
    },
  ): Promise<boolean>;
}

export interface JobRecord {
  id: string;
  kind: string;
  subjectId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** How many times the job has been taken, this time included. */
  attempts: number;
  runAt: string;
  lockedBy: string | null;
  lockedAt: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobRepository {
  insert(job: JobRecord): Promise<void>;
  /** Takes the oldest due queued job for `worker`, or nothing. */
  claimNext(worker: string, now: string): Promise<JobRecord | undefined>;
  /** Keeps a running job's lock fresh. */
  heartbeat(id: string, worker: string, at: string): Promise<void>;
  finish(id: string, status: 'done' | 'failed', at: string, error?: string): Promise<void>;
  /** Puts a running job back in the queue, due at `runAt`. */
  retry(id: string, runAt: string, error: string): Promise<void>;
  /** Requeues running jobs whose lock is older than `lockedBefore` (their process died). */
  requeueStale(lockedBefore: string, now: string): Promise<number>;
  find(id: string): Promise<JobRecord | undefined>;
}

export interface Store {
  readonly accounts: AccountRepository;
  readonly tokens: TokenRepository;
  readonly credits: CreditRepository;
  readonly idempotency: IdempotencyRepository;
  readonly state: ServiceStateRepository;
  readonly uploads: UploadRepository;
  readonly media: MediaRepository;
  readonly campaigns: CampaignRepository;
  readonly generations: GenerationRepository;
  readonly jobs: JobRepository;
  /** Runs `fn` in one transaction; inside a transaction it joins the one already open. */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>;
}
