import type { Selectable } from 'kysely';
import type { Claims } from '../../../domain/copy/claims.js';
import type { Storyboard } from '../../../domain/generations/storyboard.js';
import { isLanguage } from '../../../domain/languages.js';
import type {
  GenerationRecord,
  GenerationRepository,
  StoredCopy,
} from '../../../ports/persistence/generations.js';
import type { GenerationsTable } from '../schema.js';
import { type Executor, touched } from './executor.js';
import { toJson as json, parseJson } from './json-columns.js';

function toRecord({
  errorCode,
  errorMessage,
  crop,
  language,
  claims,
  ...r
}: Selectable<GenerationsTable>): GenerationRecord {
  return {
    ...r,
    language: language !== null && isLanguage(language) ? language : null,
    claims: parseJson<Claims>(claims),
    ...(crop === null ? {} : { crop: crop === 1 }),
    seed: Number(r.seed),
    referenceMediaIds: JSON.parse(r.referenceMediaIds) as string[],
    copy: parseJson<StoredCopy>(r.copy),
    storyboard: parseJson<Storyboard>(r.storyboard),
    error: errorCode === null ? null : { code: errorCode, message: errorMessage ?? '' },
  };
}

const errorColumns = (error: GenerationRecord['error']) => ({
  errorCode: error?.code ?? null,
  errorMessage: error?.message ?? null,
});

export function generationRepository(db: Executor): GenerationRepository {
  return {
    async insert({ error, crop, ...g }) {
      await db
        .insertInto('generations')
        .values({
          ...g,
          crop: crop === undefined ? null : crop ? 1 : 0,
          referenceMediaIds: JSON.stringify(g.referenceMediaIds),
          copy: json(g.copy),
          storyboard: json(g.storyboard),
          claims: json(g.claims),
          ...errorColumns(error),
        })
        .execute();
    },
    async find(id) {
      const r = await db.selectFrom('generations').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toRecord(r);
    },
    async list(workspaceId, filter, page) {
      let q = db.selectFrom('generations').selectAll().where('workspaceId', '=', workspaceId);
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.campaignId) q = q.where('campaignId', '=', filter.campaignId);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toRecord);
    },
    async markRunning(id, at) {
      const r = await db
        .updateTable('generations')
        .set({ status: 'running', startedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      return touched(r);
    },
    async savePlan(id, plan) {
      await db
        .updateTable('generations')
        .set({ copy: json(plan.copy), storyboard: json(plan.storyboard) })
        .where('id', '=', id)
        .execute();
    },
    async finish(id, end) {
      const r = await db
        .updateTable('generations')
        .set({
          status: end.status,
          creditsCharged: end.creditsCharged,
          ...errorColumns(end.error),
          completedAt: end.at,
        })
        .where('id', '=', id)
        .where('status', 'in', end.from)
        .executeTakeFirst();
      return touched(r);
    },
  };
}
