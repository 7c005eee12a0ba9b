/**
 * Captions counted the way each platform counts them, with the server's own rules: the same
 * functions ★9 and ★8 check a post with (X by twitter-text's weights, Mastodon with links as 23,
 * the others in graphemes), so the counter and the publish cannot disagree. They are pure
 * TypeScript; twitter-text makes them heavy, so they load with the first page that counts.
 */
import { useEffect, useState } from 'react';
import type { SocialPlatform } from '../../server/src/domain/publishing/platforms.js';

/** Each platform's name, from the server's one list. */
export { PLATFORM_NAMES } from '../../server/src/domain/publishing/platform-names.js';
export type { SocialPlatform };

export interface CaptionCount {
  platform: SocialPlatform;
  count: number;
  limit: number;
  /** How the platform counts ("weighted as X counts it"). */
  counting: string;
  over: boolean;
}

export type CaptionCounter = (platform: SocialPlatform, caption: string) => CaptionCount;

let loading: Promise<CaptionCounter> | undefined;

function loadCounter(): Promise<CaptionCounter> {
  loading ??= import('../../server/src/domain/publishing/platforms.js').then(
    ({ PLATFORM_RULES }) =>
      (platform, caption) => {
        const rules = PLATFORM_RULES[platform];
        const count = rules.count(caption);
        return {
          platform,
          count,
          limit: rules.maxText,
          counting: rules.counting,
          over: count > rules.maxText,
        };
      },
  );
  return loading;
}

/** The counter, once its rules have loaded (undefined until then). */
export function useCaptionCounter(): CaptionCounter | undefined {
  const [counter, setCounter] = useState<{ count: CaptionCounter } | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadCounter().then((count) => current && setCounter({ count }));
    return () => {
      current = false;
    };
  }, []);
  return counter?.count;
}
