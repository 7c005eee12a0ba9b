/**
 * The media library at scale: GET /v1/media on PostgreSQL for a workspace of 1,000 items and one of
 * 1,000,000, through a real `contentforge serve --role api` process. The rows are generated here
 * and loaded with COPY into the schema the service's migrations made; the two workspaces share the
 * table and are measured in turns, so that other load on the machine weighs on both alike.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ulid } from 'ulid';
import { openDatabase } from '../packages/server/src/adapters/db/database.js';
import { createAccount } from '../packages/server/src/domain/accounts.js';
import { mediaKeys } from '../packages/server/src/domain/media/media-items.js';
import { PRESETS } from '../packages/server/src/domain/presets/preset-catalogue.js';
import { withDomainServices } from './domain-services.js';
import { createBenchDatabase } from './postgres-database.js';
import { startServeProcess } from './serve-process.js';

export interface ListingSettings {
  smallItems: number;
  largeItems: number;
  /** Items a page (`limit`). */
  limit: number;
  /** The page reached by following `nextCursor` for the deep-page query. */
  deepPage: number;
  warmupRequests: number;
  /** Measured requests of each query on each workspace. */
  requests: number;
}

export interface Latency {
  p50Ms: number;
  p95Ms: number;
  samples: number;
}

export interface ListingQuery {
  id: string;
  label: string;
  small: Latency;
  large: Latency;
  /** p95 of the large workspace over p95 of the small one. */
  p95Ratio: number;
}

export interface ListingResult {
  rows: number;
  /** COPY of every row, then VACUUM ANALYZE. */
  loadSeconds: number;
  queries: ListingQuery[];
}

export type ListingOutcome =
  | { status: 'ok'; server: string; result: ListingResult }
  | { status: 'skipped'; server: string; reason: string };

const YEAR_MS = 365 * 24 * 3600 * 1000;
/**
 * A workspace's first thousand items hold its first uploads (1 in 10) and its first campaign (1 in
 * 5); later, generated items outnumber uploads (1 in 100).
 */
const FIRST_ITEMS = 1_000;
/** Newer generated items belong to a campaign per block of this many. */
const CAMPAIGN_BLOCK = 5_000;
const LINES_PER_CHUNK = 1_000;
const COLUMNS = [
  'id',
  'workspace_id',
  'storage_key',
  'thumbnail_key',
  'mime_type',
  'width',
  'height',
  'bytes',
  'sha256',
  'source',
  'generation_id',
  'preset_id',
  'campaign_id',
  'output_index',
  'created_at',
  'deleted_at',
];

/** An id of the service's shape (`<prefix>_<ULID>`, lower case) for a moment: ids sort by creation. */
const idAt = (prefix: string, ms: number) => `${prefix}_${ulid(ms, Math.random).toLowerCase()}`;

interface WorkspaceRows {
  workspaceId: string;
  items: number;
  /** The moment of the oldest item; the newest is about now. */
  startMs: number;
  oldCampaignId: string;
}

/**
 * The rows of one workspace in COPY's text format, oldest first, a thousand lines a chunk. Item i
 * (0 the oldest) is an upload one time in 10 among the first thousand and one in 100 after, and
 * otherwise one of four outputs of a generation with a preset of the catalogue; a fifth of the first
 * thousand belong to the workspace's first campaign, later generated items to a campaign per 5,000;
 * one item in a hundred is deleted.
 */
function* copyLines({ workspaceId, items, startMs, oldCampaignId }: WorkspaceRows): Generator<string> {
  const hexPool = randomBytes(4096).toString('hex');
  const campaigns = new Map<number, string>();
  const step = (Date.now() - startMs) / items;
  let lines: string[] = [];
  for (let i = 0; i < items; i++) {
    const ms = Math.floor(startMs + i * step);
    const id = idAt('med', ms);
    const upload = i < FIRST_ITEMS ? i % 10 === 0 : i % 100 === 0;
    const keys = mediaKeys(workspaceId, id, 'image/jpeg');
    let campaign = '\\N';
    if (!upload) {
      if (i < FIRST_ITEMS && i % 5 === 1) campaign = oldCampaignId;
      else {
        const block = Math.floor(i / CAMPAIGN_BLOCK);
        if (!campaigns.has(block)) campaigns.set(block, idAt('cmp', ms));
        campaign = campaigns.get(block)!;
      }
    }
    const generation = Math.floor(i / 4);
    const sha = hexPool.slice((i * 64) % (hexPool.length - 64), ((i * 64) % (hexPool.length - 64)) + 64);
    lines.push(
      [
        id,
        workspaceId,
        keys.file,
        keys.thumbnail,
        'image/jpeg',
        1080,
        1350,
        200_000 + ((i * 7919) % 300_000),
        sha,
        upload ? 'upload' : 'generation',
        upload ? '\\N' : `gen_${id.slice(4, 14)}${String(generation).padStart(16, '0')}`,
        upload ? '\\N' : PRESETS[generation % PRESETS.length]!.presetId,
        campaign,
        upload ? '\\N' : i % 4,
        new Date(ms).toISOString(),
        i % 100 === 7 ? new Date(ms + 60_000).toISOString() : '\\N',
      ].join('\t'),
    );
    if (lines.length === LINES_PER_CHUNK) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}

async function copyRows(client: pg.Client, workspaces: WorkspaceRows[], signal: AbortSignal): Promise<void> {
  const rows = Readable.from(
    (function* () {
      for (const workspace of workspaces) yield* copyLines(workspace);
    })(),
  );
  await pipeline(rows, client.query(copyFrom(`copy media_items (${COLUMNS.join(', ')}) from stdin`)), {
    signal,
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95), samples: samples.length };
}

interface Page {
  data: unknown[];
  nextCursor?: string;
}

/** GETs a page over a kept-alive connection; answers it and how long it took, to the last byte. */
function getPage(agent: http.Agent, url: string, token: string): Promise<{ page: Page; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const ms = performance.now() - started;
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url} answered ${response.statusCode}: ${text.slice(0, 300)}`));
          return;
        }
        resolve({ page: JSON.parse(text) as Page, ms });
      });
    });
    request.once('error', reject);
  });
}

interface Workspace {
  label: string;
  token: string;
  oldCampaignId: string;
}

interface QueryKind {
  id: string;
  label: string;
  /** The path to measure for a workspace (walking pages first, for the deep one). */
  path(workspace: Workspace, walk: (path: string) => Promise<Page>): Promise<string>;
}

function queryKinds(settings: ListingSettings): QueryKind[] {
  const first = `/v1/media?limit=${settings.limit}`;
  return [
    { id: 'first-page', label: 'first page', path: async () => first },
    {
      id: 'deep-page',
      label: `page ${settings.deepPage} by cursor`,
      async path(_workspace, walk) {
        let path = first;
        for (let page = 1; page < settings.deepPage; page++) {
          const { nextCursor } = await walk(path);
          if (!nextCursor) throw new Error(`page ${page} has no nextCursor`);
          path = `${first}&cursor=${encodeURIComponent(nextCursor)}`;
        }
        return path;
      },
    },
    { id: 'source', label: 'source=upload', path: async () => `${first}&source=upload` },
    {
      id: 'old-campaign',
      label: 'campaignId=old campaign',
      path: async (workspace) => `${first}&campaignId=${workspace.oldCampaignId}`,
    },
  ];
}

/**
 * Loads `smallItems` into one workspace and `largeItems` into another with COPY, then measures each
 * query on both, in turns, through one API process; skipped where PostgreSQL cannot be reached.
 */
export async function runListingBench(
  settings: ListingSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<ListingOutcome> {
  const created = await createBenchDatabase();
  if (created.status === 'skipped') return created;
  const cleanups: (() => Promise<void>)[] = [() => created.drop()];
  try {
    const database = openDatabase(created.url);
    cleanups.push(() => database.close());
    await database.migrate();
    const now = Date.now();
    // Two accounts, each with its workspace and an owner token, made as the service makes them.
    const workspaces = await withDomainServices(database, async (services) => {
      const made: (Workspace & WorkspaceRows)[] = [];
      for (const [label, items] of [
        [`${settings.smallItems.toLocaleString('en-US')} items`, settings.smallItems],
        [`${settings.largeItems.toLocaleString('en-US')} items`, settings.largeItems],
      ] as const) {
        const account = await createAccount(services.accounts, { name: `Library of ${label}` });
        made.push({
          label,
          token: account.token,
          workspaceId: account.workspace.id,
          items,
          startMs: now - YEAR_MS,
          oldCampaignId: idAt('cmp', now - YEAR_MS),
        });
      }
      return made;
    });

    progress(
      `listing: loading ${(settings.smallItems + settings.largeItems).toLocaleString('en-US')} rows with COPY`,
    );
    const loadStarted = performance.now();
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      await copyRows(client, workspaces, signal);
      // What autovacuum does soon after a bulk load: statistics for the planner, the visibility map.
      await client.query('vacuum analyze media_items');
    } finally {
      await client.end();
    }
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    signal.throwIfAborted();
    progress('listing: starting the API process');
    const api = await startServeProcess('listing API process', 'api', {
      DATABASE_URL: created.url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '10000000',
    });
    cleanups.push(() => api.stop());
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(async () => agent.destroy());

    const queries: ListingQuery[] = [];
    for (const kind of queryKinds(settings)) {
      progress(`listing: ${kind.label}`);
      const paths = await Promise.all(
        workspaces.map((workspace) =>
          kind.path(
            workspace,
            async (path) => (await getPage(agent, `${api.url}${path}`, workspace.token)).page,
          ),
        ),
      );
      const samples: number[][] = workspaces.map(() => []);
      for (let i = 0; i < settings.warmupRequests + settings.requests; i++) {
        for (const [w, workspace] of workspaces.entries()) {
          signal.throwIfAborted();
          const { page, ms } = await getPage(agent, `${api.url}${paths[w]}`, workspace.token);
          // A short page would be a query that found less, not a faster one.
          if (page.data.length !== settings.limit) {
            throw new Error(
              `${kind.label} on ${workspace.label}: ${page.data.length} items, not ${settings.limit}`,
            );
          }
          if (i >= settings.warmupRequests) samples[w]!.push(ms);
        }
      }
      const [small, large] = samples.map(latency) as [Latency, Latency];
      queries.push({ id: kind.id, label: kind.label, small, large, p95Ratio: large.p95Ms / small.p95Ms });
    }
    return {
      status: 'ok',
      server: created.server,
      result: { rows: settings.smallItems + settings.largeItems, loadSeconds, queries },
    };
  } finally {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  }
}
