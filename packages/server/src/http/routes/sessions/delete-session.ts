import { z } from 'zod';
import { revokeSession } from '../../../domain/users/sessions.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import { clearSessionCookies } from '../../session-cookies.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteSessionRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/sessions/:id',
    {
      schema: {
        summary: 'End one of the signed-in user’s sessions',
        tags: ['users'],
        params: z.object({ id: idSchema }),
        response: { 200: deletedEnvelope, ...problemResponses },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const revoked = await revokeSession(deps.users, auth, request.params.id);
      if (auth.kind === 'session' && auth.tokenId === revoked.id) clearSessionCookies(reply, deps.publicUrl);
      return { data: { id: revoked.id, deleted: true as const } };
    },
  );
}
