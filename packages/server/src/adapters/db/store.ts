import { type CompiledQuery, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type {
  Account,
  AccountRepository,
  Campaign,
  CampaignRepository,
  CreditRepository,
  GenerationRecord,
  GenerationRepository,
  IdempotencyRecord,
  IdempotencyRepository,
  JobRecord,
  JobRepository,
  LedgerEntry,
  MediaRecord,
  MediaRepository,
  Reservation,
  ServiceStateRepository,
  Store,
  TokenRecord,
  TokenRepository,
  Upload,
  UploadRepository,
  Wallet,
  Workspace,
} from '../../ports/store.js';
import type { Dialect } from './database.js';
import type {
  CampaignsTable,
  CreditEntriesTable,
  CreditReservationsTable,
  CreditWalletsTable,
  DatabaseSchema,
  GenerationsTable,
  JobsTable,
  MediaItemsTable,
  TokensTable,
  UploadsTable,
} from './schema.js';
import { TokenCache } from './token-cache.js';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The Kysely implementation of the persistence port, the same on SQLite and PostgreSQL. */
export function createStore(db: Kysely<DatabaseSchema>, dialect: Dialect): Store {
  return storeOver(db, dialect, false, new TokenCache());
}

function storeOver(db: Executor, dialect: Dialect, inTransaction: boolean, tokens: TokenCache): Store {
  const store: Store = {
    accounts: accountRepository(db),
    tokens: tokenRepository(db, tokens),
    credits: creditRepository(db, dialect),
    idempotency: idempotencyRepository(db),
    state: serviceStateRepository(db),
    uploads: uploadRepository(db),
    media: mediaRepository(db),
    campaigns: campaignRepository(db),
    generations: generationRepository(db),
    jobs: jobRepository(db, dialect),
    async transaction(fn) {
      if (inTransaction) return fn(store);
      return (db as Kysely<DatabaseSchema>)
        .transaction()
        .execute((trx) => fn(storeOver(trx, dialect, true, tokens)));
    },
  };
  return store;
}

function accountRepository(db: Executor): AccountRepository {
  const toWorkspace = (r: {
    id: string;
    account_id: string;
    name: string;
    created_at: string;
  }): Workspace => ({
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    createdAt: r.created_at,
  });
  return {
    async insertAccount(a: Account) {
      await db.insertInto('accounts').values({ id: a.id, name: a.name, created_at: a.createdAt }).execute();
    },
    async findAccount(id) {
      const r = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
      return r && { id: r.id, name: r.name, createdAt: r.created_at };
    },
    async countAccounts() {
      const r = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async insertWorkspace(w: Workspace) {
      await db
        .insertInto('workspaces')
        .values({ id: w.id, account_id: w.accountId, name: w.name, created_at: w.createdAt })
        .execute();
    },
    async findWorkspace(id) {
      const r = await db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toWorkspace(r);
    },
    async listWorkspaces(accountId, page) {
      let q = db.selectFrom('workspaces').selectAll().where('account_id', '=', accountId);
      if (page.after !== undefined) q = q.where('id', '>', page.after);
      if (page.only) q = q.where('id', '=', page.only);
      const rows = await q.orderBy('id', 'asc').limit(page.limit).execute();
      return rows.map(toWorkspace);
    },
    async defaultWorkspace(accountId) {
      const r = await db
        .selectFrom('workspaces')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('id', 'asc')
        .limit(1)
        .executeTakeFirst();
      return r && toWorkspace(r);
    },
  };
}

function toToken(r: TokensTable): TokenRecord {
  return {
    id: r.id,
    accountId: r.account_id,
    workspaceId: r.workspace_id,
    userId: r.user_id,
    kind: r.kind,
    role: r.role,
    name: r.name,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    createdAt: r.created_at,
  };
}

function tokenRepository(db: Executor, cache: TokenCache): TokenRepository {
  return {
    async insert(t, tokenHash) {
      await db
        .insertInto('tokens')
        .values({
          id: t.id,
          account_id: t.accountId,
          workspace_id: t.workspaceId,
          user_id: t.userId,
          kind: t.kind,
          role: t.role,
          name: t.name,
          token_hash: tokenHash,
          expires_at: t.expiresAt,
          revoked_at: t.revokedAt,
          created_at: t.createdAt,
        })
        .execute();
    },
    async findByHash(tokenHash) {
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const r = await db
        .selectFrom('tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!r) return undefined;
      const record = toToken(r);
      cache.set(tokenHash, record);
      return record;
    },
    async find(id) {
      const r = await db.selectFrom('tokens').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toToken(r);
    },
    async revoke(id, at) {
      const r = await db
        .updateTable('tokens')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      cache.evict(id);
      return Number(r.numUpdatedRows) > 0;
    },
  };
}

function toEntry(r: Selectable<CreditEntriesTable>): LedgerEntry {
  return {
    seq: Number(r.seq),
    id: r.id,
    accountId: r.account_id,
    kind: r.kind,
    amount: r.amount,
    trialDelta: r.trial_delta,
    standardDelta: r.standard_delta,
    balanceAfter: r.balance_after,
    reference: r.reference_type && r.reference_id ? { type: r.reference_type, id: r.reference_id } : null,
    reason: r.reason,
    createdAt: r.created_at,
  };
}

function toReservation(r: CreditReservationsTable): Reservation {
  return {
    id: r.id,
    accountId: r.account_id,
    amount: r.amount,
    trialAmount: r.trial_amount,
    standardAmount: r.standard_amount,
    captured: r.captured,
    status: r.status,
    reference: r.reference_type && r.reference_id ? { type: r.reference_type, id: r.reference_id } : null,
    createdAt: r.created_at,
    settledAt: r.settled_at,
  };
}

const toWallet = (r: {
  account_id: string;
  trial_balance: number;
  standard_balance: number;
  held: number;
  trial_expires_at: string | null;
}): Wallet => ({
  accountId: r.account_id,
  trialBalance: r.trial_balance,
  standardBalance: r.standard_balance,
  held: r.held,
  trialExpiresAt: r.trial_expires_at,
});

const walletQuery: Partial<Record<Dialect, CompiledQuery<Selectable<CreditWalletsTable>>>> = {};

function creditRepository(db: Executor, dialect: Dialect): CreditRepository {
  const reservationRow = (r: Reservation) => ({
    id: r.id,
    account_id: r.accountId,
    amount: r.amount,
    trial_amount: r.trialAmount,
    standard_amount: r.standardAmount,
    captured: r.captured,
    status: r.status,
    reference_type: r.reference?.type ?? null,
    reference_id: r.reference?.id ?? null,
    created_at: r.createdAt,
    settled_at: r.settledAt,
  });
  return {
    async createWallet(w, at) {
      await db
        .insertInto('credit_wallets')
        .values({
          account_id: w.accountId,
          trial_balance: w.trialBalance,
          standard_balance: w.standardBalance,
          held: w.held,
          trial_expires_at: w.trialExpiresAt,
          updated_at: at,
        })
        .execute();
    },
    async getWallet(accountId) {
      // On the path of every balance read: compiled once, run with the account id.
      let query = walletQuery[dialect];
      if (!query) {
        query = db.selectFrom('credit_wallets').selectAll().where('account_id', '=', '').compile();
        walletQuery[dialect] = query;
      }
      const { rows } = await db.executeQuery<Selectable<CreditWalletsTable>>({
        ...query,
        parameters: [accountId],
      });
      const r = rows[0];
      return r && toWallet(r);
    },
    async lockWallet(accountId) {
      // A no-op UPDATE takes the row lock on PostgreSQL and the write lock on SQLite at once, so
      // concurrent writers queue here instead of failing later on a lock upgrade.
      const r = await db
        .updateTable('credit_wallets')
        .set((eb) => ({ held: eb.ref('held') }))
        .where('account_id', '=', accountId)
        .returningAll()
        .executeTakeFirst();
      return r && toWallet(r);
    },
    async lockReservation(reservationId) {
      if (dialect === 'postgres') {
        // One round trip: lock the reservation (FOR UPDATE reads its latest committed version),
        // then its wallet. Reservations are always locked before their wallet, and a reserve locks
        // no existing reservation, so the order cannot deadlock.
        const row = await (db as Kysely<DatabaseSchema>)
          .with('r', (c) =>
            c.selectFrom('credit_reservations').selectAll().where('id', '=', reservationId).forUpdate(),
          )
          .with('w', (c) =>
            c
              .updateTable('credit_wallets')
              .set((eb) => ({ held: eb.ref('held') }))
              .where('account_id', '=', (eb) => eb.selectFrom('r').select('r.account_id'))
              .returningAll(),
          )
          .selectFrom(['r', 'w'])
          .select([
            'r.id',
            'r.account_id',
            'r.amount',
            'r.trial_amount',
            'r.standard_amount',
            'r.captured',
            'r.status',
            'r.reference_type',
            'r.reference_id',
            'r.created_at',
            'r.settled_at',
            'w.trial_balance',
            'w.standard_balance',
            'w.held',
            'w.trial_expires_at',
          ])
          .executeTakeFirst();
        return row && { wallet: toWallet(row), reservation: toReservation(row) };
      }
      const w = await db
        .updateTable('credit_wallets')
        .set((eb) => ({ held: eb.ref('held') }))
        .where('account_id', '=', (eb) =>
          eb.selectFrom('credit_reservations').select('account_id').where('id', '=', reservationId),
        )
        .returningAll()
        .executeTakeFirst();
      if (!w) return undefined;
      // Every change to a reservation happens under its wallet's lock, so this read is current.
      const r = await db
        .selectFrom('credit_reservations')
        .selectAll()
        .where('id', '=', reservationId)
        .executeTakeFirst();
      return r && { wallet: toWallet(w), reservation: toReservation(r) };
    },
    async apply(change) {
      const { wallet, at } = change;
      let trial = wallet.trialBalance;
      let standard = wallet.standardBalance;
      const rows = change.entries.map((e) => {
        trial += e.trialDelta;
        standard += e.standardDelta;
        if (trial < 0 || standard < 0)
          throw new Error('ledger invariant: a credit bucket would go below zero');
        return {
          id: e.id,
          account_id: wallet.accountId,
          kind: e.kind,
          amount: e.trialDelta + e.standardDelta,
          trial_delta: e.trialDelta,
          standard_delta: e.standardDelta,
          balance_after: trial + standard,
          reference_type: e.reference?.type ?? null,
          reference_id: e.reference?.id ?? null,
          reason: e.reason ?? null,
          created_at: at,
        };
      });
      const next: Wallet = {
        ...wallet,
        trialBalance: trial,
        standardBalance: standard,
        held: wallet.held + change.heldDelta,
      };
      if (next.held < 0) throw new Error('ledger invariant: held credits would go below zero');
      const walletUpdate = {
        trial_balance: next.trialBalance,
        standard_balance: next.standardBalance,
        held: next.held,
        updated_at: at,
      };
      const inserted = change.insertReservation ? reservationRow(change.insertReservation) : undefined;
      const updated = change.updateReservation;

      if (dialect === 'postgres') {
        // One statement, one round trip: the writes ride along as data-modifying CTEs.
        let q = db as Kysely<DatabaseSchema>;
        if (rows.length > 0)
          q = q.with('entries', (c) => c.insertInto('credit_entries').values(rows)) as never;
        if (inserted)
          q = q.with('reserved', (c) => c.insertInto('credit_reservations').values(inserted)) as never;
        if (updated) {
          q = q.with('settled', (c) =>
            c
              .updateTable('credit_reservations')
              .set({ captured: updated.captured, status: updated.status, settled_at: updated.settledAt })
              .where('id', '=', updated.id),
          ) as never;
        }
        await q
          .updateTable('credit_wallets')
          .set(walletUpdate)
          .where('account_id', '=', wallet.accountId)
          .execute();
        return next;
      }
      if (rows.length > 0) await db.insertInto('credit_entries').values(rows).execute();
      if (inserted) await db.insertInto('credit_reservations').values(inserted).execute();
      if (updated) {
        await db
          .updateTable('credit_reservations')
          .set({ captured: updated.captured, status: updated.status, settled_at: updated.settledAt })
          .where('id', '=', updated.id)
          .execute();
      }
      await db
        .updateTable('credit_wallets')
        .set(walletUpdate)
        .where('account_id', '=', wallet.accountId)
        .execute();
      return next;
    },
    async listEntries(accountId, page) {
      let q = db.selectFrom('credit_entries').selectAll().where('account_id', '=', accountId);
      if (page.before !== undefined) q = q.where('seq', '<', Number(page.before));
      const rows = await q.orderBy('seq', 'desc').limit(page.limit).execute();
      return rows.map(toEntry);
    },
    async sumEntries(accountId) {
      const r = await db
        .selectFrom('credit_entries')
        .select(sql<number>`coalesce(sum(amount), 0)`.as('total'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return Number(r.total);
    },
    async findReservation(id) {
      const r = await db
        .selectFrom('credit_reservations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return r && toReservation(r);
    },
  };
}

function toIdempotency(r: {
  account_id: string;
  key: string;
  request_hash: string;
  state: 'running' | 'completed';
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  locked_until: string;
}): IdempotencyRecord {
  return {
    accountId: r.account_id,
    key: r.key,
    requestHash: r.request_hash,
    state: r.state,
    responseStatus: r.response_status,
    responseBody: r.response_body,
    createdAt: r.created_at,
    lockedUntil: r.locked_until,
  };
}

function idempotencyRepository(db: Executor): IdempotencyRepository {
  const find = async (accountId: string, key: string) => {
    const r = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('key', '=', key)
      .executeTakeFirst();
    return r && toIdempotency(r);
  };
  return {
    async claim(rec) {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          account_id: rec.accountId,
          key: rec.key,
          request_hash: rec.requestHash,
          state: rec.state,
          response_status: rec.responseStatus,
          response_body: rec.responseBody,
          created_at: rec.createdAt,
          locked_until: rec.lockedUntil,
        })
        .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { record: rec, created: true };
      const existing = await find(rec.accountId, rec.key);
      // Removed between the two statements: treat as ours on the next attempt.
      if (!existing) return this.claim(rec);
      return { record: existing, created: false };
    },
    async takeOver(prev, next) {
      const r = await db
        .updateTable('idempotency_keys')
        .set({
          request_hash: next.requestHash,
          state: next.state,
          response_status: next.responseStatus,
          response_body: next.responseBody,
          created_at: next.createdAt,
          locked_until: next.lockedUntil,
        })
        .where('account_id', '=', prev.accountId)
        .where('key', '=', prev.key)
        .where('created_at', '=', prev.createdAt)
        .where('locked_until', '=', prev.lockedUntil)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async complete(accountId, key, status, body) {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'completed', response_status: status, response_body: body })
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .execute();
    },
    async remove(accountId, key) {
      await db
        .deleteFrom('idempotency_keys')
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .execute();
    },
    async removeOlderThan(at) {
      const r = await db.deleteFrom('idempotency_keys').where('created_at', '<', at).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

function serviceStateRepository(db: Executor): ServiceStateRepository {
  return {
    async claim(key, value, at) {
      const r = await db
        .insertInto('service_state')
        .values({ key, value, created_at: at })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

function toUpload(r: Selectable<UploadsTable>): Upload {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    path: r.path,
    mimeType: r.mime_type,
    filename: r.filename,
    declaredSize: r.declared_size,
    maxBytes: r.max_bytes,
    status: r.status,
    urlExpiresAt: r.url_expires_at,
    expiresAt: r.expires_at,
    createdAt: r.created_at,
    completedAt: r.completed_at,
  };
}

function uploadRepository(db: Executor): UploadRepository {
  return {
    async insert(u) {
      await db
        .insertInto('uploads')
        .values({
          id: u.id,
          workspace_id: u.workspaceId,
          path: u.path,
          mime_type: u.mimeType,
          filename: u.filename,
          declared_size: u.declaredSize,
          max_bytes: u.maxBytes,
          status: u.status,
          url_expires_at: u.urlExpiresAt,
          expires_at: u.expiresAt,
          created_at: u.createdAt,
          completed_at: u.completedAt,
        })
        .execute();
    },
    async markCompleted(id, at) {
      await db
        .updateTable('uploads')
        .set({ status: 'completed', completed_at: at })
        .where('id', '=', id)
        .execute();
    },
    async listExpiredPending(now, limit) {
      const rows = await db
        .selectFrom('uploads')
        .selectAll()
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now)
        .orderBy('expires_at', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toUpload);
    },
    async markExpired(id) {
      const r = await db
        .updateTable('uploads')
        .set({ status: 'expired' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async findByPath(path) {
      const r = await db.selectFrom('uploads').selectAll().where('path', '=', path).executeTakeFirst();
      return r && toUpload(r);
    },
    async pendingPaths(paths) {
      if (paths.length === 0) return [];
      const rows = await db
        .selectFrom('uploads')
        .select('path')
        .where('path', 'in', paths)
        .where('status', '=', 'pending')
        .execute();
      return rows.map((r) => r.path);
    },
  };
}

function toMedia(r: Selectable<MediaItemsTable>): MediaRecord {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    uploadId: r.upload_id,
    storageKey: r.storage_key,
    thumbnailKey: r.thumbnail_key,
    mimeType: r.mime_type,
    width: r.width,
    height: r.height,
    bytes: r.bytes,
    sha256: r.sha256,
    source: r.source,
    caption: r.caption,
    generationId: r.generation_id,
    presetId: r.preset_id,
    campaignId: r.campaign_id,
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
    outputIndex: r.output_index,
    render: r.render === null ? null : JSON.parse(r.render),
  };
}

const mediaRow = (m: MediaRecord) => ({
  id: m.id,
  workspace_id: m.workspaceId,
  upload_id: m.uploadId,
  storage_key: m.storageKey,
  thumbnail_key: m.thumbnailKey,
  mime_type: m.mimeType,
  width: m.width,
  height: m.height,
  bytes: m.bytes,
  sha256: m.sha256,
  source: m.source,
  caption: m.caption,
  generation_id: m.generationId,
  preset_id: m.presetId,
  campaign_id: m.campaignId,
  created_at: m.createdAt,
  deleted_at: m.deletedAt,
  output_index: m.outputIndex,
  render: m.render === null ? null : JSON.stringify(m.render),
});

function mediaRepository(db: Executor): MediaRepository {
  return {
    async insert(m) {
      const r = await db
        .insertInto('media_items')
        .values(mediaRow(m))
        .onConflict((oc) => oc.column('upload_id').doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async find(id) {
      const r = await db.selectFrom('media_items').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toMedia(r);
    },
    async findByUpload(uploadId) {
      const r = await db
        .selectFrom('media_items')
        .selectAll()
        .where('upload_id', '=', uploadId)
        .executeTakeFirst();
      return r && toMedia(r);
    },
    async list(workspaceId, filter, page) {
      let q = db
        .selectFrom('media_items')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('deleted_at', 'is', null);
      if (filter.source) q = q.where('source', '=', filter.source);
      if (filter.campaignId) q = q.where('campaign_id', '=', filter.campaignId);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toMedia);
    },
    async markDeleted(id, at) {
      const r = await db
        .updateTable('media_items')
        .set({ deleted_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async insertGenerated(m) {
      const r = await db
        .insertInto('media_items')
        .values(mediaRow(m))
        .onConflict((oc) => oc.columns(['generation_id', 'output_index']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async listGenerated(generationIds) {
      if (generationIds.length === 0) return [];
      const rows = await db
        .selectFrom('media_items')
        .selectAll()
        .where('generation_id', 'in', generationIds)
        .orderBy('generation_id', 'asc')
        .orderBy('output_index', 'asc')
        .execute();
      return rows.map(toMedia);
    },
    async keysInUse(keys) {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('media_items')
        .select(['storage_key', 'thumbnail_key'])
        .where((eb) => eb.or([eb('storage_key', 'in', keys), eb('thumbnail_key', 'in', keys)]))
        .where('deleted_at', 'is', null)
        .execute();
      return rows.flatMap((r) => [r.storage_key, r.thumbnail_key]);
    },
  };
}

function toCampaign(r: Selectable<CampaignsTable>): Campaign {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    name: r.name,
    description: r.description,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    archivedAt: r.archived_at,
  };
}

function campaignRepository(db: Executor): CampaignRepository {
  return {
    async insert(c) {
      await db
        .insertInto('campaigns')
        .values({
          id: c.id,
          workspace_id: c.workspaceId,
          name: c.name,
          description: c.description,
          created_at: c.createdAt,
          updated_at: c.updatedAt,
          archived_at: c.archivedAt,
        })
        .execute();
    },
    async find(id) {
      const r = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toCampaign(r);
    },
    async list(workspaceId, filter, page) {
      let q = db.selectFrom('campaigns').selectAll().where('workspace_id', '=', workspaceId);
      if (filter.status === 'active') q = q.where('archived_at', 'is', null);
      if (filter.status === 'archived') q = q.where('archived_at', 'is not', null);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toCampaign);
    },
    async update(id, change) {
      const r = await db
        .updateTable('campaigns')
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          updated_at: change.updatedAt,
        })
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async archive(id, at) {
      const r = await db
        .updateTable('campaigns')
        .set({ archived_at: at, updated_at: at })
        .where('id', '=', id)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function toGeneration(r: Selectable<GenerationsTable>): GenerationRecord {
  return {
    id: r.id,
    workspaceId: r.workspace_id,
    accountId: r.account_id,
    type: r.type,
    status: r.status,
    presetId: r.preset_id,
    presetVersion: r.preset_version,
    subject: r.subject,
    prompt: r.prompt,
    platform: r.platform,
    aspectRatio: r.aspect_ratio,
    outputCount: r.output_count,
    width: r.width,
    height: r.height,
    campaignId: r.campaign_id,
    referenceMediaIds: JSON.parse(r.reference_media_ids) as string[],
    seed: Number(r.seed),
    imageEngine: r.image_engine,
    creditsReserved: r.credits_reserved,
    creditsCharged: r.credits_charged,
    reservationId: r.reservation_id,
    copy: parseJson(r.copy),
    storyboard: parseJson(r.storyboard),
    error: r.error_code === null ? null : { code: r.error_code, message: r.error_message ?? '' },
    createdAt: r.created_at,
    startedAt: r.started_at,
    completedAt: r.completed_at,
  };
}

function generationRepository(db: Executor): GenerationRepository {
  return {
    async insert(g) {
      await db
        .insertInto('generations')
        .values({
          id: g.id,
          workspace_id: g.workspaceId,
          account_id: g.accountId,
          type: g.type,
          status: g.status,
          preset_id: g.presetId,
          preset_version: g.presetVersion,
          subject: g.subject,
          prompt: g.prompt,
          platform: g.platform,
          aspect_ratio: g.aspectRatio,
          output_count: g.outputCount,
          width: g.width,
          height: g.height,
          campaign_id: g.campaignId,
          reference_media_ids: JSON.stringify(g.referenceMediaIds),
          seed: g.seed,
          image_engine: g.imageEngine,
          credits_reserved: g.creditsReserved,
          credits_charged: g.creditsCharged,
          reservation_id: g.reservationId,
          copy: g.copy === null ? null : JSON.stringify(g.copy),
          storyboard: g.storyboard === null ? null : JSON.stringify(g.storyboard),
          error_code: g.error?.code ?? null,
          error_message: g.error?.message ?? null,
          created_at: g.createdAt,
          started_at: g.startedAt,
          completed_at: g.completedAt,
        })
        .execute();
    },
    async find(id) {
      const r = await db.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toGeneration(r);
    },
    async list(workspaceId, filter, page) {
      let q = db.selectFrom('generations').selectAll().where('workspace_id', '=', workspaceId);
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.campaignId) q = q.where('campaign_id', '=', filter.campaignId);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toGeneration);
    },
    async markRunning(id, at) {
      const r = await db
        .updateTable('generations')
        .set({ status: 'running', started_at: at })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async savePlan(id, plan) {
      await db
        .updateTable('generations')
        .set({
          copy: plan.copy === null ? null : JSON.stringify(plan.copy),
          storyboard: plan.storyboard === null ? null : JSON.stringify(plan.storyboard),
        })
        .where('id', '=', id)
        .execute();
    },
    async finish(id, end) {
      const r = await db
        .updateTable('generations')
        .set({
          status: end.status,
          credits_charged: end.creditsCharged,
          error_code: end.error?.code ?? null,
          error_message: end.error?.message ?? null,
          completed_at: end.at,
        })
        .where('id', '=', id)
        .where('status', 'in', end.from)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}

function toJob(r: Selectable<JobsTable>): JobRecord {
  return {
    id: r.id,
    kind: r.kind,
    subjectId: r.subject_id,
    status: r.status,
    attempts: r.attempts,
    runAt: r.run_at,
    lockedBy: r.locked_by,
    lockedAt: r.locked_at,
    lastError: r.last_error,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

function jobRepository(db: Executor, dialect: Dialect): JobRepository {
  return {
    async insert(j) {
      await db
        .insertInto('jobs')
        .values({
          id: j.id,
          kind: j.kind,
          subject_id: j.subjectId,
          status: j.status,
          attempts: j.attempts,
          run_at: j.runAt,
          locked_by: j.lockedBy,
          locked_at: j.lockedAt,
          last_error: j.lastError,
          created_at: j.createdAt,
          finished_at: j.finishedAt,
        })
        .execute();
    },
    async claimNext(worker, now) {
      // SKIP LOCKED lets several PostgreSQL workers take different jobs at once; SQLite has one
      // writer, so the plain subquery is already exclusive there.
      let due = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('run_at', '<=', now)
        .orderBy('run_at', 'asc')
        .orderBy('id', 'asc')
        .limit(1);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const r = await db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          locked_by: worker,
          locked_at: now,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', (eb) => eb.selectFrom(due.as('due')).select('due.id'))
        .where('status', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
      return r && toJob(r);
    },
    async heartbeat(id, worker, at) {
      await db
        .updateTable('jobs')
        .set({ locked_at: at })
        .where('id', '=', id)
        .where('locked_by', '=', worker)
        .where('status', '=', 'running')
        .execute();
    },
    async finish(id, status, at, error) {
      await db
        .updateTable('jobs')
        .set({
          status,
          finished_at: at,
          locked_by: null,
          ...(error !== undefined ? { last_error: error } : {}),
        })
        .where('id', '=', id)
        .execute();
    },
    async retry(id, runAt, error) {
      await db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: runAt, locked_by: null, locked_at: null, last_error: error })
        .where('id', '=', id)
        .execute();
    },
    async requeueStale(lockedBefore, now) {
      const r = await db
        .updateTable('jobs')
        .set({ status: 'queued', run_at: now, locked_by: null, locked_at: null })
        .where('status', '=', 'running')
        .where('locked_at', '<', lockedBefore)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async find(id) {
      const r = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toJob(r);
    },
  };
}
