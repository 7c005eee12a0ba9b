/**
 * A paragraph shaped with HarfBuzz: split into runs of one direction (the Unicode bidirectional
 * algorithm, through bidi-js) and one font (the first of the face's chain that draws each grapheme
 * cluster, or Twemoji's artwork for an emoji), each run shaped as a whole — kerning, ligatures,
 * marks, Arabic joining, Indic reordering — with the whole paragraph as context. What no font can
 * draw is reported in `missing`, never drawn as a silent box.
 */
import { createRequire } from 'node:module';
import type { Bidi } from 'bidi-js';
import * as hb from 'harfbuzzjs';
import { emojiArt, isEmojiCluster } from './emoji.js';
import {
  type FaceName,
  type FontChain,
  fontChain,
  type HanLanguage,
  type LoadedFont,
} from './font-library.js';

export interface Glyph {
  id: number;
  /** The index in the text of the cluster the glyph belongs to. */
  cluster: number;
  /** In em. */
  advance: number;
  dx: number;
  dy: number;
}

export interface GlyphRun {
  /** The run's range of the text, in logical order (UTF-16 indices). */
  start: number;
  end: number;
  /** Its bidi embedding level: odd is right to left. */
  level: number;
  /** The font its glyphs come from; null for a run of emoji (one artwork per cluster). */
  font: LoadedFont | null;
  /** In visual order (left to right), as HarfBuzz answers them. */
  glyphs: Glyph[];
}

export interface ShapedText {
  text: string;
  runs: GlyphRun[];
  /** The advance (em) of everything before each index: the width of [a, b) is `advanceSum[b] - advanceSum[a]`. */
  advanceSum: Float64Array;
  /** Indices where a grapheme cluster starts, ascending, with the text's length last. */
  graphemes: number[];
  /** Whether letter spacing follows the grapheme that starts at each index (not in joined scripts). */
  spaced: Uint8Array;
  /** How many spaced graphemes start before each index. */
  spacedSum: Uint32Array;
  /** 1 for a right-to-left paragraph, else 0. */
  baseLevel: number;
  /** The face's own font: its metrics set the lines. */
  primary: LoadedFont;
  /** Grapheme clusters no font of the chain draws. */
  missing: string[];
}

// bidi-js is CommonJS whose module is its factory (its types say otherwise).
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();
const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Scripts whose letters connect: spacing them apart would break them. */
const JOINING =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}]/u;
/** Ligatures join letters that letter spacing would set apart: off when it is on, as in CSS. */
const NO_LIGATURES = ['liga', 'clig', 'dlig'].map((tag) => new hb.Feature(tag, 0));
/** Characters of context shaped with a run on each side (joining, contextual forms). */
const CONTEXT = 16;

interface Piece {
  start: number;
  end: number;
  level: number;
  font: LoadedFont | null;
}

/**
 * Shapes `text` (already NFC, as layout gives it) in the face's fonts. With `spacedOut` (letter
 * spacing on), ligatures are left out.
 */
export function shapeText(text: string, face: FaceName, han: HanLanguage, spacedOut = false): ShapedText {
  const chain = fontChain(face, han);
  const { levels, paragraphs } = bidi.getEmbeddingLevels(text, 'auto');
  const baseLevel = paragraphs[0]?.level ?? 0;
  const graphemes: number[] = [];
  const missing: string[] = [];
  const pieces: Piece[] = [];
  const spaced = new Uint8Array(text.length + 1);
  for (const { index, segment } of graphemeSegmenter.segment(text)) {
    graphemes.push(index);
    const emoji = isEmojiCluster(segment);
    if (emoji && !emojiArt(segment) && !missing.includes(segment)) missing.push(segment);
    const font = emoji ? null : fontOrMissing(chain, segment, missing);
    const level = levels[index] ?? baseLevel;
    const last = pieces.at(-1);
    if (last && last.level === level && last.font === font) last.end = index + segment.length;
    else pieces.push({ start: index, end: index + segment.length, level, font });
    if (!JOINING.test(segment)) spaced[index] = 1;
  }
  graphemes.push(text.length);

  const advances = new Float64Array(text.length + 1);
  const runs = pieces.map((piece) => {
    const run = piece.font ? shapeRun(text, piece, piece.font, han, spacedOut) : emojiRun(text, piece);
    for (const glyph of run.glyphs) {
      advances[glyph.cluster] = (advances[glyph.cluster] ?? 0) + glyph.advance;
      if (piece.font && glyph.id === 0) {
        const cluster = clusterAt(text, glyph.cluster);
        if (!missing.includes(cluster)) missing.push(cluster);
      }
    }
    return run;
  });
  const advanceSum = new Float64Array(text.length + 1);
  const spacedSum = new Uint32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) {
    advanceSum[i + 1] = advanceSum[i]! + advances[i]!;
    spacedSum[i + 1] = spacedSum[i]! + spaced[i]!;
  }
  return { text, runs, advanceSum, graphemes, spaced, spacedSum, baseLevel, primary: chain.primary, missing };
}

function fontOrMissing(chain: FontChain, cluster: string, missing: string[]): LoadedFont {
  const font = chain.fontFor(cluster);
  if (font) return font;
  if (!missing.includes(cluster)) missing.push(cluster);
  return chain.primary;
}

function clusterAt(text: string, index: number): string {
  for (const { segment } of graphemeSegmenter.segment(text.slice(index))) return segment;
  return '';
}

function shapeRun(
  text: string,
  piece: Piece,
  font: LoadedFont,
  han: HanLanguage,
  spacedOut: boolean,
): GlyphRun {
  // The run with a little context on each side, not the whole paragraph: a CJK text falls into
  // many runs (its fonts are cut into subsets), and each would copy all of it.
  const from = Math.max(0, piece.start - CONTEXT);
  const buffer = new hb.Buffer();
  buffer.addText(text.slice(from, piece.end + CONTEXT), piece.start - from, piece.end - piece.start);
  buffer.setDirection(piece.level % 2 === 1 ? hb.Direction.RTL : hb.Direction.LTR);
  if (/\p{Script=Han}/u.test(text.slice(piece.start, piece.end))) buffer.setLanguage(han);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer, spacedOut ? NO_LIGATURES : undefined);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  const glyphs = infos.map((info, i) => {
    const p = positions[i]!;
    return {
      id: info.codepoint,
      cluster: from + info.cluster,
      advance: p.xAdvance / font.upem,
      dx: p.xOffset / font.upem,
      dy: p.yOffset / font.upem,
    };
  });
  return { ...piece, glyphs };
}

/** One em-square artwork per emoji cluster. */
function emojiRun(text: string, piece: Piece): GlyphRun {
  const glyphs: Glyph[] = [];
  for (const { index } of graphemeSegmenter.segment(text.slice(piece.start, piece.end))) {
    glyphs.push({ id: 0, cluster: piece.start + index, advance: EMOJI_ADVANCE, dx: 0, dy: 0 });
  }
  if (piece.level % 2 === 1) glyphs.reverse();
  return { ...piece, glyphs };
}

/** An emoji is an em wide, with a little room on its right, as the platforms' fonts set them. */
export const EMOJI_ADVANCE = 1.08;

/** The width in em of the text between two indices (grapheme boundaries), without letter spacing. */
export const advanceOf = (shaped: ShapedText, start: number, end: number) =>
  shaped.advanceSum[end]! - shaped.advanceSum[start]!;

/** How many letter spacings a line of these indices takes: one after every spaced grapheme. */
export const spacingsOf = (shaped: ShapedText, start: number, end: number) =>
  shaped.spacedSum[end]! - shaped.spacedSum[start]!;
