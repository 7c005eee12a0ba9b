import { z } from 'zod';
import { getCampaign } from '../../../domain/campaigns.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignSchema, toCampaign } from './campaign-schema.js';

export function getCampaignRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/campaigns/:id',
    {
      schema: {
        summary: 'One campaign',
        tags: ['campaigns'],
        params: z.object({ id: idSchema }),
        response: { 200: dataEnvelope(campaignSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return { data: toCampaign(await getCampaign(deps.campaigns, workspace.id, request.params.id)) };
    },
  );
}
