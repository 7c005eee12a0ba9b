/**
 * Wraps and fits text into a width before anything is drawn: the largest size (between a block's
 * maximum and minimum) at which every word fits in the allowed lines, with balanced lines. Only text
 * longer than a block's documented character maximum is shortened, at a word boundary, with "…";
 * only a text that cannot fit at the minimum size is ellipsized on its last line.
 */
import { type FaceName, fontFace } from './fonts.js';

export interface TextSpec {
  text: string;
  face: FaceName;
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  /** Line advance as a multiple of the font size. */
  lineHeight?: number;
  /** The documented maximum: longer text is cut at a word boundary and ends in "…". */
  maxChars?: number;
}

export interface TextLayout {
  /** The text laid out: the given one, or its shortened form when it was over the maximum. */
  text: string;
  face: FaceName;
  lines: string[];
  fontSize: number;
  lineAdvance: number;
  /** The widest line. */
  width: number;
  height: number;
  /** True when the text was shortened (over maxChars, or too long to fit at the minimum size). */
  ellipsized: boolean;
}

const ELLIPSIS = '…';

function shortenToMaxChars(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const cut = clean.slice(0, maxChars - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > maxChars * 0.5 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}${ELLIPSIS}`;
}

export function layoutText(spec: TextSpec): TextLayout {
  const face = fontFace(spec.face);
  const measure = (text: string, size: number) => face.metrics.measure(text, size);
  const lineHeight = spec.lineHeight ?? 1.15;
  const clean = spec.text.replace(/\s+/g, ' ').trim();
  const text = spec.maxChars ? shortenToMaxChars(clean, spec.maxChars) : clean;
  const words = text.split(' ').filter(Boolean);
  const finish = (lines: string[], size: number, ellipsized: boolean): TextLayout => ({
    text,
    face: spec.face,
    lines,
    fontSize: size,
    lineAdvance: size * lineHeight,
    width: Math.max(0, ...lines.map((line) => measure(line, size))),
    height: lines.length * size * lineHeight,
    ellipsized: ellipsized || text !== clean,
  });

  for (let size = spec.maxSize; size >= spec.minSize; size = Math.max(spec.minSize, size * 0.94)) {
    const rounded = Math.floor(size);
    const lines = wrap(words, rounded, spec.maxWidth, measure);
    if (lines && lines.length <= spec.maxLines) {
      return finish(balance(words, rounded, spec.maxWidth, lines.length, measure), rounded, false);
    }
    if (size === spec.minSize) break;
  }

  // Last resort: at the minimum size, long words are broken and the last line ends in "…".
  const size = Math.floor(spec.minSize);
  const pieces = words.flatMap((word) => breakWord(word, size, spec.maxWidth, measure));
  const lines = wrap(pieces, size, spec.maxWidth, measure) ?? pieces;
  if (lines.length <= spec.maxLines) return finish(lines, size, false);
  const kept = lines.slice(0, spec.maxLines);
  let last = `${kept[kept.length - 1]}${ELLIPSIS}`;
  while (last.length > 1 && measure(last, size) > spec.maxWidth)
    last = `${last.slice(0, -2).trimEnd()}${ELLIPSIS}`;
  kept[kept.length - 1] = last;
  return finish(kept, size, true);
}

type Measure = (text: string, size: number) => number;

/** Greedy wrap; null when a single word is wider than the line. */
function wrap(words: string[], size: number, maxWidth: number, measure: Measure): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (measure(word, size) > maxWidth) return null;
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The narrowest width that keeps the same number of lines: no lonely last word. */
function balance(words: string[], size: number, maxWidth: number, count: number, measure: Measure): string[] {
  let best = wrap(words, size, maxWidth, measure)!;
  if (count < 2) return best;
  let low = maxWidth * 0.5;
  let high = maxWidth;
  for (let i = 0; i < 8; i++) {
    const mid = (low + high) / 2;
    const lines = wrap(words, size, mid, measure);
    if (lines && lines.length <= count) {
      best = lines;
      high = mid;
    } else {
      low = mid;
    }
  }
  return best;
}

function breakWord(word: string, size: number, maxWidth: number, measure: Measure): string[] {
  if (measure(word, size) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part && measure(part + char, size) > maxWidth) {
      parts.push(part);
      part = char;
    } else {
      part += char;
    }
  }
  if (part) parts.push(part);
  return parts;
}
