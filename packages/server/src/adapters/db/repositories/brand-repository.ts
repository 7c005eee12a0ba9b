import type { Selectable } from 'kysely';
import type {
  BrandDocument,
  BrandFontRecord,
  BrandLogoRecord,
  BrandRepository,
  BrandVersionRecord,
} from '../../../ports/persistence/brand.js';
import type { BrandFontsTable, BrandLogosTable, BrandVersionsTable } from '../schema.js';
import { type Executor, inserted, touched } from './executor.js';

const toVersion = (r: Selectable<BrandVersionsTable>): BrandVersionRecord => ({
  ...r,
  version: Number(r.version),
  document: JSON.parse(r.document) as BrandDocument,
});

const toFont = (r: Selectable<BrandFontsTable>): BrandFontRecord => ({
  ...r,
  bytes: Number(r.bytes),
  variable: Number(r.variable) === 1,
});

const toLogo = (r: Selectable<BrandLogosTable>): BrandLogoRecord => ({
  ...r,
  width: Number(r.width),
  height: Number(r.height),
  opaque: Number(r.opaque) === 1,
});

export function brandRepository(db: Executor): BrandRepository {
  return {
    async current(workspaceId) {
      const r = await db
        .selectFrom('brandVersions')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r && toVersion(r);
    },
    async version(workspaceId, version) {
      const r = await db
        .selectFrom('brandVersions')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('version', '=', version)
        .executeTakeFirst();
      return r && toVersion(r);
    },
    async insertVersion(record) {
      const r = await db
        .insertInto('brandVersions')
        .values({ ...record, document: JSON.stringify(record.document) })
        .onConflict((oc) => oc.columns(['workspaceId', 'version']).doNothing())
        .executeTakeFirst();
      return inserted(r);
    },

    async insertFont(font) {
      const r = await db
        .insertInto('brandFonts')
        .values({ ...font, variable: font.variable ? 1 : 0 })
        .onConflict((oc) => oc.columns(['workspaceId', 'sha256']).doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async findFont(id) {
      const r = await db.selectFrom('brandFonts').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toFont(r);
    },
    async findFontByHash(workspaceId, sha256) {
      const r = await db
        .selectFrom('brandFonts')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      return r && toFont(r);
    },
    async listFonts(workspaceId, page) {
      let q = db
        .selectFrom('brandFonts')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('deletedAt', 'is', null);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toFont);
    },
    async markFontsUsed(ids, at) {
      if (ids.length === 0) return;
      await db
        .updateTable('brandFonts')
        .set({ usedAt: at })
        .where('id', 'in', ids)
        .where('usedAt', 'is', null)
        .execute();
    },
    async restoreFont(id, change) {
      await db
        .updateTable('brandFonts')
        .set({ deletedAt: null, ...(change.filename !== null ? { filename: change.filename } : {}) })
        .where('id', '=', id)
        .execute();
    },
    async markFontDeleted(id, at) {
      const r = await db
        .updateTable('brandFonts')
        .set({ deletedAt: at })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async removeFont(id) {
      const r = await db
        .deleteFrom('brandFonts')
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },

    async insertLogo(logo) {
      const r = await db
        .insertInto('brandLogos')
        .values({ ...logo, opaque: logo.opaque ? 1 : 0 })
        .onConflict((oc) => oc.columns(['workspaceId', 'sha256']).doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async findLogo(id) {
      const r = await db.selectFrom('brandLogos').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toLogo(r);
    },
    async findLogoByHash(workspaceId, sha256) {
      const r = await db
        .selectFrom('brandLogos')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('sha256', '=', sha256)
        .executeTakeFirst();
      return r && toLogo(r);
    },

    async keysInUse(keys) {
      if (keys.length === 0) return [];
      const [fonts, logos] = await Promise.all([
        db.selectFrom('brandFonts').select('storageKey').where('storageKey', 'in', keys).execute(),
        db.selectFrom('brandLogos').select('storageKey').where('storageKey', 'in', keys).execute(),
      ]);
      return [...fonts, ...logos].map((r) => r.storageKey);
    },
  };
}
