import { z } from 'zod';
import { authOf } from '../../request-context.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

const meSchema = z
  .object({
    tokenId: z.string(),
    kind: z.enum(['api', 'agent']),
    role: z.enum(['owner', 'editor', 'viewer']),
    accountId: z.string(),
    workspaceId: z.string().optional().describe('Set when the token is restricted to one workspace.'),
    userId: z.string().optional(),
  })
  .meta({ id: 'Me' });

export function getMe(app: ZodApp): void {
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
      return {
        data: {
          tokenId: auth.tokenId,
          kind: auth.kind,
          role: auth.role,
          accountId: auth.accountId,
          ...(auth.workspaceId ? { workspaceId: auth.workspaceId } : {}),
          ...(auth.userId ? { userId: auth.userId } : {}),
        },
      };
    },
  );
}
