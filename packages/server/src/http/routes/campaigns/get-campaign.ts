import { z } from 'zod';
import { getCampaign, toCampaignView } from '../../../domain/campaigns.js';
import type { Services } from '../../../services.js';
import { workspaceOf } from '../../request-context.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignSchema } from './campaign-schema.js';

export function getCampaignRoute(app: ZodApp, services: Services): void {
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
      return { data: toCampaignView(await getCampaign(services.campaigns, workspace.id, request.params.id)) };
    },
  );
}
