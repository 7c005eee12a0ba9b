import { z } from 'zod';
import { getSocialAccount } from '../../../domain/publishing/social-accounts.js';
import { hasRole } from '../../../domain/tokens.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialAccountSchema, toSocialAccount } from './social-account-schema.js';

export function getSocialAccountRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/social-accounts/:id',
    {
      schema: {
        summary: 'A social account',
        tags: ['social accounts'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(socialAccountSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const account = await getSocialAccount(deps.publishing, workspace.id, request.params.id);
      return { data: toSocialAccount(account, hasRole(authOf(request), 'editor')) };
    },
  );
}
