/**
 * Places laid-out text on the canvas: the box of its lines (recorded for the quality checks) and
 * the crisp overlay that draws its glyphs.
 */
import { hex, type Rgb } from './colour.js';
import { fontFace } from './fonts.js';
import { type Box, grow } from './geometry.js';
import type { Overlay, PlacedText } from './scene.js';
import { escapeXml, n } from './svg-markup.js';
import { layoutText, type TextSpec } from './text-layout.js';

export interface TextBlockSpec extends TextSpec {
  role: string;
  colour: Rgb;
  /** Left edge (align start), centre (middle) or right edge (end) of the lines. */
  x: number;
  y: number;
  align?: 'start' | 'middle' | 'end';
  /** Whether `y` is the top, the middle or the bottom of the block. */
  anchor?: 'top' | 'middle' | 'bottom';
  letterSpacing?: number;
}

export interface TextBlock {
  text: PlacedText;
  overlay: Overlay;
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
  const face = fontFace(spec.face);
  const { ascent, descent } = face.metrics;
  const size = layout.fontSize;
  // The glyphs sit centred in each line's advance, the way CSS centres a line box.
  const baselineOffset = (layout.lineAdvance - (ascent + descent) * size) / 2 + ascent * size;
  const tspans = layout.lines
    .map(
      (line, i) =>
        `<tspan x="${n(spec.x)}" y="${n(top + i * layout.lineAdvance + baselineOffset)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const svg =
    `<text font-family="${face.family}" font-weight="${face.weight}" font-size="${size}" ` +
    `fill="${hex(spec.colour)}" text-anchor="${align}"${spec.letterSpacing ? ` letter-spacing="${spec.letterSpacing}"` : ''}>${tspans}</text>`;
  return {
    text: { role: spec.role, layout, colour: spec.colour, box },
    // Some room around the advance box: swashes and accents reach beyond it.
    overlay: { box: grow(box, Math.ceil(size * 0.3)), svg, faces: [spec.face], isText: true },
  };
}
