import { z } from 'zod';
import { updateCampaign } from '../../../domain/campaigns.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignDescription, campaignName, campaignSchema, toCampaign } from './campaign-schema.js';

export function updateCampaignRoute(app: ZodApp, deps: RouteDeps): void {
  app.patch(
    '/campaigns/:id',
    {
      schema: {
        summary: 'Rename or redescribe a campaign (null clears the description)',
        tags: ['campaigns'],
        params: z.object({ id: idSchema }),
        body: z.object({
          name: campaignName.optional(),
          description: campaignDescription.nullable().optional(),
        }),
        response: { 200: dataEnvelope(campaignSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const campaign = await updateCampaign(
        deps.campaigns,
        authOf(request),
        workspace.id,
        request.params.id,
        request.body,
      );
      return { data: toCampaign(campaign) };
    },
  );
}
