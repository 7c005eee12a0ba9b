import { z } from 'zod';
import { publishPost } from '../../../domain/publishing/publish-post.js';
import { idempotencyClaimOf } from '../../plugins/idempotency.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dateTimeSchema, dryRunQuery, idSchema } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { answerPublication, publicationResponses, replayPublication } from './answer-publication.js';

/** Publish, `POST /posts/{id}/publish`. */
export function publishPostRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/posts/:id/publish',
    {
      config: {
        idempotency: { replay: (request, _reply, first) => replayPublication(deps, request, first) },
      },
      schema: {
        summary: 'Publish a post now or at a time: reserves its maximum cost, charges each target delivered',
        description:
          'Answers 202 with the publication: each target is then delivered on its own, charged when delivered and refunded when it fails for good. With `scheduledAt` (or a planned time of the draft that is still ahead) the post is `scheduled`: the cost is reserved now and released if the post is deleted. A post with problems (see `GET /posts/{id}/publish`) is 422 `publish_blocked`; a second publish is 409 `already_published`; a short balance 402.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        querystring: dryRunQuery,
        body: z.object({ scheduledAt: dateTimeSchema.optional() }).optional(),
        response: publicationResponses,
      },
    },
    async (request, reply) => {
      const outcome = await publishPost(deps.publishing, {
        caller: authOf(request),
        workspaceId: (await workspaceOf(request)).id,
        postId: request.params.id,
        scheduledAt: request.body?.scheduledAt,
        dryRun: request.query.dryRun === 'true',
        idempotency: idempotencyClaimOf(request),
      });
      return answerPublication(reply, outcome);
    },
  );
}
