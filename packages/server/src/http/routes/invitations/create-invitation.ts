import { z } from 'zod';
import { createInvitation } from '../../../domain/users/invitations.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { emailSchema } from '../sessions/session-schema.js';
import { roleSchema } from '../users/user-schema.js';
import { newInvitationSchema, toInvitation } from './invitation-schema.js';

export function createInvitationRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/invitations',
    {
      schema: {
        summary: 'Invite someone to the account with a role',
        description: 'Owners only. The invitation can be accepted for seven days.',
        tags: ['users'],
        body: z.object({ email: emailSchema, role: roleSchema }),
        response: { 201: dataEnvelope(newInvitationSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const { invitation, acceptUrl } = await createInvitation(deps.users, authOf(request), request.body);
      return reply.code(201).send({ data: { ...toInvitation(invitation), acceptUrl } });
    },
  );
}
