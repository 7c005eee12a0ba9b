import { z } from 'zod';
import { retryPost } from '../../../domain/publishing/publish-post.js';
import { idempotencyClaimOf } from '../../plugins/idempotency.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dryRunQuery, idSchema } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { answerPublication, publicationResponses, replayPublication } from './answer-publication.js';

export function retryPostRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/posts/:id/retry',
    {
      config: {
        idempotency: { replay: (request, _reply, first) => replayPublication(deps, request, first) },
      },
      schema: {
        summary: 'Send the failed targets of a post again (and, when asked, those whose outcome is unknown)',
        description:
          'Only a post whose publishing has ended (`partially_published` or `failed`) can be retried; `socialAccountIds` picks some of its targets (one that cannot be retried is 409, one with a problem 422 `publish_blocked`). The retried targets’ cost is reserved again (402 when short) and each is charged only when delivered. `unknown` targets may already have been published: include them only when you know they were not.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        querystring: dryRunQuery,
        body: z
          .object({
            includeUnknown: z.boolean().default(false),
            socialAccountIds: z
              .array(idSchema)
              .min(1)
              .max(50)
              .optional()
              .describe(
                'Retry only these targets (by default every failed one, and every unknown one when asked).',
              ),
          })
          .optional(),
        response: publicationResponses,
      },
    },
    async (request, reply) => {
      const outcome = await retryPost(deps.publishing, {
        caller: authOf(request),
        workspaceId: (await workspaceOf(request)).id,
        postId: request.params.id,
        includeUnknown: request.body?.includeUnknown ?? false,
        only: request.body?.socialAccountIds,
        dryRun: request.query.dryRun === 'true',
        idempotency: idempotencyClaimOf(request),
      });
      return answerPublication(reply, outcome);
    },
  );
}
