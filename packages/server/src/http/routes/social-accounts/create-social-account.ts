import { z } from 'zod';
import { createSocialAccount } from '../../../domain/publishing/social-accounts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, httpUrlSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import {
  credentialsSchema,
  newSocialAccountSchema,
  socialPlatformSchema,
  toSocialAccount,
} from './social-account-schema.js';

export function createSocialAccountRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/social-accounts',
    {
      schema: {
        summary: 'Connect a social account',
        description:
          'With an agent token, any platform but `webhook` becomes an `agent_session` account: give its `handle`; the agent posts its hand-offs itself. `webhook` takes `webhookUrl` (a public address) and answers the signing `secret` once. `bluesky` takes `credentials: { identifier, appPassword, service? }`, checked against the Bluesky server before the account is created (422 `invalid_credentials` when refused); the handle is the one the server reports.',
        tags: ['social accounts'],
        body: z.object({
          platform: socialPlatformSchema,
          handle: z.string().trim().min(1).max(100).optional(),
          credentials: credentialsSchema.optional(),
          webhookUrl: httpUrlSchema.optional(),
        }),
        response: { 201: dataEnvelope(newSocialAccountSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const { account, secret } = await createSocialAccount(
        deps.publishing,
        authOf(request),
        workspace.id,
        request.body,
      );
      return reply.code(201).send({ data: { ...toSocialAccount(account), ...(secret ? { secret } : {}) } });
    },
  );
}
