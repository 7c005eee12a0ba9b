import type { Campaign } from '@contentforge/sdk';
import { useQuery } from '@tanstack/react-query';
import { type Session, useSession, wsKey } from '../../app/session.js';

/** Every campaign of the workspace, archived ones too (names for filters, pickers and labels). */
export function useCampaigns() {
  const session = useSession();
  return useQuery({
    queryKey: wsKey(session, 'campaigns', 'all'),
    queryFn: () => session.cf.campaigns.list({ status: 'all', limit: 100 }).toArray(1000),
    staleTime: 60_000,
  });
}

export const campaignName = (campaigns: Campaign[] | undefined, id: string | undefined) =>
  id ? campaigns?.find((c) => c.id === id)?.name : undefined;

export const campaignKey = (session: Session) => wsKey(session, 'campaigns');
