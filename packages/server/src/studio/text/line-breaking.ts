/**
 * Where a line may break, by word: `Intl.Segmenter` finds the words of every script — with ICU's
 * dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese, which are written without
 * spaces — and these rules decide between them:
 *
 * - after a space (the space stays at the end of the line, undrawn and unmeasured), never before one;
 * - between two words without a space where both are of a script written without spaces (Han,
 *   kana, Thai, …), so "セラム新登場" may break between its words, "ビタミンC" and "serum30ml"
 *   may not;
 * - after a hyphen or a dash inside a word;
 * - never before closing punctuation, Japanese small kana or the prolonged sound mark, nor after
 *   opening punctuation (the Japanese kinsoku rules, which Chinese follows too), not even at a space;
 * - never at a no-break space;
 * - Korean breaks at spaces only, as Korean is set.
 */

import { isWrittenWithoutSpaces } from '../../domain/copy/word-boundaries.js';

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * Scripts written without spaces between words, and their punctuation. (Emoji written together
 * stay together; a string of them too long for a line is broken like any word that is.)
 */
const NO_SPACES = (c: string) => isWrittenWithoutSpaces(c) || /[\u3000-\u303f\uff00-\uffef]/u.test(c);
/** May not start a line. */
const NO_LINE_START = new Set([
  ...'、。，．・：；？！゛゜ヽヾゝゞ々〻ー）］｝」』】〕〉》〙〗〟｠»’”,.:;?!)]}%‰°℃…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ',
]);
/** May not end a line. */
const NO_LINE_END = new Set([...'（［｛「『【〔〈《〘〖〝｟«‘“([{']);
const HYPHENS = new Set([...'-‐–—']);

/** White space a line may break at: not the no-break spaces (U+00A0, U+2007, U+202F). */
const BREAKING_SPACE = /^[ \t\u1680\u2000-\u2006\u2008-\u200a\u205f\u3000]+$/u;
const isSpace = (text: string) => BREAKING_SPACE.test(text);

/**
 * The indices at which a new line may start, ascending (0 and the text's length excluded). A break
 * at index i ends the previous line at i, less its trailing spaces.
 */
export function breakOpportunities(text: string): number[] {
  const segments = [...wordSegmenter.segment(text)];
  const breaks: number[] = [];
  for (let i = 1; i < segments.length; i++) {
    const before = segments[i - 1]!.segment;
    const after = segments[i]!.segment;
    if (isSpace(after)) continue;
    const first = firstChar(after);
    if (NO_LINE_START.has(first)) continue;
    if (isSpace(before)) {
      breaks.push(segments[i]!.index);
      continue;
    }
    const last = lastChar(before);
    if (NO_LINE_END.has(last) || /\s/u.test(last) || /\s/u.test(first)) continue;
    const withoutSpaces = NO_SPACES(last) && NO_SPACES(first);
    // "anti-aging" may break after its hyphen; "-5" may not.
    const afterHyphen =
      HYPHENS.has(last) &&
      segments[i]!.isWordLike === true &&
      (before.length > 1 || segments[i - 2]?.isWordLike === true);
    if (withoutSpaces || afterHyphen) breaks.push(segments[i]!.index);
  }
  return breaks;
}

/** Where a line that ends at `end` stops being drawn: before the spaces it broke at. */
export function trimEnd(text: string, start: number, end: number): number {
  let e = end;
  while (e > start && isSpace(text[e - 1]!)) e--;
  return e;
}

const firstChar = (s: string) => String.fromCodePoint(s.codePointAt(0)!);
const lastChar = (s: string) => [...s].at(-1) ?? '';
