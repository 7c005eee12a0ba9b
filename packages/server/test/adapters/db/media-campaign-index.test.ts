import {
  CompiledQuery,
  type KyselyPlugin,
  PostgresQueryCompiler,
  type RootOperationNode,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRepository } from '../../../src/adapters/db/repositories/media-repository.js';
import type { MediaItemsTable } from '../../../src/adapters/db/schema.js';
import { newId } from '../../../src/domain/ids.js';
import { createTestContext, type TestContext } from '../../support/test-app.js';

let ctx: TestContext;
let workspaceId: string;
const firstCampaign = newId('cmp');
const laterCampaign = newId('cmp');
const ITEMS = 20_000;
const FIRST_CAMPAIGN_ITEMS = 25;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: false });
  ({ workspaceId } = await ctx.account());
  const { db } = ctx.services.database;
  const rows: MediaItemsTable[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const id = newId('med');
    rows.push({
      id,
      workspaceId,
      uploadId: null,
      storageKey: `media/${workspaceId}/${id}.jpg`,
      thumbnailKey: `media/${workspaceId}/thumbnails/${id}.webp`,
      mimeType: 'image/jpeg',
      width: 1080,
      height: 1350,
      bytes: 200_000,
      sha256: '0'.repeat(64),
      source: 'generation',
      caption: null,
      generationId: null,
      presetId: null,
      // The workspace's first items are its first campaign's; every later one is another's.
      campaignId: i < FIRST_CAMPAIGN_ITEMS ? firstCampaign : laterCampaign,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      deletedAt: null,
      outputIndex: null,
      render: null,
      variantOf: null,
    });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('mediaItems')
      .values(rows.slice(i, i + 500))
      .execute();
  // Statistics, as a database that has run for a while has them.
  await sql`analyze media_items`.execute(db);
});
afterAll(async () => ctx?.close());

/** The plan the database chooses for the statement `list` sends, with the same values. */
async function planOfList(filter: { campaignId: string }): Promise<string> {
  const { db, dialect } = ctx.services.database;
  const compiler = dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  const sent: RootOperationNode[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node }) => {
      sent.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const items = await mediaRepository(db.withPlugin(capture)).list(workspaceId, filter, { limit: 21 });
  expect(items).toHaveLength(21);
  expect(items.every((item) => item.campaignId === filter.campaignId)).toBe(true);
  const query = compiler.compileQuery(sent[0]!, { queryId: 'plan' });
  const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
  const plan = await db.executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]),
  );
  return plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
}

describe('the media library of one campaign', () => {
  it("reads a page of an old campaign through the campaign index, not past the workspace's newer items", async () => {
    const plan = await planOfList({ campaignId: firstCampaign });
    expect(plan).toContain('media_items_workspace_campaign');
  });
});
