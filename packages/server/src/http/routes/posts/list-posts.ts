import { listPosts, withTargets } from '../../../domain/publishing/posts.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { idSchema, listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { postSchema, postStatusSchema, toPost } from './post-schema.js';

export function listPostsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/posts',
    {
      schema: {
        summary: 'Posts, newest first, with their publications',
        tags: ['posts'],
        querystring: paginationQuery.extend({
          status: postStatusSchema.optional(),
          campaignId: idSchema.optional(),
        }),
        response: { 200: listEnvelope(postSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, status, campaignId } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listPosts(
        deps.publishing,
        workspace.id,
        { status, campaignId },
        { limit: limit + 1, before: decodeCursor(cursor, 'post') },
      );
      const result = page(rows, limit, (p) => p.id);
      const full = await withTargets(deps.publishing, result.data);
      return { ...result, data: full.map(({ post, targets }) => toPost(post, targets)) };
    },
  );
}
