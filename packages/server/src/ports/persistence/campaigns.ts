/**
 * Campaigns, which group media items and posts.
 */

export interface Campaign {
  id: string;
  workspaceId: string;
  name: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
}

export interface CampaignRepository {
  insert(campaign: Campaign): Promise<void>;
  find(id: string): Promise<Campaign | undefined>;
  /** Newest first; archived ones only when asked. */
  list(
    workspaceId: string,
    filter: { status: 'active' | 'archived' | 'all' },
    page: { limit: number; before?: string | undefined },
  ): Promise<Campaign[]>;
  /** Applies the change unless the campaign is archived; false then. */
  update(
    id: string,
    change: { name?: string; description?: string | null; updatedAt: string },
  ): Promise<boolean>;
  archive(id: string, at: string): Promise<boolean>;
}
