import { z } from 'zod';
import { reportHandoff } from '../../../domain/publishing/handoffs.js';
import { getPostWithTargets } from '../../../domain/publishing/posts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, httpUrlSchema, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { publicationSchema, targetErrorSchema, toPublication } from './post-schema.js';

export function reportTargetRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/posts/:id/targets/:socialAccountId/report',
    {
      schema: {
        summary: 'Report how an agent hand-off went (agent tokens)',
        description:
          'The agent that posted a hand-off with its own tools reports it `delivered` (with the post’s id and URL on the platform) or `failed`. Only agent tokens of the post’s account may report (an API token is 403); a target the service delivers itself, or one already reported, is 409. A hand-off not reported within 24 h is `unknown`, and can still be reported.',
        tags: ['posts'],
        params: z.object({ id: idSchema, socialAccountId: idSchema }),
        body: z.object({
          status: z.enum(['delivered', 'failed']),
          externalId: z.string().min(1).max(500).optional(),
          externalUrl: httpUrlSchema.optional(),
          error: z
            .object({
              message: z.string().min(1).max(2000),
              code: z.string().min(1).max(100).optional(),
              category: targetErrorSchema.shape.category.optional(),
            })
            .optional(),
        }),
        response: { 200: dataEnvelope(publicationSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const { id, socialAccountId } = request.params;
      await reportHandoff(deps.publishing, authOf(request), workspace.id, id, socialAccountId, request.body);
      const { post, targets } = await getPostWithTargets(deps.publishing, workspace.id, id);
      return { data: toPublication(post, targets) };
    },
  );
}
