import { z } from 'zod';
import { archiveCampaign } from '../../../domain/campaigns.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignSchema, toCampaign } from './campaign-schema.js';

/** `DELETE /campaigns/{id}` archives the campaign and answers it in its new state. */
export function archiveCampaignRoute(app: ZodApp, deps: RouteDeps): void {
  app.delete(
    '/campaigns/:id',
    {
      schema: {
        summary: 'Archive a campaign',
        tags: ['campaigns'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(campaignSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return {
        data: toCampaign(
          await archiveCampaign(deps.campaigns, authOf(request), workspace.id, request.params.id),
        ),
      };
    },
  );
}
