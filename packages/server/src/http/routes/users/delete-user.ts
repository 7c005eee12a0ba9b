import { z } from 'zod';
import { removeUser } from '../../../domain/users/users.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteUserRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/users/:id',
    {
      schema: {
        summary: 'Remove a user from the account',
        description:
          'Owners only. Ends the user’s sessions in the account; the last owner cannot be removed (409).',
        tags: ['users'],
        params: z.object({ id: idSchema }),
        response: { 200: deletedEnvelope, ...problemResponses },
      },
    },
    async (request) => {
      await removeUser(deps.users, authOf(request), request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );
}
