import sharp from 'sharp';
import { expect } from 'vitest';
import type { Preset } from '../../src/domain/presets/preset-catalogue.js';
import { contrastRatio, parseHex, type Rgb } from '../../src/studio/colour.js';
import { type OutputLayout, SAFE_ZONE } from '../../src/studio/index.js';

export interface Decoded {
  format: string | undefined;
  width: number;
  height: number;
  rgb: Buffer;
}

export async function decode(bytes: Buffer): Promise<Decoded> {
  const meta = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { format: meta.format, width: info.width, height: info.height, rgb: data };
}

type Box = OutputLayout['texts'][number]['box'];

function pixelsIn(image: Decoded, box: Box): Rgb[] {
  const pixels: Rgb[] = [];
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(image.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(image.height, Math.ceil(box.y + box.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const o = (y * image.width + x) * 3;
      pixels.push({ r: image.rgb[o]!, g: image.rgb[o + 1]!, b: image.rgb[o + 2]! });
    }
  }
  return pixels;
}

/**
 * The contrast between a text's colour and what lies behind it: every pixel of the text's box in the
 * render without text, i.e. the plate, sticker or background the glyphs are drawn on. The 2nd
 * percentile, so a few stray pixels (a JPEG ringing, a grain speck) do not decide, but a stripe of a
 * shape or a product under the words does.
 */
export function backgroundContrast(textless: Decoded, box: Box, colour: string): number {
  const ink = parseHex(colour);
  const ratios = pixelsIn(textless, box)
    .map((p) => contrastRatio(ink, p))
    .sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length * 0.02)] ?? 0;
}

/** Share of the box's pixels in the final render that are close to the text colour: the glyphs. */
export function inkCoverage(final: Decoded, box: Box, colour: string): number {
  const ink = parseHex(colour);
  const pixels = pixelsIn(final, box);
  const near = pixels.filter(
    (p) => Math.abs(p.r - ink.r) + Math.abs(p.g - ink.g) + Math.abs(p.b - ink.b) < 90,
  );
  return near.length / Math.max(1, pixels.length);
}

export function meanLuminance(image: Decoded, box: Box): number {
  const pixels = pixelsIn(image, box);
  return (
    pixels.reduce((sum, p) => sum + (0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b) / 255, 0) / pixels.length
  );
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A text's box inside the canvas and, for 9:16, inside the safe zone the apps leave uncovered. */
export function expectInFrame(box: Box, preset: Preset, what: string): void {
  const { width, height, aspectRatio } = preset.outputs;
  expect(box.x, what).toBeGreaterThanOrEqual(0);
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, what).toBeLessThanOrEqual(width);
  expect(box.y + box.height, what).toBeLessThanOrEqual(height);
  if (aspectRatio === '9:16') {
    expect(box.y, what).toBeGreaterThanOrEqual(height * SAFE_ZONE.top);
    expect(box.y + box.height, what).toBeLessThanOrEqual(height * SAFE_ZONE.bottom);
  }
}

/** The mean colour of the box's pixels. */
export function meanColour(image: Decoded, box: Box): Rgb {
  const pixels = pixelsIn(image, box);
  const sum = pixels.reduce((s, p) => ({ r: s.r + p.r, g: s.g + p.g, b: s.b + p.b }), { r: 0, g: 0, b: 0 });
  const count = Math.max(1, pixels.length);
  return { r: sum.r / count, g: sum.g / count, b: sum.b / count };
}
