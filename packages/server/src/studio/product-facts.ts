/**
 * What scenes need to know of a cut-out product, measured once per cut-out: its true box (solid
 * alpha only, so faint specks, a soft halo or a leftover shadow never inflate it and push the
 * product off centre or off its shadow), its silhouette's left and right edges down its height
 * (where a hand's fingers wrap it), and its colours.
 */
import { SOLID_ALPHA } from '../cutout/solid-alpha.js';
import { productColours, type Rgb } from './colour.js';
import type { Cutout } from './cutout.js';
import type { Box } from './geometry.js';

export interface ProductMeasure {
  /** The box of the solid pixels, in the cut-out's pixels. */
  solid: Box;
  /**
   * The silhouette's edges at 32 heights down the solid box: for each, the left and right edge as
   * fractions of the solid box's width (0–1), or undefined where the row has no solid pixel.
   */
  profile: Array<{ left: number; right: number } | undefined>;
  /** The dominant non-neutral colour first, then a second distinct one when the product has one. */
  colours: Rgb[];
  /** The mean colour of its solid pixels: how light or dark it is as a whole (a white cup). */
  mean: Rgb;
  /** Where it was photographed from, as far as its silhouette tells (viewOf). */
  view: ProductView;
}

/**
 * Where a product was photographed from: straight on (a flat base as wide as its body: a bottle,
 * a jar, a box), from a three-quarter height (a rounded base: the near rim of a pan or a saucer),
 * or from above (a silhouette rounded at both ends and alike top and bottom: a bowl or a plate seen
 * from over it, a flat lay). A product is set on a surface seen from the same height.
 */
export type ProductView = 'front' | 'three-quarter' | 'above';

export function viewOf(profile: ReadonlyArray<{ left: number; right: number } | undefined>): ProductView {
  const widths = profile.map((row) => (row ? row.right - row.left : 0));
  const rows = widths.length;
  if (rows < 8) return 'front';
  // The second row from each end: the very last is thinned by the anti-aliased edge.
  const base = widths[rows - 2]!;
  const top = widths[1]!;
  if (base >= 0.6) return 'front';
  let asymmetry = 0;
  for (let i = 0; i < rows / 2; i++) asymmetry += Math.abs(widths[i]! - widths[rows - 1 - i]!);
  asymmetry /= rows / 2;
  return asymmetry < 0.12 && top < 0.5 ? 'above' : 'three-quarter';
}

export const PROFILE_ROWS = 32;

const measured = new WeakMap<Cutout, ProductMeasure>();

export function measureProduct(cutout: Cutout): ProductMeasure {
  let measure = measured.get(cutout);
  if (!measure) {
    measure = measure_(cutout);
    measured.set(cutout, measure);
  }
  return measure;
}

function measure_(cutout: Cutout): ProductMeasure {
  const { pixels, width, height } = cutout;
  if (cutout.kind === 'photo') {
    return {
      solid: { x: 0, y: 0, width, height },
      profile: Array.from({ length: PROFILE_ROWS }, () => ({ left: 0, right: 1 })),
      colours: productColours(pixels),
      mean: meanColour(pixels, 0),
      view: 'front',
    };
  }
  // Solid pixels per row and column, then the box where the solid mass is: rows and columns with
  // only a few solid pixels at the outside (specks, a vignette's remains) are left out.
  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, o = y * width * 4 + 3; x < width; x++, o += 4) {
      if (pixels[o]! >= SOLID_ALPHA) {
        rows[y]!++;
        columns[x]!++;
        total++;
      }
    }
  }
  if (total === 0) {
    return {
      solid: { x: 0, y: 0, width, height },
      profile: [],
      colours: productColours(pixels),
      mean: meanColour(pixels, 0),
      view: 'front',
    };
  }
  const [top, bottom] = massRange(rows, total);
  const [left, right] = massRange(columns, total);
  const solid = { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  const profile = Array.from({ length: PROFILE_ROWS }, (_, i) => {
    const y = Math.min(bottom, Math.round(top + ((i + 0.5) / PROFILE_ROWS) * solid.height));
    let first = -1;
    let last = -1;
    for (let x = left; x <= right; x++) {
      if (pixels[(y * width + x) * 4 + 3]! >= SOLID_ALPHA) {
        if (first < 0) first = x;
        last = x;
      }
    }
    return first < 0
      ? undefined
      : { left: (first - left) / solid.width, right: (last + 1 - left) / solid.width };
  });
  return {
    solid,
    profile,
    colours: productColours(pixels),
    mean: meanColour(pixels, SOLID_ALPHA),
    view: viewOf(profile),
  };
}

/** The mean colour of the pixels with at least `minAlpha`, every 7th pixel. */
function meanColour(pixels: Buffer, minAlpha: number): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  let count = 0;
  for (let o = 0; o < pixels.length; o += 28) {
    if (pixels[o + 3]! < minAlpha) continue;
    r += pixels[o]!;
    g += pixels[o + 1]!;
    b += pixels[o + 2]!;
    count++;
  }
  if (count === 0) return { r: 128, g: 128, b: 128 };
  return { r: Math.round(r / count), g: Math.round(g / count), b: Math.round(b / count) };
}

/**
 * The first and last line of the product's solid mass: the run of consecutive lines holding solid
 * pixels with the most of them, joined by any other run that holds a real part of it (2 % or more:
 * a lid above a gap), so that specks apart from the product are left out while thin parts of it (a
 * bottle's neck, a glass's stem) are kept.
 */
function massRange(counts: Uint32Array, total: number): [number, number] {
  const runs: Array<{ first: number; last: number; mass: number }> = [];
  for (let i = 0; i < counts.length; i++) {
    if (counts[i] === 0) continue;
    const run = runs.at(-1);
    if (run && run.last === i - 1) {
      run.last = i;
      run.mass += counts[i]!;
    } else {
      runs.push({ first: i, last: i, mass: counts[i]! });
    }
  }
  const main = runs.reduce((a, b) => (b.mass > a.mass ? b : a));
  const parts = runs.filter((run) => run === main || run.mass >= total * 0.02);
  return [parts[0]!.first, parts.at(-1)!.last];
}
