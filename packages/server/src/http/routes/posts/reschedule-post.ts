import { z } from 'zod';
import { getPostWithTargets, reschedulePost } from '../../../domain/publishing/posts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, dateTimeSchema, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { postSchema, toPost } from './post-schema.js';

export function reschedulePostRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/posts/:id/reschedule',
    {
      schema: {
        summary: 'Move a scheduled post to another time',
        description:
          'For a post that is `scheduled` and not yet due: it will publish at `scheduledAt` instead (ahead, within a year). Its reserved credits stay reserved, and nothing else about it changes. A draft’s planned time is changed with `PATCH /posts/{id}`; a post already publishing or published is 409 `conflict`. Needs the editor role. Free.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        body: z.object({ scheduledAt: dateTimeSchema }),
        response: { 200: dataEnvelope(postSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const { id } = request.params;
      await reschedulePost(deps.publishing, authOf(request), workspace.id, id, request.body.scheduledAt);
      const { post, targets } = await getPostWithTargets(deps.publishing, workspace.id, id);
      return { data: toPost(post, targets) };
    },
  );
}
