/** Grapheme clusters: what a reader counts as one character (a letter with its accents, an emoji sequence). */

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The grapheme clusters of `text`, in order. */
export function graphemesOf(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** How many grapheme clusters `text` has. */
export function countGraphemes(text: string): number {
  // Printable ASCII and line feeds are one grapheme each (only CR LF pairs up); segmenting is slow.
  if (!/[^\x20-\x7e\n]/.test(text)) return text.length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}
