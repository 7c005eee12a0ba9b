import type { MediaFilters, MediaItem } from '@contentforge/sdk';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSession, wsKey } from '../../app/session.js';
import { listOptions } from '../../ui/infinite-list.js';

/** The workspace's media, newest first, 40 a page. */
export function useMediaList(filters: Pick<MediaFilters, 'source' | 'campaignId'>) {
  const session = useSession();
  return useInfiniteQuery(
    listOptions(wsKey(session, 'media', 'list', filters), (cursor) =>
      session.cf.media.list({ ...filters, limit: 40, cursor }),
    ),
  );
}

/** Words for an image when it has no caption: what it is, and its size. */
export const describeMedia = (item: Pick<MediaItem, 'caption' | 'source' | 'width' | 'height'>) =>
  item.caption
    ? item.caption.slice(0, 140)
    : `${item.source === 'generation' ? 'Generated' : 'Uploaded'} image, ${item.width} × ${item.height}`;

export const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
