/**
 * A text's length as each platform counts it, the one place the counting lives: the publish check,
 * publishing, the caption counter and the copy engine's fitting all count here (references in
 * docs/platforms/text-counting.md).
 */
import twitterText from 'twitter-text';
import { countGraphemes, graphemesOf } from './graphemes.js';
import type { Counting } from './platform-spec.js';

/** `text`'s length counted the way `counting` says. */
export function countText(counting: Counting, text: string): number {
  switch (counting) {
    case 'twitter-weighted':
      return twitterText.parseTweet(text).weightedLength;
    case 'emoji-as-utf8':
      return countEmojiAsUtf8(text);
    case 'utf16':
      return text.length;
    case 'links-as-23':
      return countLinksAs23(text);
    case 'graphemes':
      return countGraphemes(text);
  }
}

/** How each counting is described in problems and in the platform catalogue ("280 (weighted as X counts it)"). */
export const COUNTING_NAMES: Readonly<Record<Counting, string>> = {
  'twitter-weighted': 'weighted as X counts it',
  graphemes: 'characters',
  'emoji-as-utf8': 'characters, each emoji as its UTF-8 bytes',
  utf16: 'UTF-16 code units',
  'links-as-23': 'characters, links as 23',
};

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** Characters as a reader sees them, except that an emoji counts as many as its UTF-8 bytes. */
function countEmojiAsUtf8(text: string): number {
  let n = 0;
  for (const grapheme of graphemesOf(text)) {
    n += EMOJI.test(grapheme) ? utf8Bytes(grapheme) : 1;
  }
  return n;
}

/** Bytes of `text` in UTF-8 (no `Buffer` or `TextEncoder`: the same in Node and browsers). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * Mastodon counts every link as 23 characters and a mention of a remote account by its user part
 * only (`@anna@example.social` counts as `@anna`).
 */
function countLinksAs23(text: string): number {
  const counted = text
    .replace(/https?:\/\/[^\s]+/g, 'x'.repeat(23))
    .replace(/(@[\w.]+)@[\w.-]+\w/g, (_, user: string) => user);
  return countGraphemes(counted);
}
