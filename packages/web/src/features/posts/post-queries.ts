import type { MediaItem, Post, PostFilters, SocialAccount } from '@contentforge/sdk';
import { ContentforgeError } from '@contentforge/sdk';
import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useSession, wsKey } from '../../app/session.js';
import { listOptions } from '../../ui/infinite-list.js';

export function usePostList(filters: Pick<PostFilters, 'status' | 'campaignId'>) {
  const session = useSession();
  return useInfiniteQuery(
    listOptions(wsKey(session, 'posts', 'list', filters), (cursor) =>
      session.cf.posts.list({ ...filters, limit: 20, cursor }),
    ),
  );
}

/** A post; read every second while it is being published (every ten when only agents are left). */
export function usePost(id: string) {
  const session = useSession();
  return useQuery({
    queryKey: wsKey(session, 'posts', 'item', id),
    queryFn: () => session.cf.posts.get(id),
    refetchInterval: (q) => {
      const post = q.state.data;
      if (post?.status !== 'publishing') return false;
      const onlyAgents = post.publication?.targets.every(
        (t) => t.status !== 'pending' || t.connection === 'agent_session',
      );
      return onlyAgents ? 10_000 : 1000;
    },
  });
}

export function useSocialAccounts() {
  const session = useSession();
  return useQuery({
    queryKey: wsKey(session, 'social-accounts'),
    queryFn: () => session.cf.socialAccounts.list({ limit: 100 }).toArray(1000),
  });
}

export const accountOf = (accounts: SocialAccount[] | undefined, id: string) =>
  accounts?.find((a) => a.id === id);

/**
 * Images by id, however old they are in the library: null for one the library no longer has,
 * undefined while it is read.
 */
export function useMediaItems(ids: readonly string[]): (MediaItem | null | undefined)[] {
  const session = useSession();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: wsKey(session, 'media', 'item', id),
      queryFn: async () => {
        try {
          return await session.cf.media.get(id);
        } catch (error) {
          if (error instanceof ContentforgeError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: 5 * 60_000,
    })),
  });
  return results.map((r) => r.data);
}

/** When a post goes out, or went out: its scheduled or planned time, else when publishing started. */
export const timeOf = (post: Pick<Post, 'scheduledAt' | 'publishedAt'>) =>
  post.scheduledAt ?? post.publishedAt;

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
