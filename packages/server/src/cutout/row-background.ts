/**
 * The background colour beside a row's product, as the enclosed-background pass reads it: where
 * each row's solid pixels start and end, the mean colour of the background just past each end,
 * and whether a pixel of the row has that colour.
 */
import { SOLID_ALPHA } from './solid-alpha.js';

/** Alpha under which a pixel is background. */
const BACKGROUND_ALPHA = 16;
/** How near (RGB distance) a pixel must be to the background beside it to be taken for it. */
const BACKGROUND_DISTANCE = 26;
/** How many background pixels beside the product, on each side of a row, give its colour there. */
const SAMPLE = 6;

/** A row's solid pixels (first, last, how many) and the background's colour beside them. */
export interface RowProduct {
  first: number;
  last: number;
  solid: number;
  /** The background's colour at the row's product's two ends; undefined when neither end has any. */
  beside: { left: Rgb; right: Rgb } | undefined;
}

export type Rgb = [number, number, number];

/** The row's product and the background beside it, or undefined when the row has no product. */
export function rowProduct(
  alpha: Uint8Array,
  rgb: Buffer | Uint8Array,
  row: number,
  width: number,
): RowProduct | undefined {
  let first = -1;
  let last = -1;
  let solid = 0;
  for (let x = 0; x < width; x++) {
    if (alpha[row + x]! >= SOLID_ALPHA) {
      if (first < 0) first = x;
      last = x;
      solid++;
    }
  }
  if (first < 0) return undefined;
  const left = backgroundBeside(alpha, rgb, row, first, -1, width);
  const right = backgroundBeside(alpha, rgb, row, last, 1, width);
  const beside = left || right ? { left: left ?? right!, right: right ?? left! } : undefined;
  return { first, last, solid, beside };
}

/**
 * Whether pixel `i` (at column `x`) has the colour of the background beside its row's product:
 * that colour where the row has background on one side, a blend of the two by position where both.
 */
export function isBackground(rgb: Buffer | Uint8Array, i: number, x: number, row: RowProduct): boolean {
  const { left: a, right: b } = row.beside!;
  const t = (x - row.first) / Math.max(1, row.last - row.first);
  const o = i * 3;
  const dr = rgb[o]! - (a[0] + (b[0] - a[0]) * t);
  const dg = rgb[o + 1]! - (a[1] + (b[1] - a[1]) * t);
  const db = rgb[o + 2]! - (a[2] + (b[2] - a[2]) * t);
  return dr * dr + dg * dg + db * db < BACKGROUND_DISTANCE * BACKGROUND_DISTANCE;
}

/** The mean colour of the background pixels just beside a row's product pixels, or undefined. */
function backgroundBeside(
  alpha: Uint8Array,
  rgb: Buffer | Uint8Array,
  row: number,
  edge: number,
  step: 1 | -1,
  width: number,
): [number, number, number] | undefined {
  let r = 0;
  let g = 0;
  let b = 0;
  let found = 0;
  // Past the soft edge first, then a few pixels of background.
  for (let x = edge + step; x >= 0 && x < width && found < SAMPLE; x += step) {
    if (alpha[row + x]! >= BACKGROUND_ALPHA) continue;
    const o = (row + x) * 3;
    r += rgb[o]!;
    g += rgb[o + 1]!;
    b += rgb[o + 2]!;
    found++;
  }
  return found < SAMPLE / 2 ? undefined : [r / found, g / found, b / found];
}
