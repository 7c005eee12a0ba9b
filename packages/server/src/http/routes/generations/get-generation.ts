import { z } from 'zod';
import { findGeneration, viewGeneration } from '../../../domain/generations/generation-queries.js';
import type { Services } from '../../../services.js';
import { workspaceOf } from '../../request-context.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { generationSchema } from './generation-schema.js';

export function getGenerationRoute(app: ZodApp, services: Services): void {
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
      const g = await findGeneration(services.generations, workspace.id, request.params.id);
      return { data: await viewGeneration(services.generations, g) };
    },
  );
}
