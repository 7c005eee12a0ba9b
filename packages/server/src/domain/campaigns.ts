import type { Clock } from '../ports/clock.js';
import type { Campaign } from '../ports/persistence/campaigns.js';
import type { Store } from '../ports/persistence/store.js';
import { conflict, notFound } from './app-error.js';
import { isWellFormedId, newId } from './ids.js';
import { type AuthContext, requireRole } from './tokens.js';

export interface CampaignDeps {
  store: Store;
  clock: Clock;
}

export async function createCampaign(
  deps: CampaignDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { name: string; description?: string | undefined },
): Promise<Campaign> {
  requireRole(caller, 'editor', 'create campaigns');
  const at = deps.clock.now().toISOString();
  const campaign: Campaign = {
    id: newId('cmp'),
    workspaceId,
    name: input.name,
    description: input.description ?? null,
    createdAt: at,
    updatedAt: at,
    archivedAt: null,
  };
  await deps.store.campaigns.insert(campaign);
  return campaign;
}

/** The workspace's campaigns, newest first; archived ones only when asked. */
export function listCampaigns(
  deps: Pick<CampaignDeps, 'store'>,
  workspaceId: string,
  filter: { status: 'active' | 'archived' | 'all' },
  page: { limit: number; before?: string | undefined },
): Promise<Campaign[]> {
  return deps.store.campaigns.list(workspaceId, filter, page);
}

/** A campaign of this workspace (archived ones included); 404 otherwise, whoever owns it. */
export async function getCampaign(
  deps: Pick<CampaignDeps, 'store'>,
  workspaceId: string,
  id: string,
): Promise<Campaign> {
  const campaign = isWellFormedId(id, 'cmp') ? await deps.store.campaigns.find(id) : undefined;
  if (!campaign || campaign.workspaceId !== workspaceId) throw notFound('The campaign');
  return campaign;
}

/** Renames or redescribes a campaign; an archived campaign no longer changes (409). */
export async function updateCampaign(
  deps: CampaignDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
  change: { name?: string | undefined; description?: string | null | undefined },
): Promise<Campaign> {
  requireRole(caller, 'editor', 'change campaigns');
  const campaign = await getCampaign(deps, workspaceId, id);
  const updated = await deps.store.campaigns.update(campaign.id, {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.description !== undefined ? { description: change.description } : {}),
    updatedAt: deps.clock.now().toISOString(),
  });
  if (!updated) throw conflict('The campaign is archived and can no longer be changed.');
  return getCampaign(deps, workspaceId, id);
}

/** `DELETE` archives: the campaign keeps its media and posts but leaves the active list. */
export async function archiveCampaign(
  deps: CampaignDeps,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<Campaign> {
  requireRole(caller, 'editor', 'archive campaigns');
  const campaign = await getCampaign(deps, workspaceId, id);
  if (!(await deps.store.campaigns.archive(campaign.id, deps.clock.now().toISOString()))) {
    throw conflict('The campaign is already archived.');
  }
  return getCampaign(deps, workspaceId, id);
}
