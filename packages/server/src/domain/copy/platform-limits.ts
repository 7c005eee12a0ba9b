/**
 * How long a caption may be on each platform, counted the platform's way (for the caption writer and every generation), the one
 * place the counting lives: X weighs text as twitter-text does (URLs 23, most CJK and emoji 2);
 * Threads counts characters but each emoji as its UTF-8 bytes (🌿 is 4); TikTok counts UTF-16 code
 * units (🌿 is 2); the others count what a reader sees as one character, a grapheme cluster (an
 * emoji with a skin tone or a flag is one). The same functions check generated copy and posts
 * before they are published (references in docs/platforms/text-counting.md).
 */
import twitterText from 'twitter-text';
import type { Platform } from '../../ports/copy-engine.js';
import { countGraphemes, graphemesOf } from './graphemes.js';

export interface PlatformLimit {
  /** The most a caption may count. */
  maxLength: number;
  /** Instagram shows only the first 125 characters before "more": the hook must fit inside. */
  hookWithin?: number;
  /** How `maxLength` is counted. */
  counting: 'twitter-weighted' | 'graphemes' | 'emoji-as-utf8' | 'utf16';
}

export const PLATFORM_LIMITS: Readonly<Record<Platform, PlatformLimit>> = {
  x: { maxLength: 280, counting: 'twitter-weighted' },
  bluesky: { maxLength: 300, counting: 'graphemes' },
  threads: { maxLength: 500, counting: 'emoji-as-utf8' },
  linkedin: { maxLength: 3000, counting: 'graphemes' },
  instagram: { maxLength: 2200, hookWithin: 125, counting: 'graphemes' },
  tiktok: { maxLength: 4000, counting: 'utf16' },
  facebook: { maxLength: 2200, counting: 'graphemes' },
  pinterest: { maxLength: 500, counting: 'graphemes' },
};

/** `text`'s length as `platform` counts it. */
export function countCharacters(platform: Platform, text: string): number {
  switch (PLATFORM_LIMITS[platform].counting) {
    case 'twitter-weighted':
      return twitterText.parseTweet(text).weightedLength;
    case 'emoji-as-utf8':
      return countEmojiAsUtf8(text);
    case 'utf16':
      return text.length;
    case 'graphemes':
      return countGraphemes(text);
  }
}

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Characters as a reader sees them, except that an emoji counts as many as its UTF-8 bytes. */
function countEmojiAsUtf8(text: string): number {
  let n = 0;
  for (const grapheme of graphemesOf(text)) {
    n += EMOJI.test(grapheme) ? Buffer.byteLength(grapheme, 'utf8') : 1;
  }
  return n;
}
