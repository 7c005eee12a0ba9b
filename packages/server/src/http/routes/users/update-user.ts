import { z } from 'zod';
import { changeRole } from '../../../domain/users/users.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { accountUserSchema, roleSchema } from './user-schema.js';

export function updateUserRoute(app: ZodApp, deps: RouteDeps): void {
  app.patch(
    '/users/:id',
    {
      schema: {
        summary: 'Change a user’s role in the account',
        description:
          'Owners only. Applies to the user’s next request and to the tokens they created, which never act beyond their user’s role. The last owner keeps the role (409). An owner who becomes an editor or viewer withdraws the invitations they sent that are still pending.',
        tags: ['users'],
        params: z.object({ id: idSchema }),
        body: z.object({ role: roleSchema }),
        response: { 200: dataEnvelope(accountUserSchema), ...problemResponses },
      },
    },
    async (request) => ({
      data: await changeRole(deps.users, authOf(request), request.params.id, request.body.role),
    }),
  );
}
