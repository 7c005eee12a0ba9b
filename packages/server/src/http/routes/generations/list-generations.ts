import { z } from 'zod';
import { listGenerations } from '../../../domain/generations/generation-queries.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { generationSchema, toGeneration } from './generation-schema.js';

export function listGenerationsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/generations',
    {
      schema: {
        summary: 'Generations, newest first',
        tags: ['generations'],
        querystring: paginationQuery.extend({
          status: z.enum(['queued', 'running', 'succeeded', 'failed', 'canceled']).optional(),
          campaignId: z.string().min(1).max(64).optional(),
        }),
        response: { 200: listEnvelope(generationSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, status, campaignId } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listGenerations(
        deps.generations,
        workspace.id,
        { status, campaignId },
        { limit: limit + 1, before: decodeCursor(cursor, 'gen') },
      );
      const result = page(rows, limit, (g) => g.generation.id);
      return { ...result, data: result.data.map((g) => toGeneration(deps.publicUrl, g)) };
    },
  );
}
