import { z } from 'zod';
import { signIn } from '../../../domain/users/sessions.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import { setSessionCookies } from '../../session-cookies.js';
import type { ZodApp } from '../../zod-app.js';
import { emailSchema, signedInSchema, toSignedIn } from './session-schema.js';
import type { SignInDeps } from './sign-in-deps.js';

export function createSessionRoute(app: ZodApp, deps: SignInDeps): void {
  app.post(
    '/sessions',
    {
      schema: {
        summary: 'Sign in with email and password',
        description:
          'Answers 401 `invalid_credentials` for an unknown email or a wrong password alike; repeated failures are refused with 429 `rate_limited` for a while.',
        tags: ['users'],
        security: [],
        body: z.object({ email: emailSchema, password: z.string().min(1).max(256) }),
        response: { 201: dataEnvelope(signedInSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const started = await signIn(deps.users, {
        email: request.body.email,
        password: request.body.password,
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookies(reply, started, deps.publicUrl);
      return reply.code(201).send({ data: toSignedIn(started) });
    },
  );
}
