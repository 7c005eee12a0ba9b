import type { Selectable } from 'kysely';
import type {
  Handoff,
  PartReceipt,
  PostChange,
  PostRecord,
  PostReply,
  PostRepository,
  TargetChange,
  TargetError,
  TargetFix,
  TargetRecord,
} from '../../../ports/persistence/posts.js';
import type { PostsTable, PostTargetsTable } from '../schema.js';
import { type Executor, touched } from './executor.js';
import { parseJson, toJson } from './json-columns.js';

const toPost = (r: Selectable<PostsTable>): PostRecord => ({
  ...r,
  mediaIds: JSON.parse(r.mediaIds) as string[],
  socialAccountIds: JSON.parse(r.socialAccountIds) as string[],
  altTexts: JSON.parse(r.altTexts) as PostRecord['altTexts'],
  perPlatform: JSON.parse(r.perPlatform) as PostRecord['perPlatform'],
  replies: JSON.parse(r.replies) as PostReply[],
});

const postRow = (p: PostRecord) => ({
  ...p,
  mediaIds: JSON.stringify(p.mediaIds),
  socialAccountIds: JSON.stringify(p.socialAccountIds),
  altTexts: JSON.stringify(p.altTexts),
  perPlatform: JSON.stringify(p.perPlatform),
  replies: JSON.stringify(p.replies),
});

/** Only the columns a change names: the JSON ones serialized. */
function postChangeRow(c: PostChange) {
  const { mediaIds, socialAccountIds, altTexts, perPlatform, replies, ...rest } = c;
  return {
    ...rest,
    ...(mediaIds !== undefined ? { mediaIds: JSON.stringify(mediaIds) } : {}),
    ...(socialAccountIds !== undefined ? { socialAccountIds: JSON.stringify(socialAccountIds) } : {}),
    ...(altTexts !== undefined ? { altTexts: JSON.stringify(altTexts) } : {}),
    ...(perPlatform !== undefined ? { perPlatform: JSON.stringify(perPlatform) } : {}),
    ...(replies !== undefined ? { replies: JSON.stringify(replies) } : {}),
  };
}

const toTarget = (r: Selectable<PostTargetsTable>): TargetRecord => ({
  ...r,
  parts: parseJson<PartReceipt[]>(r.parts),
  handoff: parseJson<Handoff>(r.handoff),
  error: parseJson<TargetError>(r.error),
  fixes: parseJson<TargetFix[]>(r.fixes),
});

function targetChangeRow(c: TargetChange) {
  const { handoff, error, parts, ...rest } = c;
  return {
    ...rest,
    ...(parts !== undefined ? { parts: toJson(parts) } : {}),
    ...(handoff !== undefined ? { handoff: toJson(handoff) } : {}),
    ...(error !== undefined ? { error: toJson(error) } : {}),
  };
}

export function postRepository(db: Executor): PostRepository {
  return {
    async insert(post) {
      await db.insertInto('posts').values(postRow(post)).execute();
    },
    async find(id) {
      const r = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toPost(r);
    },
    async list(workspaceId, filter, page) {
      let q = db
        .selectFrom('posts')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('deletedAt', 'is', null);
      if (filter.status) q = q.where('status', '=', filter.status);
      if (filter.campaignId) q = q.where('campaignId', '=', filter.campaignId);
      const { from, to } = filter.between ?? {};
      if (from !== undefined) q = q.where((eb) => eb.fn.coalesce('scheduledAt', 'publishedAt'), '>=', from);
      if (to !== undefined) q = q.where((eb) => eb.fn.coalesce('scheduledAt', 'publishedAt'), '<', to);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toPost);
    },
    async update(id, from, change) {
      const r = await db
        .updateTable('posts')
        .set(postChangeRow(change))
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .where('status', 'in', from)
        .executeTakeFirst();
      return touched(r);
    },
    async due(now, limit) {
      const rows = await db
        .selectFrom('posts')
        .selectAll()
        .where('status', '=', 'scheduled')
        .where('deletedAt', 'is', null)
        .where('scheduledAt', '<=', now)
        .orderBy('scheduledAt', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toPost);
    },
    async insertTargets(targets) {
      if (targets.length === 0) return;
      await db
        .insertInto('postTargets')
        .values(
          targets.map((t) => ({
            ...t,
            parts: toJson(t.parts),
            handoff: toJson(t.handoff),
            error: toJson(t.error),
            fixes: toJson(t.fixes),
          })),
        )
        .execute();
    },
    async findTarget(id) {
      const r = await db.selectFrom('postTargets').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toTarget(r);
    },
    async targetsOf(postIds) {
      if (postIds.length === 0) return [];
      const rows = await db
        .selectFrom('postTargets')
        .selectAll()
        .where('postId', 'in', postIds)
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toTarget);
    },
    async updateTarget(id, from, change) {
      const r = await db
        .updateTable('postTargets')
        .set(targetChangeRow(change))
        .where('id', '=', id)
        .where('state', 'in', from)
        .executeTakeFirst();
      return touched(r);
    },
    async expiredHandoffs(now, limit) {
      const rows = await db
        .selectFrom('postTargets')
        .selectAll()
        .where('state', '=', 'handed_off')
        .where('handoffExpiresAt', '<=', now)
        .orderBy('handoffExpiresAt', 'asc')
        .limit(limit)
        .execute();
      return rows.map(toTarget);
    },
    async handoffs(workspaceId, filter, page) {
      let q = db
        .selectFrom('postTargets')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('connection', '=', 'agent_session')
        .where('state', 'in', filter.states);
      if (filter.socialAccountId) q = q.where('socialAccountId', '=', filter.socialAccountId);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toTarget);
    },
  };
}
