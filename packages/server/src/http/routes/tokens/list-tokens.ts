import { listApiTokens } from '../../../domain/api-tokens.js';
import { decodeCursor, page } from '../../pagination.js';
import { authOf } from '../../request-context.js';
import type { PluginDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { tokenSchema, toToken } from './token-schema.js';

export function listTokensRoute(app: ZodApp, deps: PluginDeps): void {
  app.get(
    '/tokens',
    {
      schema: {
        summary: 'The account’s active tokens, newest first (owner)',
        description: 'Revoked and expired tokens are left out. Secrets are never returned.',
        tags: ['account'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(tokenSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listApiTokens(deps, authOf(request), {
        limit: limit + 1,
        before: decodeCursor(cursor, 'tok'),
      });
      const result = page(rows, limit, (t) => t.id);
      return { ...result, data: result.data.map(toToken) };
    },
  );
}
