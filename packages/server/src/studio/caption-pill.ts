/**
 * Text on a solid rounded plate: captions, headlines over busy backgrounds, call-to-action buttons.
 * The plate is a flat colour, so the ink's contrast is the one chosen here, whatever lies behind.
 */
import { hex, inkOn, legibleSurface, type Rgb } from './colour.js';
import type { Overlay, PlacedText } from './scene.js';
import { n } from './svg-markup.js';
import type { FaceName } from './text/font-library.js';
import { layoutText } from './text/text-layout.js';
import { placeText } from './text-block.js';

export interface CaptionSpec {
  role: string;
  text: string;
  face: FaceName;
  plate: Rgb;
  plateOpacity?: number;
  /** Centre x, and the top (or bottom, with anchor 'bottom') of the plate. */
  x: number;
  y: number;
  anchor?: 'top' | 'bottom';
  maxWidth: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  maxChars?: number;
  lineHeight?: number;
  /** Padding as a multiple of the font size. */
  padding?: number;
  radius?: number;
}

export function captionPill(spec: CaptionSpec): {
  overlays: Overlay[];
  texts: PlacedText[];
  bottom: number;
  top: number;
} {
  const ink = inkOn(spec.plate);
  // A brand colour in the middle, where neither ink reads well enough, is moved away from the ink.
  const plate = legibleSurface(spec.plate, ink);
  const padRatio = spec.padding ?? 0.55;
  // Laid out to learn its height, then placed where the plate puts it.
  const options = {
    role: spec.role,
    text: spec.text,
    face: spec.face,
    colour: ink,
    x: spec.x,
    align: 'middle' as const,
    maxWidth: spec.maxWidth - 2 * spec.maxSize * padRatio,
    maxLines: spec.maxLines,
    maxSize: spec.maxSize,
    minSize: spec.minSize,
    ...(spec.maxChars ? { maxChars: spec.maxChars } : {}),
    ...(spec.lineHeight ? { lineHeight: spec.lineHeight } : {}),
  };
  const draft = layoutText(options);
  const pad = draft.fontSize * padRatio;
  const plateHeight = draft.height + pad * 2;
  const top = spec.anchor === 'bottom' ? spec.y - plateHeight : spec.y;
  const text = placeText({ ...options, y: top + pad });
  const plateWidth = text.text.layout.width + pad * 2.2;
  const left = spec.x - plateWidth / 2;
  const radius = spec.radius ?? Math.min(plateHeight / 2, draft.fontSize * 0.9);
  const svg =
    `<rect x="${n(left + 3)}" y="${n(top + 6)}" width="${n(plateWidth)}" height="${n(plateHeight)}" rx="${n(radius)}" fill="#000" fill-opacity="0.14"/>` +
    `<rect x="${n(left)}" y="${n(top)}" width="${n(plateWidth)}" height="${n(plateHeight)}" rx="${n(radius)}" fill="${hex(plate)}"${spec.plateOpacity !== undefined ? ` fill-opacity="${spec.plateOpacity}"` : ''}/>`;
  return {
    overlays: [
      { box: { x: left - 2, y: top - 2, width: plateWidth + 10, height: plateHeight + 12 }, svg },
      text.overlay,
    ],
    texts: [text.text],
    top,
    bottom: top + plateHeight,
  };
}
