import { z } from 'zod';
import { bootstrapOwnerUser } from '../../../domain/users/users.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import { setSessionCookies } from '../../session-cookies.js';
import type { ZodApp } from '../../zod-app.js';
import { emailSchema, passwordSchema, signedInSchema, toSignedIn } from '../sessions/session-schema.js';
import type { SignInDeps } from '../sessions/sign-in-deps.js';

export function bootstrapOwnerUserRoute(app: ZodApp, deps: SignInDeps): void {
  app.post(
    '/users/bootstrap',
    {
      schema: {
        summary: 'Create the account’s first user with the owner token',
        description:
          'First start: the owner token that `serve` printed creates the account’s owner user and signs in. 409 once the account has a user.',
        tags: ['users'],
        security: [],
        body: z.object({
          ownerToken: z.string().min(1).max(512),
          email: emailSchema,
          password: passwordSchema,
        }),
        response: { 201: dataEnvelope(signedInSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const started = await bootstrapOwnerUser(deps.users, {
        ...request.body,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, started, deps.publicUrl);
      return reply.code(201).send({ data: toSignedIn(started) });
    },
  );
}
