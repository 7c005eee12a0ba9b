import { z } from 'zod';
import { listHandoffs } from '../../../domain/publishing/handoffs.js';
import type { TargetRecord } from '../../../ports/persistence/posts.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { idSchema, listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { handoffSchema } from './post-schema.js';

/** One hand-off waiting for (or past) the agent's report. */
const handoffTaskSchema = z
  .object({
    postId: z.string(),
    socialAccountId: z.string(),
    status: z
      .enum(['pending', 'unknown'])
      .describe('`unknown`: not reported within 24 h; a report still counts.'),
    handoff: handoffSchema,
    expiresAt: z.string().optional().describe('When an unreported hand-off turns `unknown`.'),
    attempts: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'HandoffTask' });

function toHandoffTask(t: TargetRecord): z.infer<typeof handoffTaskSchema> {
  return {
    postId: t.postId,
    socialAccountId: t.socialAccountId,
    status: t.state === 'unknown' ? 'unknown' : 'pending',
    // Listed hand-offs always carry one: a target is handed off with it.
    handoff: t.handoff!,
    ...(t.state === 'handed_off' && t.handoffExpiresAt ? { expiresAt: t.handoffExpiresAt } : {}),
    attempts: t.attempts,
    updatedAt: t.updatedAt,
  };
}

/** `GET /handoffs`: what agents have to post with their own tools and then report. */
export function listHandoffsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/handoffs',
    {
      schema: {
        summary: 'Agent hand-offs waiting for their report, newest first',
        description:
          'Targets of `agent_session` accounts that the agent is to post with its own tools, then report with `POST /posts/{id}/targets/{socialAccountId}/report`. `status`: `pending` (default), `unknown` (not reported within 24 h) or `all`.',
        tags: ['posts'],
        querystring: paginationQuery.extend({
          status: z.enum(['pending', 'unknown', 'all']).default('pending'),
          socialAccountId: idSchema.optional(),
        }),
        response: { 200: listEnvelope(handoffTaskSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, status, socialAccountId } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listHandoffs(
        deps.publishing,
        workspace.id,
        { status, socialAccountId },
        { limit: limit + 1, before: decodeCursor(cursor, 'tgt') },
      );
      const result = page(rows, limit, (t) => t.id);
      return { ...result, data: result.data.map(toHandoffTask) };
    },
  );
}
