import { z } from 'zod';
import { revokeInvitation } from '../../../domain/users/invitations.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function revokeInvitationRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/invitations/:id',
    {
      schema: {
        summary: 'Withdraw an invitation (owner): its link stops working',
        description: 'Only an invitation not yet accepted; an accepted, unknown or expired one is 404.',
        tags: ['users'],
        params: z.object({ id: idSchema }),
        response: { 200: deletedEnvelope, ...problemResponses },
      },
    },
    async (request) => {
      await revokeInvitation(deps.users, authOf(request), request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
