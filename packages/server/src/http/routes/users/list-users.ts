import { z } from 'zod';
import { listUsers } from '../../../domain/users/users.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { accountUserSchema } from './user-schema.js';

export function listUsersRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/users',
    {
      schema: {
        summary: 'The account’s users and their roles',
        tags: ['users'],
        response: { 200: z.object({ data: z.array(accountUserSchema) }), ...problemResponses },
      },
    },
    async (request) => ({ data: await listUsers(deps.users, authOf(request)) }),
  );
}
