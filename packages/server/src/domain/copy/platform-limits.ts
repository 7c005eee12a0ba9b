/**
 * How long a caption may be on each platform, counted the platform's way (SPEC §6 ★7): X weighs
 * text as twitter-text does (URLs 23, most CJK and emoji 2); every other platform counts what a
 * reader sees as one character, a grapheme cluster (an emoji with a skin tone or a flag is one).
 * The same functions check generated copy and, later, posts before they are published.
 */
import twitterText from 'twitter-text';
import type { Platform } from '../../ports/copy-engine.js';
import { countGraphemes } from './graphemes.js';

export interface PlatformLimit {
  /** The most a caption may count. */
  maxLength: number;
  /** Instagram shows only the first 125 characters before "more": the hook must fit inside. */
  hookWithin?: number;
  /** How `maxLength` is counted. */
  counting: 'twitter-weighted' | 'graphemes';
}

export const PLATFORM_LIMITS: Readonly<Record<Platform, PlatformLimit>> = {
  x: { maxLength: 280, counting: 'twitter-weighted' },
  bluesky: { maxLength: 300, counting: 'graphemes' },
  threads: { maxLength: 500, counting: 'graphemes' },
  linkedin: { maxLength: 3000, counting: 'graphemes' },
  instagram: { maxLength: 2200, hookWithin: 125, counting: 'graphemes' },
  tiktok: { maxLength: 4000, counting: 'graphemes' },
  facebook: { maxLength: 2200, counting: 'graphemes' },
  pinterest: { maxLength: 500, counting: 'graphemes' },
};

/** `text`'s length as `platform` counts it. */
export function countCharacters(platform: Platform, text: string): number {
  if (PLATFORM_LIMITS[platform].counting === 'twitter-weighted') {
    return twitterText.parseTweet(text).weightedLength;
  }
  return countGraphemes(text);
}
