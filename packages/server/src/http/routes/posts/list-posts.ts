import { listPosts, withTargets } from '../../../domain/publishing/posts.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dateTimeSchema, idSchema, listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { postSchema, postStatusSchema, toPost } from './post-schema.js';

export function listPostsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/posts',
    {
      schema: {
        summary: 'Posts, newest first, with their publications',
        description:
          '`from` and `to` keep the posts whose time — `scheduledAt` (a scheduled post, or a draft’s planned time), else `publishedAt` — is at or after `from` and before `to`: a calendar’s range. Drafts without a planned time have none and are left out then.',
        tags: ['posts'],
        querystring: paginationQuery.extend({
          status: postStatusSchema.optional(),
          campaignId: idSchema.optional(),
          from: dateTimeSchema.optional(),
          to: dateTimeSchema.optional(),
        }),
        response: { 200: listEnvelope(postSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, status, campaignId, from, to } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listPosts(
        deps.publishing,
        workspace.id,
        { status, campaignId, between: { from, to } },
        { limit: limit + 1, before: decodeCursor(cursor, 'post') },
      );
      const result = page(rows, limit, (p) => p.id);
      const full = await withTargets(deps.publishing, result.data);
      return { ...result, data: full.map(({ post, targets }) => toPost(post, targets)) };
    },
  );
}
