import type { Generated } from 'kysely';
import type { AspectRatio, PresetId } from '../../domain/presets/preset-catalogue.js';
import type { Platform } from '../../ports/copy-engine.js';

/**
 * Table shapes as Kysely sees them. Timestamps are ISO-8601 UTC strings on both databases
 * (`timestamptz` on PostgreSQL, parsed back to ISO strings by the pg adapter; text on SQLite).
 * Credits are integers.
 */
export interface AccountsTable {
  id: string;
  name: string;
  created_at: string;
}

export interface WorkspacesTable {
  id: string;
  account_id: string;
  name: string;
  created_at: string;
}

export interface TokensTable {
  id: string;
  account_id: string;
  workspace_id: string | null;
  user_id: string | null;
  kind: 'api' | 'agent';
  role: 'owner' | 'editor' | 'viewer';
  name: string | null;
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface CreditWalletsTable {
  account_id: string;
  trial_balance: number;
  standard_balance: number;
  /** Credits reserved by calls that have not settled yet; not part of the spendable balance. */
  held: number;
  trial_expires_at: string | null;
  updated_at: string;
}

export interface CreditEntriesTable {
  /** Insertion order: the ledger is read newest first by this column. */
  seq: Generated<number>;
  id: string;
  account_id: string;
  kind: 'trial_grant' | 'grant' | 'purchase' | 'reserve' | 'release' | 'expiry' | 'adjustment';
  amount: number;
  trial_delta: number;
  standard_delta: number;
  balance_after: number;
  reference_type: 'generation' | 'publication' | 'purchase' | null;
  reference_id: string | null;
  reason: string | null;
  created_at: string;
}

export interface CreditReservationsTable {
  id: string;
  account_id: string;
  amount: number;
  trial_amount: number;
  standard_amount: number;
  captured: number;
  status: 'open' | 'settled';
  reference_type: 'generation' | 'publication' | 'purchase' | null;
  reference_id: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface IdempotencyKeysTable {
  account_id: string;
  key: string;
  request_hash: string;
  state: 'running' | 'completed';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  locked_until: string;
  resource_type: 'generation' | 'publication' | null;
  resource_id: string | null;
}

export interface ServiceStateTable {
  key: string;
  value: string;
  created_at: string;
}

export interface UploadsTable {
  id: string;
  workspace_id: string;
  /** The storage key the server chose; the client names the upload by it. */
  path: string;
  mime_type: string;
  filename: string | null;
  declared_size: number | null;
  max_bytes: number;
  status: 'pending' | 'completed' | 'expired';
  /** Until when the upload URL accepts bytes. */
  url_expires_at: string;
  /** Until when the upload may be completed; after that the sweep removes its bytes. */
  expires_at: string;
  created_at: string;
  completed_at: string | null;
}

export interface MediaItemsTable {
  id: string;
  workspace_id: string;
  upload_id: string | null;
  storage_key: string;
  thumbnail_key: string;
  mime_type: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  source: 'upload' | 'generation';
  caption: string | null;
  generation_id: string | null;
  preset_id: PresetId | null;
  campaign_id: string | null;
  created_at: string;
  deleted_at: string | null;
  output_index: number | null;
  /** JSON render manifest of a generated item. */
  render: string | null;
}

export interface CampaignsTable {
  id: string;
  workspace_id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  archived_at: string | null;
}

export interface GenerationsTable {
  id: string;
  workspace_id: string;
  account_id: string;
  type: 'preset' | 'image';
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';
  preset_id: PresetId | null;
  preset_version: number;
  subject: string | null;
  prompt: string | null;
  platform: Platform | null;
  aspect_ratio: AspectRatio;
  output_count: number;
  width: number;
  height: number;
  campaign_id: string | null;
  reference_media_ids: string;
  seed: number;
  image_engine: string;
  credits_reserved: number;
  credits_charged: number;
  reservation_id: string;
  copy: string | null;
  storyboard: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface JobsTable {
  id: string;
  kind: string;
  subject_id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_at: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface DatabaseSchema {
  accounts: AccountsTable;
  workspaces: WorkspacesTable;
  tokens: TokensTable;
  credit_wallets: CreditWalletsTable;
  credit_entries: CreditEntriesTable;
  credit_reservations: CreditReservationsTable;
  idempotency_keys: IdempotencyKeysTable;
  service_state: ServiceStateTable;
  uploads: UploadsTable;
  media_items: MediaItemsTable;
  campaigns: CampaignsTable;
  generations: GenerationsTable;
  jobs: JobsTable;
}
