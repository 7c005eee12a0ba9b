import { z } from 'zod';
import { revokeApiToken } from '../../../domain/api-tokens.js';
import { authOf } from '../../request-context.js';
import type { PluginDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function revokeTokenRoute(app: ZodApp, deps: PluginDeps): void {
  app.delete(
    '/tokens/:id',
    {
      schema: {
        summary: 'Revoke a token (owner): calls with it are refused from now on',
        tags: ['account'],
        params: z.object({ id: idSchema }),
        response: { 200: deletedEnvelope, ...problemResponses },
      },
    },
    async (request) => {
      await revokeApiToken(deps, authOf(request), request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
