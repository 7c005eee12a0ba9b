import { signOut } from '../../../domain/users/sessions.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { deletedEnvelope, problemResponses } from '../../schemas.js';
import { clearSessionCookies } from '../../session-cookies.js';
import type { ZodApp } from '../../zod-app.js';

export function deleteCurrentSessionRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/sessions/current',
    {
      schema: {
        summary: 'Sign out',
        description: 'Ends the session of the cookie and clears the session cookies.',
        tags: ['users'],
        response: { 200: deletedEnvelope, ...problemResponses },
      },
    },
    async (request, reply) => {
      const id = await signOut(deps.users, authOf(request));
      clearSessionCookies(reply, deps.publicUrl);
      return { data: { id, deleted: true as const } };
    },
  );
}
