import { z } from 'zod';
import type { Services } from '../../../services.js';
import { decodeCursor, page } from '../../pagination.js';
import { authOf } from '../../request-context.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export const workspaceSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    name: z.string(),
    isDefault: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Workspace' });

export function listWorkspaces(app: ZodApp, { store }: Services): void {
  app.get(
    '/workspaces',
    {
      schema: {
        summary: 'The workspaces the token can reach',
        tags: ['account'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(workspaceSchema), ...problemResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { limit, cursor } = request.query;
      const after = decodeCursor(cursor, 'ws');
      const defaultWs = await store.accounts.defaultWorkspace(auth.accountId);
      // A token restricted to one workspace reaches only that one.
      const rows = await store.accounts.listWorkspaces(auth.accountId, {
        limit: limit + 1,
        after,
        only: auth.workspaceId,
      });
      const result = page(rows, limit, (w) => w.id);
      return {
        ...result,
        data: result.data.map((w) => ({ ...w, isDefault: w.id === defaultWs?.id })),
      };
    },
  );
}
