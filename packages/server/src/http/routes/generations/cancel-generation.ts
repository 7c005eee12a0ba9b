import { z } from 'zod';
import { cancelGeneration, withOutputs } from '../../../domain/generations/generation-queries.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { generationSchema, toGeneration } from './generation-schema.js';

export function cancelGenerationRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/generations/:id/cancel',
    {
      schema: {
        summary: 'Cancel a queued generation; its reserved credits are refunded',
        description:
          'Only a queued generation can be canceled; one that has started or ended is 409 `conflict`.',
        tags: ['generations'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(generationSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const g = await cancelGeneration(deps.generations, authOf(request), workspace.id, request.params.id);
      return { data: toGeneration(deps.publicUrl, await withOutputs(deps.generations, g)) };
    },
  );
}
