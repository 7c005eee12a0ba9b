import { z } from 'zod';
import { getPendingConnection } from '../../../domain/publishing/pending-connections.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { pendingConnectionSchema } from './connect-schema.js';

export function getPendingConnectionRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/social-accounts/connect/:id',
    {
      schema: {
        summary: 'A signed-in connection waiting for its destination',
        description:
          'When the platform offers several places to post to (Facebook pages, Instagram business accounts, Pinterest boards), the callback keeps the connection ten minutes and names it (`connectionId`); this lists the destinations to choose from with `POST /social-accounts/connect/{id}`.',
        tags: ['social accounts'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(pendingConnectionSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return {
        data: await getPendingConnection(deps.publishing, authOf(request), workspace.id, request.params.id),
      };
    },
  );
}
