import { z } from 'zod';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { userSchema } from '../sessions/session-schema.js';

const meSchema = z
  .object({
    tokenId: z.string().describe('The token’s id, or the session’s when `kind` is `session`.'),
    kind: z
      .enum(['api', 'agent', 'session'])
      .describe('`session`: a user signed in to the web application (the session cookie).'),
    role: z.enum(['owner', 'editor', 'viewer']),
    accountId: z.string(),
    workspaceId: z.string().optional().describe('Set when the token is restricted to one workspace.'),
    userId: z.string().optional(),
    user: userSchema.optional().describe('The signed-in user, for a session.'),
  })
  .meta({ id: 'Me' });

export function getMe(app: ZodApp, deps: Pick<RouteDeps, 'users'>): void {
  app.get(
    '/me',
    {
      schema: {
        summary: 'Who the token is',
        tags: ['account'],
        response: { 200: dataEnvelope(meSchema), ...problemResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user =
        auth.kind === 'session' && auth.userId ? await deps.users.store.users.find(auth.userId) : undefined;
      return {
        data: {
          tokenId: auth.tokenId,
          kind: auth.kind,
          role: auth.role,
          accountId: auth.accountId,
          ...(auth.workspaceId ? { workspaceId: auth.workspaceId } : {}),
          ...(auth.userId ? { userId: auth.userId } : {}),
          ...(user ? { user: { id: user.id, email: user.email } } : {}),
        },
      };
    },
  );
}
