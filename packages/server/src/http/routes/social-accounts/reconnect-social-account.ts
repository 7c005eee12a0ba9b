import { z } from 'zod';
import { reconnectSocialAccount } from '../../../domain/publishing/social-accounts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, httpUrlSchema, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { credentialsSchema, socialAccountSchema, toSocialAccount } from './social-account-schema.js';

export function reconnectSocialAccountRoute(app: ZodApp, deps: RouteDeps): void {
  app.patch(
    '/social-accounts/:id',
    {
      schema: {
        summary: 'Reconnect a social account: new credentials, or a new webhook address',
        description:
          'A `bluesky` account takes new `credentials` (checked against its server like at creation, and they must sign in as the same account: 422 `invalid_credentials` otherwise); a `webhook` account a new `webhookUrl` (its signing secret stays). The account is `active` again with the same id, so posts naming it can be published and their failed targets retried. An `agent_session` account has nothing to reconnect (409).',
        tags: ['social accounts'],
        params: z.object({ id: idSchema }),
        body: z.object({ credentials: credentialsSchema.optional(), webhookUrl: httpUrlSchema.optional() }),
        response: { 200: dataEnvelope(socialAccountSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const account = await reconnectSocialAccount(
        deps.publishing,
        authOf(request),
        workspace.id,
        request.params.id,
        request.body,
      );
      return { data: toSocialAccount(account) };
    },
  );
}
