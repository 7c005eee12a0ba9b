import { listSocialAccounts } from '../../../domain/publishing/social-accounts.js';
import { hasRole } from '../../../domain/tokens.js';
import { decodeCursor, page } from '../../pagination.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialAccountSchema, socialPlatformSchema, toSocialAccount } from './social-account-schema.js';

export function listSocialAccountsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/social-accounts',
    {
      schema: {
        summary: 'Connected social accounts, newest first',
        tags: ['social accounts'],
        querystring: paginationQuery.extend({ platform: socialPlatformSchema.optional() }),
        response: { 200: listEnvelope(socialAccountSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, platform } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listSocialAccounts(
        deps.publishing,
        workspace.id,
        { platform },
        { limit: limit + 1, before: decodeCursor(cursor, 'sa') },
      );
      const result = page(rows, limit, (a) => a.id);
      const inFull = hasRole(authOf(request), 'editor');
      return { ...result, data: result.data.map((a) => toSocialAccount(a, inFull)) };
    },
  );
}
