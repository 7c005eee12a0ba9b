/**
 * Where a text may be cut between words, in any script. Most scripts put spaces between words;
 * Chinese, Japanese, Thai, Lao, Khmer and Burmese do not, and there `Intl.Segmenter` finds the
 * words (with ICU's dictionaries). A cut made here never falls inside a grapheme or inside a word
 * of a language written without spaces.
 */

/** A character of a script written without spaces between its words. */
const WITHOUT_SPACES =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Whether `text` has a character of a script written without spaces (Chinese, Japanese, Thai …). */
export function isWrittenWithoutSpaces(text: string): boolean {
  return WITHOUT_SPACES.test(text);
}

/**
 * The indexes where `text` may be cut between words, ascending, neither 0 nor `text.length`: before
 * every run of white space, and at every word boundary next to a character of a script written
 * without spaces. Other word boundaries (inside "Hand-poured" or a URL) are not cuts.
 */
export function wordCuts(text: string): number[] {
  const cuts = new Set<number>();
  for (const space of text.matchAll(/\s+/gu)) cuts.add(space.index);
  for (const { index } of wordSegmenter.segment(text)) {
    const before = Array.from(text.slice(Math.max(0, index - 2), index)).at(-1) ?? '';
    const after = Array.from(text.slice(index, index + 2))[0] ?? '';
    if (isWrittenWithoutSpaces(before) || isWrittenWithoutSpaces(after)) cuts.add(index);
  }
  return [...cuts].filter((i) => i > 0 && i < text.length).sort((a, b) => a - b);
}

/** Every word boundary `Intl.Segmenter` finds in `text`, ascending, neither 0 nor `text.length`. */
export function segmenterWordBoundaries(text: string): number[] {
  return Array.from(wordSegmenter.segment(text), (s) => s.index).filter((i) => i > 0);
}
