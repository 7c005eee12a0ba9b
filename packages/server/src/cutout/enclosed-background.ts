/**
 * The background a product encloses: the wall seen through a mug's handle, between a glass's stem
 * and its neighbour, through the clear bowl of a glass. The segmentation network paints a product's
 * outline solid and fills what it surrounds; here each pixel the matte calls product but that has
 * the colour of the photo's background just beside it on the same row is a candidate, and a
 * connected patch of them that never meets the background outside the product is made transparent.
 *
 * What keeps real parts of the product: a patch that reaches the outside background (the body of a
 * white cup on white, whose edge fades into the backdrop) is never a hole; nor is one larger than a
 * quarter of the product (a white label on a dark bottle would be too), nor a speck (a highlight).
 */
import { SOLID_ALPHA } from './solid-alpha.js';

/** Alpha under which a pixel is background. */
const BACKGROUND_ALPHA = 16;
/** How near (RGB distance) a pixel must be to the background beside it to be taken for it. */
const BACKGROUND_DISTANCE = 26;
/** How many background pixels beside the product, on each side of a row, give its colour there. */
const SAMPLE = 6;
/** A hole holds at most this share of the product's pixels, and at least {@link LEAST_HOLE}. */
const LARGEST_HOLE_SHARE = 0.25;
const LEAST_HOLE_SHARE = 0.002;
const LEAST_HOLE = 12;
const MOST_SALIENCY = 0.9;

/**
 * Clears, in place, the enclosed background of a segmented photo's matte: `rgb` is the photo at
 * the matte's size. Returns how many pixels it cleared.
 */
export function clearEnclosedBackground(
  alpha: Uint8Array,
  rgb: Buffer,
  width: number,
  height: number,
  saliency: { map: Float32Array; side: number },
): number {
  const count = width * height;
  const candidate = new Uint8Array(count);
  let product = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (alpha[row + x]! >= SOLID_ALPHA) {
        if (first < 0) first = x;
        last = x;
        product++;
      }
    }
    if (first < 0) continue;
    const left = backgroundBeside(alpha, rgb, row, first, -1, width);
    const right = backgroundBeside(alpha, rgb, row, last, 1, width);
    if (!left && !right) continue;
    for (let x = first + 1; x < last; x++) {
      const i = row + x;
      if (alpha[i]! < SOLID_ALPHA) continue;
      const t = (x - first) / Math.max(1, last - first);
      const a = left ?? right!;
      const b = right ?? left!;
      const o = i * 3;
      const dr = rgb[o]! - (a[0] + (b[0] - a[0]) * t);
      const dg = rgb[o + 1]! - (a[1] + (b[1] - a[1]) * t);
      const db = rgb[o + 2]! - (a[2] + (b[2] - a[2]) * t);
      if (dr * dr + dg * dg + db * db < BACKGROUND_DISTANCE * BACKGROUND_DISTANCE) candidate[i] = 1;
    }
  }
  if (product === 0) return 0;

  // One queue serves every flood: a pixel enters each flood at most once.
  const queue = new Int32Array(count);
  const least = Math.max(LEAST_HOLE, product * LEAST_HOLE_SHARE);
  const largest = product * LARGEST_HOLE_SHARE;
  const seen = new Uint8Array(count);
  // Patches of the right size that the network doubts; whether they meet the outside background
  // is asked afterwards, and only if there are any (that flood visits most of the photo).
  const holes: Int32Array[] = [];
  for (let start = 0; start < count; start++) {
    if (!candidate[start] || seen[start]) continue;
    // A breadth-first flood whose queue is the patch itself: queue[0, size) when it ends.
    seen[start] = 1;
    queue[0] = start;
    let read = 0;
    let size = 1;
    while (read < size) {
      const i = queue[read++]!;
      const x = i % width;
      if (x > 0 && candidate[i - 1] && !seen[i - 1]) {
        seen[i - 1] = 1;
        queue[size++] = i - 1;
      }
      if (x < width - 1 && candidate[i + 1] && !seen[i + 1]) {
        seen[i + 1] = 1;
        queue[size++] = i + 1;
      }
      if (i >= width && candidate[i - width] && !seen[i - width]) {
        seen[i - width] = 1;
        queue[size++] = i - width;
      }
      if (i + width < count && candidate[i + width] && !seen[i + width]) {
        seen[i + width] = 1;
        queue[size++] = i + width;
      }
    }
    if (size < least || size > largest) continue;
    let sure = 0;
    for (let k = 0; k < size; k++) {
      const i = queue[k]!;
      const sx = Math.min(saliency.side - 1, Math.floor(((i % width) * saliency.side) / width));
      const sy = Math.min(saliency.side - 1, Math.floor((Math.floor(i / width) * saliency.side) / height));
      sure += saliency.map[sy * saliency.side + sx]!;
    }
    if (sure / size > MOST_SALIENCY) continue;
    holes.push(queue.slice(0, size));
  }
  if (holes.length === 0) return 0;

  const outside = outsideOf(alpha, width, height, queue);
  let cleared = 0;
  for (const hole of holes) {
    let open = false;
    for (let k = 0; k < hole.length && !open; k++) {
      const i = hole[k]!;
      const x = i % width;
      open =
        (x > 0 && outside[i - 1] === 1) ||
        (x < width - 1 && outside[i + 1] === 1) ||
        (i >= width && outside[i - width] === 1) ||
        (i + width < count && outside[i + width] === 1);
    }
    if (open) continue;
    for (const i of hole) alpha[i] = 0;
    cleared += hole.length;
  }
  return cleared;
}

/** The mean colour of the background pixels just beside a row's product pixels, or undefined. */
function backgroundBeside(
  alpha: Uint8Array,
  rgb: Buffer,
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

/**
 * The background reached from the photo's border without crossing the product: a breadth-first
 * flood in `queue` (at least width × height long), typed arrays throughout, since on a 12-megapixel
 * photo it visits most of ten million pixels.
 */
function outsideOf(alpha: Uint8Array, width: number, height: number, queue: Int32Array): Uint8Array {
  const count = width * height;
  const outside = new Uint8Array(count);
  let size = 0;
  const seed = (i: number) => {
    if (outside[i] || alpha[i]! >= SOLID_ALPHA) return;
    outside[i] = 1;
    queue[size++] = i;
  };
  for (let x = 0; x < width; x++) {
    seed(x);
    seed((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seed(y * width);
    seed(y * width + width - 1);
  }
  let read = 0;
  while (read < size) {
    const i = queue[read++]!;
    const x = i % width;
    if (x > 0 && !outside[i - 1] && alpha[i - 1]! < SOLID_ALPHA) {
      outside[i - 1] = 1;
      queue[size++] = i - 1;
    }
    if (x < width - 1 && !outside[i + 1] && alpha[i + 1]! < SOLID_ALPHA) {
      outside[i + 1] = 1;
      queue[size++] = i + 1;
    }
    if (i >= width && !outside[i - width] && alpha[i - width]! < SOLID_ALPHA) {
      outside[i - width] = 1;
      queue[size++] = i - width;
    }
    if (i + width < count && !outside[i + width] && alpha[i + width]! < SOLID_ALPHA) {
      outside[i + width] = 1;
      queue[size++] = i + width;
    }
  }
  return outside;
}
