import { z } from 'zod';
import { acceptInvitation } from '../../../domain/users/invitations.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import { setSessionCookies } from '../../session-cookies.js';
import type { ZodApp } from '../../zod-app.js';
import { passwordSchema, signedInSchema, toSignedIn } from '../sessions/session-schema.js';
import type { SignInDeps } from '../sessions/sign-in-deps.js';

export function acceptInvitationRoute(app: ZodApp, deps: SignInDeps): void {
  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        summary: 'Accept an invitation and sign in',
        description:
          'Creates the user with this password in the inviting account, with the invitation’s role. For an email that already has a user, the password must be that user’s.',
        tags: ['users'],
        security: [],
        params: z.object({ token: z.string().min(1).max(512) }),
        body: z.object({ password: passwordSchema }),
        response: { 201: dataEnvelope(signedInSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const started = await acceptInvitation(deps.users, {
        token: request.params.token,
        password: request.body.password,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, started, deps.publicUrl);
      return reply.code(201).send({ data: toSignedIn(started) });
    },
  );
}
