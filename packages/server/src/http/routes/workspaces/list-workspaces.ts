import { listWorkspaces as listReachable } from '../../../domain/accounts.js';
import { decodeCursor, page } from '../../pagination.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { workspaceSchema } from './workspace-schema.js';

export function listWorkspaces(app: ZodApp, { accounts }: Pick<RouteDeps, 'accounts'>): void {
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
      const { limit, cursor } = request.query;
      const rows = await listReachable(accounts, authOf(request), {
        limit: limit + 1,
        after: decodeCursor(cursor, 'ws'),
      });
      return page(rows, limit, (w) => w.id);
    },
  );
}
