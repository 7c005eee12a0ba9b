import { z } from 'zod';
import { listCampaigns } from '../../../domain/campaigns.js';
import { decodeCursor, page } from '../../pagination.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { campaignSchema, toCampaign } from './campaign-schema.js';

export function listCampaignsRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/campaigns',
    {
      schema: {
        summary: 'Campaigns, newest first (active ones unless asked)',
        tags: ['campaigns'],
        querystring: paginationQuery.extend({
          status: z.enum(['active', 'archived', 'all']).default('active'),
        }),
        response: { 200: listEnvelope(campaignSchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor, status } = request.query;
      const workspace = await workspaceOf(request);
      const rows = await listCampaigns(
        deps.campaigns,
        workspace.id,
        { status },
        { limit: limit + 1, before: decodeCursor(cursor, 'cmp') },
      );
      const result = page(rows, limit, (c) => c.id);
      return { ...result, data: result.data.map(toCampaign) };
    },
  );
}
