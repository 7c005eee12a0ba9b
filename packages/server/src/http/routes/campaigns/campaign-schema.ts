import { z } from 'zod';

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
