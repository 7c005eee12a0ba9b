import { listInvitations } from '../../../domain/users/invitations.js';
import { decodeCursor, page } from '../../pagination.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { pendingInvitationSchema, toInvitation } from './invitation-schema.js';

export function listInvitationsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/invitations',
    {
      schema: {
        summary: 'The invitations waiting to be accepted, newest first (owner)',
        description: 'Accepted and expired invitations are left out; their links are never answered again.',
        tags: ['users'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(pendingInvitationSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listInvitations(deps.users, authOf(request), {
        limit: limit + 1,
        before: decodeCursor(cursor, 'inv'),
      });
      const result = page(rows, limit, (r) => r.id);
      return { ...result, data: result.data.map(toInvitation) };
    },
  );
}
