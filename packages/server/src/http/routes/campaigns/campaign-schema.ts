import { z } from 'zod';
import type { Campaign as CampaignRecord } from '../../../ports/persistence/campaigns.js';

/** `Campaign`, shared by the campaign routes. */
export const campaignSchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    name: z.string(),
    description: z.string().optional(),
    status: z.enum(['active', 'archived']),
    createdAt: z.string(),
    updatedAt: z.string(),
    archivedAt: z.string().optional(),
  })
  .meta({ id: 'Campaign' });

export const campaignName = z.string().trim().min(1).max(200);
export const campaignDescription = z.string().max(2000);

/** `Campaign` as the API shows it: the type the schema describes. */
export type Campaign = z.infer<typeof campaignSchema>;

export function toCampaign(c: CampaignRecord): Campaign {
  return {
    id: c.id,
    workspaceId: c.workspaceId,
    name: c.name,
    ...(c.description !== null ? { description: c.description } : {}),
    status: c.archivedAt ? 'archived' : 'active',
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    ...(c.archivedAt ? { archivedAt: c.archivedAt } : {}),
  };
}
