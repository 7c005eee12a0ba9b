/**
 * Places laid-out text on the canvas: the box of its lines (recorded for the quality checks) and
 * the crisp overlay that draws its glyphs — as vector outlines of the shaped glyphs and Twemoji's
 * artwork, so the renderer needs no font of its own. Lines run in the paragraph's direction: a
 * right-to-left paragraph's lines end at the right edge of its box.
 */
import { hex, type Rgb } from './colour.js';
import { type Box, grow } from './geometry.js';
import type { PlacedText, SvgOverlay } from './scene.js';
import { n } from './svg-markup.js';
import { EMOJI_VIEWBOX, emojiArt } from './text/emoji.js';
import type { GlyphRun } from './text/shaped-text.js';
import { layoutText, type TextLayout, type TextSpec } from './text/text-layout.js';

export interface TextBlockSpec extends TextSpec {
  role: string;
  colour: Rgb;
  /** Left edge (align start), centre (middle) or right edge (end) of the lines. */
  x: number;
  y: number;
  align?: 'start' | 'middle' | 'end';
  /** Whether `y` is the top, the middle or the bottom of the block. */
  anchor?: 'top' | 'middle' | 'bottom';
}

export interface TextBlock {
  text: PlacedText;
  overlay: SvgOverlay;
}

export function placeText(spec: TextBlockSpec): TextBlock {
  const layout = layoutText(spec);
  const align = spec.align ?? 'start';
  const anchor = spec.anchor ?? 'top';
  const top =
    anchor === 'top' ? spec.y : anchor === 'middle' ? spec.y - layout.height / 2 : spec.y - layout.height;
  const left =
    align === 'start' ? spec.x : align === 'middle' ? spec.x - layout.width / 2 : spec.x - layout.width;
  const box: Box = { x: left, y: top, width: layout.width, height: layout.height };
  const { ascent, descent } = layout.shaped.primary;
  const size = layout.fontSize;
  // The glyphs sit centred in each line's advance, the way CSS centres a line box.
  const baselineOffset = (layout.lineAdvance - (ascent + descent) * size) / 2 + ascent * size;
  const lineBoxes: Box[] = [];
  const defs: Defs = new Map();
  // Where the glyphs actually reach: what the overlay is drawn over. Accents, marks and swashes
  // reach past the lines' box; the leading between lines holds nothing.
  const ink: Box = { x: box.x + box.width / 2, y: box.y + box.height / 2, width: 0, height: 0 };
  const lines = layout.ranges.map(([start, end], i) => {
    const width = layout.lineWidths[i]!;
    // A line sits in the block as its alignment says; in a right-to-left paragraph, `start` is the
    // right edge.
    const x =
      align === 'middle'
        ? left + (layout.width - width) / 2
        : align === 'end' || layout.direction === 'rtl'
          ? left + layout.width - width
          : left;
    const lineTop = top + i * layout.lineAdvance;
    lineBoxes.push({ x, y: lineTop, width, height: layout.lineAdvance });
    return drawLine(layout, defs, ink, start, end, x, lineTop + baselineOffset);
  });
  // Each glyph's outline (and each emoji's artwork) is defined once and used where it occurs.
  const svg = `<defs>${[...defs.values()].map((d) => d.svg).join('')}</defs><g fill="${hex(spec.colour)}">${lines.join('')}</g>`;
  return {
    text: { role: spec.role, layout, colour: spec.colour, box, lineBoxes, align },
    // A pixel or two of room for the anti-aliased edge.
    overlay: { box: grow(ink, 2), svg, isText: true },
  };
}

/** What a block defines once, by glyph (font and id) or emoji: its id and its SVG. */
type Defs = Map<string, { id: string; svg: string }> & { prefix?: string };

/** Blocks placed so far: ids of one block never meet another's, even in one SVG. */
let blocks = 0;

function defined(defs: Defs, key: string, svg: () => string | null): string | undefined {
  let def = defs.get(key);
  if (!def) {
    const body = svg();
    if (!body) return undefined;
    if (defs.prefix === undefined) {
      blocks = (blocks + 1) % Number.MAX_SAFE_INTEGER;
      defs.prefix = `t${blocks.toString(36)}-`;
    }
    def = { id: `${defs.prefix}${defs.size}`, svg: '' };
    def.svg = body.replace('ID', def.id);
    defs.set(key, def);
  }
  return def.id;
}

/** The glyphs of one line, from `x` on the baseline `y`, its runs in visual order. */
function drawLine(
  layout: TextLayout,
  defs: Defs,
  ink: Box,
  start: number,
  end: number,
  x: number,
  y: number,
): string {
  const size = layout.fontSize;
  const runs = visualOrder(
    layout.shaped.runs
      .filter((run) => run.end > start && run.start < end)
      .map((run) => ({ ...run, glyphs: run.glyphs.filter((g) => g.cluster >= start && g.cluster < end) })),
  );
  let pen = x;
  let out = '';
  for (const run of runs) {
    const { font } = run;
    for (const [i, glyph] of run.glyphs.entries()) {
      if (font) {
        const id = defined(defs, `${font.key}#${glyph.id}`, () => {
          const path = font.pathOf(glyph.id);
          return path ? `<path id="ID" d="${path}"/>` : null;
        });
        const scale = size / font.upem;
        const g = font.inkOf(glyph.id);
        const gx = pen + glyph.dx * size;
        const gy = y - glyph.dy * size;
        if (g.right > g.left)
          extend(ink, gx + g.left * scale, gy - g.top * scale, gx + g.right * scale, gy - g.bottom * scale);
        if (id) {
          out += `<use href="#${id}" transform="matrix(${exact(scale)} 0 0 ${exact(-scale)} ${n(pen + glyph.dx * size)} ${n(y - glyph.dy * size)})"/>`;
        }
      } else {
        // Emoji without artwork were reported missing when the text was shaped.
        const cluster = layout.shaped.text.slice(glyph.cluster, nextCluster(layout, glyph.cluster));
        const id = defined(defs, `emoji#${cluster}`, () => {
          const art = emojiArt(cluster);
          return art ? `<g id="ID">${art}</g>` : null;
        });
        const k = size / EMOJI_VIEWBOX;
        if (id) extend(ink, pen + size * 0.04, y - size * 0.86, pen + size * 1.04, y + size * 0.14);
        if (id) {
          out += `<use href="#${id}" transform="matrix(${exact(k)} 0 0 ${exact(k)} ${n(pen + size * 0.04)} ${n(y - size * 0.86)})"/>`;
        }
      }
      pen += glyph.advance * size;
      // Letter spacing after every character (grapheme) where the script allows it, as measured.
      const endsCluster = run.glyphs[i + 1]?.cluster !== glyph.cluster;
      if (layout.letterSpacing && endsCluster && layout.shaped.spaced[glyph.cluster]) {
        pen += layout.letterSpacing;
      }
    }
  }
  return out;
}

/** Grows `box` to take in the rectangle from (x0, y0) to (x1, y1). */
function extend(box: Box, x0: number, y0: number, x1: number, y1: number): void {
  const right = Math.max(box.x + box.width, x1);
  const bottom = Math.max(box.y + box.height, y1);
  box.x = Math.min(box.x, x0);
  box.y = Math.min(box.y, y0);
  box.width = right - box.x;
  box.height = bottom - box.y;
}

/** A scale factor, which one decimal (`n`) would ruin. */
const exact = (value: number) => Number(value.toPrecision(6)).toString();

function nextCluster(layout: TextLayout, index: number): number {
  return layout.shaped.graphemes.find((g) => g > index) ?? layout.shaped.text.length;
}

/**
 * Runs from logical to visual order (rule L2 of the bidirectional algorithm): from the highest
 * level down to the lowest odd one, every sequence of runs at that level or above is reversed.
 */
function visualOrder(runs: GlyphRun[]): GlyphRun[] {
  const ordered = [...runs];
  const levels = ordered.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < ordered.length; i++) {
      if (ordered[i]!.level < level) continue;
      let j = i;
      while (j + 1 < ordered.length && ordered[j + 1]!.level >= level) j++;
      ordered.splice(i, j - i + 1, ...ordered.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return ordered;
}
