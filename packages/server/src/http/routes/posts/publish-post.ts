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
          'Answers 202 with the publication: each target is then delivered on its own, charged when delivered and refunded when it fails for good. With `scheduledAt` (or a planned time of the draft that is still ahead) the post is `scheduled`: the cost is reserved now and released if the post is deleted. A post with problems (see `GET /posts/{id}/publish`) is 422 `publish_blocked`, but for those with a `fix` while `autoFix` is on: their variants are made (free of charge) and posted instead, listed per target in `fixes`; a second publish is 409 `already_published`; a short balance 402.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        querystring: dryRunQuery,
        body: z
          .object({
            scheduledAt: dateTimeSchema.optional(),
            autoFix: z
              .boolean()
              .default(true)
              .describe(
                'Post a variant (a new media item linked to the original) of each image a platform would refuse but takes once cropped, scaled or re-encoded: the problems of `GET /posts/{id}/publish` that carry a `fix`. False: those problems refuse the publish too.',
              ),
          })
          .optional(),
        response: publicationResponses,
      },
    },
    async (request, reply) => {
      const outcome = await publishPost(deps.publishing, {
        caller: authOf(request),
        workspaceId: (await workspaceOf(request)).id,
        postId: request.params.id,
        scheduledAt: request.body?.scheduledAt,
        autoFix: request.body?.autoFix ?? true,
        dryRun: request.query.dryRun === 'true',
        idempotency: idempotencyClaimOf(request),
      });
      return answerPublication(reply, outcome);
    },
  );
}
