import { z } from 'zod';
import { findGeneration, withOutputs } from '../../../domain/generations/generation-queries.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { generationSchema, toGeneration } from './generation-schema.js';

export function getGenerationRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/generations/:id',
    {
      schema: {
        summary: 'One generation, with its outputs as far as they are produced',
        tags: ['generations'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(generationSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const g = await findGeneration(deps.generations, workspace.id, request.params.id);
      return { data: toGeneration(deps.publicUrl, await withOutputs(deps.generations, g)) };
    },
  );
}
