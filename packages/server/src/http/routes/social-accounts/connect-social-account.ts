import { z } from 'zod';
import { startConnection } from '../../../domain/publishing/connect-flow.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, httpUrlSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialPlatformSchema } from './social-account-schema.js';

export function connectSocialAccountRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/social-accounts/connect',
    {
      schema: {
        summary: 'Start connecting a social account through the platform’s sign-in',
        description:
          'For `x`, `linkedin`, `instagram`, `facebook`, `threads`, `tiktok`, `pinterest` and `mastodon` (which also takes `instance`: a host name like `mastodon.social` or its https URL). Answers the platform’s consent page: send the user there within ten minutes, in a browser that may finish the sign-in — the web application’s own session when it started it, else one signed in to Contentforge as an editor or owner of the account (otherwise `?status=error&code=wrong_browser` or `sign_in_required`, and nothing is connected). The platform then sends the browser to `GET /v1/oauth/{platform}/callback`, which creates the `oauth` account (or reconnects the workspace’s account of the same platform user in place) and, with `redirectTo`, redirects there with `?status=connected&socialAccountId=…`, `?status=choose_destination&connectionId=…` (a platform offering several pages or boards: see `GET /social-accounts/connect/{id}`) or `?status=error&code=…`. `redirectTo` must be on this service’s origin or one in `CONNECT_REDIRECT_ORIGINS`. A platform the operator has not configured is 422 `platform_not_configured` naming the settings; `webhook` and `bluesky` accounts are created with `POST /social-accounts`; an agent token is 403 (its accounts are `agent_session`). Needs the editor role.',
        tags: ['social accounts'],
        body: z.object({
          platform: socialPlatformSchema,
          redirectTo: httpUrlSchema
            .optional()
            .describe('Where to send the browser once connected (or not), with the outcome in the query.'),
          instance: z
            .string()
            .trim()
            .min(1)
            .max(253)
            .optional()
            .describe('Mastodon only: the instance, e.g. `mastodon.social`.'),
        }),
        response: {
          200: dataEnvelope(
            z.object({
              authorizeUrl: z.string().describe('The platform’s consent page for this sign-in.'),
              expiresAt: z.string().describe('The sign-in must come back before this.'),
            }),
          ),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return {
        data: await startConnection(deps.publishing, authOf(request), workspace.id, request.body),
      };
    },
  );
}
