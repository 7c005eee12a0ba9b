/**
 * A caption counted the way each platform counts it, by the service (`POST /platforms/count`, the
 * same rules a publish checks): the counter and the publish cannot disagree. With the accounts
 * posted to, an account whose server sets its own limit (a Mastodon instance) is counted against it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { type PlatformId, PlatformMark } from '../../ui/platform-mark.js';
import { useDebounced } from '../../ui/use-debounced.js';
import { usePlatformNames } from './platforms.js';

export function useCaptionCounts(
  text: string,
  platforms: readonly PlatformId[],
  socialAccountIds: readonly string[] = [],
) {
  const settled = useDebounced(text, 250);
  const key = [...platforms].sort().join(',');
  const accounts = [...socialAccountIds].sort().join(',');
  return useQuery({
    queryKey: ['caption-count', key, accounts, settled],
    queryFn: () =>
      api.platforms.count({
        text: settled,
        platforms: [...platforms],
        ...(socialAccountIds.length > 0 ? { socialAccountIds: [...socialAccountIds] } : {}),
      }),
    enabled: platforms.length > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function CaptionCounters({
  text,
  platforms,
  socialAccountIds,
  limits = {},
  label = 'Caption length per platform',
  testId = 'count',
}: {
  text: string;
  platforms: readonly PlatformId[];
  /** The accounts posted to: one whose server has a limit of its own is counted against it. */
  socialAccountIds?: readonly string[];
  /** Limits other than a post's (a platform's limit for comments). */
  limits?: Partial<Record<PlatformId, number>>;
  label?: string;
  testId?: string;
}) {
  const counts = useCaptionCounts(text, platforms, socialAccountIds);
  const name = usePlatformNames();
  if (platforms.length === 0)
    return <p className="hint">Pick accounts to see how long the caption is on each.</p>;
  const all = counts.data ?? [];
  const general = all.filter((c) => c.socialAccountId === undefined);
  // An account counted against a limit of its own replaces its platform's usual count.
  const own = all.filter(
    (c) =>
      c.socialAccountId !== undefined &&
      limits[c.platform] === undefined &&
      c.limit !== general.find((g) => g.platform === c.platform)?.limit,
  );
  const shown = general.flatMap((c) => {
    const mine = own.filter((o) => o.platform === c.platform);
    if (mine.length > 0) return mine;
    const limit = limits[c.platform] ?? c.limit;
    return [{ ...c, limit, over: c.count > limit }];
  });
  return (
    <ul className="counters" aria-label={label} aria-live="polite">
      {shown.map((c) => (
        <li key={c.socialAccountId ?? c.platform} className={c.over ? 'over' : undefined}>
          <PlatformMark platform={c.platform} size="small" />
          <span data-testid={`${testId}-${c.platform}`}>
            {name(c.platform)} {c.count.toLocaleString()} / {c.limit.toLocaleString()}
            {c.over && <strong> · {(c.count - c.limit).toLocaleString()} over</strong>}
          </span>
        </li>
      ))}
    </ul>
  );
}
