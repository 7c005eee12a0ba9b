import { z } from 'zod';
import { choosePendingDestination } from '../../../domain/publishing/pending-connections.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialAccountSchema, toSocialAccount } from './social-account-schema.js';

export function chooseDestinationRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/social-accounts/connect/:id',
    {
      schema: {
        summary: 'Connect the account to the destination chosen',
        description:
          'Creates the `oauth` account posting to the destination (or reconnects the workspace’s account of that destination in place) and uses the pending connection up. Needs the editor role.',
        tags: ['social accounts'],
        params: z.object({ id: idSchema }),
        body: z.object({
          destinationId: z.string().min(1).max(200).describe('One of the connection’s `destinations`.'),
        }),
        response: { 201: dataEnvelope(socialAccountSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const { account } = await choosePendingDestination(
        deps.publishing,
        authOf(request),
        workspace.id,
        request.params.id,
        request.body.destinationId,
      );
      return reply.code(201).send({ data: toSocialAccount(account) });
    },
  );
}
