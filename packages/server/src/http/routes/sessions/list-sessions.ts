import { z } from 'zod';
import { listSessions } from '../../../domain/users/sessions.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { sessionSchema, toSession } from './session-schema.js';

export function listSessionsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/sessions',
    {
      schema: {
        summary: 'The signed-in user’s sessions',
        description:
          'Live sessions in this account, newest first; `current` marks the one making the request.',
        tags: ['users'],
        response: { 200: z.object({ data: z.array(sessionSchema) }), ...problemResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const sessions = await listSessions(deps.users, auth);
      const currentId = auth.kind === 'session' ? auth.tokenId : '';
      return { data: sessions.map((s) => toSession(s, currentId)) };
    },
  );
}
