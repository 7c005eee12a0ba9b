/**
 * The platforms as the service describes them (`GET /platforms`): names, how accounts connect,
 * limits and prices. Read once per visit; the app keeps no list of its own.
 */
import type { Platform } from '@contentforge/sdk';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client.js';

export function usePlatforms() {
  return useQuery({
    queryKey: ['platforms'],
    queryFn: () => api.platforms.list(),
    staleTime: 10 * 60_000,
  });
}

/** A platform's name as people write it, once the list is read (its id until then). */
export function usePlatformNames(): (platform: Platform['platform']) => string {
  const platforms = usePlatforms();
  return useCallback(
    (platform) => platforms.data?.find((p) => p.platform === platform)?.name ?? platform,
    [platforms.data],
  );
}

export type RepliesAs = Platform['replies']['as'];

/**
 * How each platform takes a post's replies (a thread, comments, none), what one reply may count
 * there, and whether it makes document posts: from the same rules the publish check uses.
 */
export function usePlatformFormats() {
  const platforms = usePlatforms();
  return useCallback(
    (platform: Platform['platform']) => {
      const facts = platforms.data?.find((p) => p.platform === platform);
      return {
        replies: facts?.replies.as ?? ('none' as RepliesAs),
        replyLimit: facts?.replies.text?.limit,
        documents: facts?.documents ?? false,
      };
    },
    [platforms.data],
  );
}
