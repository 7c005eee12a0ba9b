/**
 * Wraps and fits text into a width before anything is drawn: the largest size (between a block's
 * maximum and minimum) at which every word fits in the allowed lines, with balanced lines. Only text
 * longer than a block's documented maximum is shortened, at a word boundary, with "…"; only a text
 * that cannot fit at the minimum size is ellipsized on its last line. Widths are those of the text
 * shaped by HarfBuzz in the fonts it will be drawn with, and words are found by `Intl.Segmenter`,
 * so every script fits the same way.
 */

import { countGraphemes, graphemesOf } from '../../domain/copy/graphemes.js';
import { shortenedSubjects } from '../../domain/copy/subject-phrase.js';
import { type BrandType, brandFaceFor } from './brand-type.js';
import { type FaceName, type HanLanguage, hanLanguageOf } from './font-library.js';
import { breakOpportunities, trimEnd } from './line-breaking.js';
import { advanceOf, type ShapedText, shapeText, spacingsOf } from './shaped-text.js';

export type { FaceName };

export interface TextSpec {
  text: string;
  face: FaceName;
  /** What the text is for ("headline", "button", …): which of the brand's fonts sets it, if any. */
  role?: string;
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Line advance as a multiple of the font size. */
  lineHeight?: number;
  /** The documented maximum, in characters (graphemes): longer text is cut at a word boundary and ends in "…". */
  maxChars?: number;
  /** Pixels added after each character, where the script allows it (not in joined scripts). */
  letterSpacing?: number;
}

export interface TextLayout {
  /** The text laid out: the given one, or its shortened form when it was over the maximum. */
  text: string;
  face: FaceName;
  /** Each line's text, without the spaces it broke at. */
  lines: string[];
  fontSize: number;
  lineAdvance: number;
  /** The widest line. */
  width: number;
  height: number;
  /** True when the text was shortened (over maxChars, or too long to fit at the minimum size). */
  ellipsized: boolean;
  /** 'rtl' when the paragraph runs right to left (its first strong character is Arabic, Hebrew …). */
  direction: 'ltr' | 'rtl';
  /** The shaped text, each line's range of it and its width: what is drawn. */
  shaped: ShapedText;
  ranges: Array<[number, number]>;
  lineWidths: number[];
  letterSpacing: number;
  /** Characters no font could draw (none, when the fonts do their work). */
  missing: string[];
}

const ELLIPSIS = '…';

let currentHan: HanLanguage | undefined;

/**
 * Lays out, within `build`, every text the way `han` draws Han characters (the language of a
 * scene's subject): its Japanese, Chinese or Korean looks as that language writes it, even in a
 * text too short to tell. `build` must be synchronous, as scene builders are.
 */
export function inLanguage<T>(han: HanLanguage, build: () => T): T {
  const previous = currentHan;
  currentHan = han;
  try {
    return build();
  } finally {
    currentHan = previous;
  }
}

let currentBrandType: BrandType | undefined;

/**
 * Lays out, within `build`, every text of a role the brand sets in its fonts (brand-type.ts) in
 * them. `build` must be synchronous, as scene builders are.
 */
export function inBrandType<T>(type: BrandType | undefined, build: () => T): T {
  const previous = currentBrandType;
  currentBrandType = type;
  try {
    return build();
  } finally {
    currentBrandType = previous;
  }
}

/**
 * The same texts are laid out again and again (a card's subject on every output of a run, a plate
 * measured then placed): their shaping is kept, for the last few hundred. A text with a character
 * missing is shaped anew, in case its fonts have been loaded since.
 */
const SHAPED_KEPT = 256;
const shapedTexts = new Map<string, ShapedText>();

function shapedOnce(text: string, face: FaceName, han: HanLanguage, spacedOut: boolean): ShapedText {
  const key = `${face}\u0000${han}\u0000${spacedOut}\u0000${text}`;
  let shaped = shapedTexts.get(key);
  if (shaped) {
    shapedTexts.delete(key);
  } else {
    shaped = shapeText(text, face, han, spacedOut);
    if (shaped.missing.length > 0) return shaped;
  }
  shapedTexts.set(key, shaped);
  if (shapedTexts.size > SHAPED_KEPT) shapedTexts.delete(shapedTexts.keys().next().value!);
  return shaped;
}

/**
 * Text over `maxChars` graphemes shortened the way captions are (domain/copy): cut between words,
 * never inside a Chinese, Japanese or Thai word, without a dangling "with" or comma, with "…".
 */
function shortenToMaxChars(text: string, maxChars: number): string {
  if (countGraphemes(text) <= maxChars) return text;
  const fits = (form: string) => countGraphemes(form) <= maxChars;
  return (
    shortenedSubjects(text).find(fits) ??
    `${graphemesOf(text)
      .slice(0, maxChars - 1)
      .join('')}${ELLIPSIS}`
  );
}

export function layoutText(spec: TextSpec): TextLayout {
  const lineHeight = spec.lineHeight ?? 1.15;
  const spacing = spec.letterSpacing ?? 0;
  const clean = cleanText(spec.text);
  const text = spec.maxChars ? shortenToMaxChars(clean, spec.maxChars) : clean;
  const han = currentHan ?? hanLanguageOf([text]);
  const face = currentBrandType ? brandFaceFor(currentBrandType, spec.role, spec.face, text) : spec.face;
  const shape = (t: string) => shapedOnce(t, face, han, spacing !== 0);
  const finish = (
    shaped: ShapedText,
    ranges: Array<[number, number]>,
    size: number,
    ellipsized: boolean,
  ): TextLayout => {
    const lineWidths = ranges.map(([a, b]) => widthOf(shaped, a, b, size, spacing));
    return {
      text: ellipsized ? shaped.text : text,
      face,
      lines: ranges.map(([a, b]) => shaped.text.slice(a, b)),
      fontSize: size,
      lineAdvance: size * lineHeight,
      width: Math.max(0, ...lineWidths),
      height: ranges.length * size * lineHeight,
      ellipsized: ellipsized || text !== clean,
      direction: shaped.baseLevel % 2 === 1 ? 'rtl' : 'ltr',
      shaped,
      ranges,
      lineWidths,
      letterSpacing: spacing,
      missing: shaped.missing,
    };
  };

  const shaped = shape(text);
  const breaks = breakOpportunities(shaped.text);
  for (let size = spec.maxSize; size >= spec.minSize; size = Math.max(spec.minSize, size * 0.94)) {
    const rounded = Math.floor(size);
    const measure = (a: number, b: number) => widthOf(shaped, a, b, rounded, spacing);
    const lines = wrap(shaped.text, breaks, spec.maxWidth, measure);
    if (lines && lines.length <= spec.maxLines) {
      return finish(shaped, balance(shaped.text, breaks, spec.maxWidth, lines, measure), rounded, false);
    }
    if (size === spec.minSize) break;
  }

  // Last resort, at the minimum size: a word wider than the line is broken between its
  // characters (the others stay whole), and a text still too long ends its last line in "…".
  const size = Math.floor(spec.minSize);
  const measure = (a: number, b: number) => widthOf(shaped, a, b, size, spacing);
  const lines = wrap(
    shaped.text,
    insideWideWords(shaped, breaks, spec.maxWidth, measure),
    spec.maxWidth,
    measure,
    true,
  )!;
  if (lines.length <= spec.maxLines) return finish(shaped, lines, size, false);
  const kept = lines.slice(0, spec.maxLines);
  const [lastStart, fullEnd] = kept.at(-1)!;
  // The longest start of the last line that still fits with "…" after it.
  let lastEnd = fullEnd;
  let withEllipsis = shape(`${shaped.text.slice(0, lastEnd)}${ELLIPSIS}`);
  while (
    lastEnd > lastStart &&
    widthOf(withEllipsis, lastStart, withEllipsis.text.length, size, spacing) > spec.maxWidth
  ) {
    lastEnd = trimEnd(
      shaped.text,
      lastStart,
      shaped.graphemes.filter((g) => g < lastEnd).at(-1) ?? lastStart,
    );
    withEllipsis = shape(`${shaped.text.slice(0, lastEnd)}${ELLIPSIS}`);
  }
  kept[kept.length - 1] = [lastStart, withEllipsis.text.length];
  return finish(withEllipsis, kept, size, true);
}

/**
 * Text as it is set: well formed (a lone surrogate, which is no character, is left out), NFC,
 * without control characters, and with runs of breaking white space as one space. No-break spaces
 * stay.
 */
function cleanText(raw: string): string {
  return raw
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .normalize('NFC')
    .replace(/[\t\n\r\f\v\u2028\u2029 ]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

/** The break opportunities, and every grapheme boundary inside a piece too wide for a line. */
function insideWideWords(shaped: ShapedText, breaks: readonly number[], maxWidth: number, measure: Measure) {
  const all = new Set(breaks);
  const stops = [0, ...breaks, shaped.text.length];
  for (let i = 1; i < stops.length; i++) {
    const [from, to] = [stops[i - 1]!, stops[i]!];
    if (measure(from, trimEnd(shaped.text, from, to)) <= maxWidth) continue;
    for (const g of shaped.graphemes) if (g > from && g < to) all.add(g);
  }
  return [...all].sort((a, b) => a - b);
}

function widthOf(shaped: ShapedText, start: number, end: number, size: number, spacing: number): number {
  return advanceOf(shaped, start, end) * size + spacingsOf(shaped, start, end) * spacing;
}

type Measure = (start: number, end: number) => number;

/**
 * Greedy wrap at the break opportunities; null when a piece between two of them is wider than the
 * line. Each line's range leaves out the spaces it broke at.
 */
function wrap(
  text: string,
  breaks: readonly number[],
  maxWidth: number,
  measure: Measure,
  /** A piece wider than the line (a single character wider than it) goes on a line of its own. */
  force = false,
) {
  const lines: Array<[number, number]> = [];
  let lineStart = 0;
  let pieceStart = 0;
  for (const pieceStop of [...breaks, text.length]) {
    const pieceEnd = trimEnd(text, pieceStart, pieceStop);
    if (!force && measure(pieceStart, pieceEnd) > maxWidth) return null;
    if (pieceStart > lineStart && measure(lineStart, pieceEnd) > maxWidth) {
      lines.push([lineStart, trimEnd(text, lineStart, pieceStart)]);
      lineStart = pieceStart;
    }
    pieceStart = pieceStop;
  }
  if (lineStart < text.length) lines.push([lineStart, trimEnd(text, lineStart, text.length)]);
  return lines;
}

/** The narrowest width that keeps the same number of lines: no lonely last word. */
function balance(
  text: string,
  breaks: readonly number[],
  maxWidth: number,
  lines: Array<[number, number]>,
  measure: Measure,
): Array<[number, number]> {
  let best = lines;
  if (lines.length < 2) return best;
  let low = maxWidth * 0.5;
  let high = maxWidth;
  for (let i = 0; i < 8; i++) {
    const mid = (low + high) / 2;
    const candidate = wrap(text, breaks, mid, measure);
    if (candidate && candidate.length <= lines.length) {
      best = candidate;
      high = mid;
    } else {
      low = mid;
    }
  }
  return best;
}
