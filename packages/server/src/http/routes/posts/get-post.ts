import { z } from 'zod';
import { getPostWithTargets } from '../../../domain/publishing/posts.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { postSchema, toPost } from './post-schema.js';

export function getPostRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/posts/:id',
    {
      schema: {
        summary: 'A post, with its publication (null before the first publish)',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(postSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const { post, targets } = await getPostWithTargets(deps.publishing, workspace.id, request.params.id);
      return { data: toPost(post, targets) };
    },
  );
}
