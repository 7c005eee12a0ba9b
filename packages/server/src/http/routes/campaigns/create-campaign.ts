import { z } from 'zod';
import { createCampaign } from '../../../domain/campaigns.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignDescription, campaignName, campaignSchema, toCampaign } from './campaign-schema.js';

export function createCampaignRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/campaigns',
    {
      schema: {
        summary: 'Create a campaign',
        tags: ['campaigns'],
        body: z.object({ name: campaignName, description: campaignDescription.optional() }),
        response: { 201: dataEnvelope(campaignSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const campaign = await createCampaign(deps.campaigns, authOf(request), workspace.id, {
        ...request.body,
      });
      return reply.code(201).send({ data: toCampaign(campaign) });
    },
  );
}
