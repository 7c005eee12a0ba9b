/**
 * What a hashtag may hold, in every script: letters, combining marks, digits and underscores
 * (`\p{L}\p{M}\p{N}_`), the characters every platform links as part of one tag. Emoji never go into
 * a tag, not even a keycap whose base is a digit. A tag is only used when twitter-text, the
 * reference X publishes, also finds it whole: its tables predate the newest Unicode letters, and a
 * tag X would cut short is worse than none.
 */
import twitterText from 'twitter-text';
import { graphemesOf } from './graphemes.js';

/** Emoji, their modifiers, flags, and the selectors and keycap marks that turn a digit into one. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u{fe0f}|\u{20e3}/u;
/** A grapheme a tag can start from: a letter, a digit or an underscore, with whatever marks follow. */
const TAG_BASE = /^[\p{L}\p{N}_]/u;

/**
 * The characters of `text` a hashtag can hold, in order. Whole graphemes are kept or dropped (an
 * accent stays with its letter); inside a kept one, joiners and other invisible format characters
 * are removed. NFC first, so "é" typed either way gives the same tag.
 */
export function hashtagCharacters(text: string): string {
  let out = '';
  for (const segment of graphemesOf(text.normalize('NFC'))) {
    if (EMOJI.test(segment) || !TAG_BASE.test(segment)) continue;
    out += segment.replace(/[^\p{L}\p{M}\p{N}_]/gu, '');
  }
  return out;
}

/** Whether `tag` (without "#") is made only of hashtag characters and X links all of it as one tag. */
export function isWholeHashtag(tag: string): boolean {
  if (tag === '' || hashtagCharacters(tag) !== tag) return false;
  const found = twitterText.extractHashtags(`#${tag}`);
  return found.length === 1 && found[0] === tag;
}
