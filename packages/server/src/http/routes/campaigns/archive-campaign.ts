import { z } from 'zod';
import { archiveCampaign } from '../../../domain/campaigns.js';
import { requireRole } from '../../../domain/tokens.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignSchema, toCampaign } from './campaign-schema.js';

/** `DELETE /campaigns/{id}` archives the campaign (SPEC §6) and answers it in its new state. */
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
      requireRole(authOf(request), 'editor', 'archive campaigns');
      const workspace = await workspaceOf(request);
      return {
        data: toCampaign(await archiveCampaign(deps.campaigns, workspace.id, request.params.id)),
      };
    },
  );
}
