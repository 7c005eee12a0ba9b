/**
 * Lists as the API pages them (`nextCursor`), read page by page as the person scrolls: the SDK's
 * list call is the transport, TanStack Query keeps the pages.
 */
import type { Page, PageRequest } from '@contentforge/sdk';
import { infiniteQueryOptions, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export interface ListPage<T> {
  data: T[];
  nextCursor: string | undefined;
}

export function listOptions<T>(
  queryKey: readonly unknown[],
  list: (cursor: string | undefined) => PageRequest<T>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: async ({ pageParam }): Promise<ListPage<T>> => {
      const page: Page<T> = await list(pageParam);
      return { data: page.data, nextCursor: page.nextCursor };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every item read so far, in order. */
export const itemsOf = <T,>(query: { data?: { pages: ListPage<T>[] } | undefined }): T[] =>
  query.data?.pages.flatMap((p) => p.data) ?? [];

/**
 * Reads the next page when the end of the list comes into view; the button does the same for
 * keyboards and for anyone who prefers to ask.
 */
export function LoadMore({
  query,
  label = 'Show more',
}: {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  label?: string;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="load-more">
      <button
        type="button"
        className="btn secondary"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage()}
      >
        {isFetchingNextPage ? 'Loading…' : label}
      </button>
    </div>
  );
}
