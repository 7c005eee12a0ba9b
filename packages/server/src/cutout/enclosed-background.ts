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
 *
 * On a large photo, where to look is found on the reduced copy the guided filter was fitted on (a
 * 12-megapixel photo has forty times its pixels): its enclosed patches, of any size. Only there is
 * the full photo looked at: its candidates are flooded from under each patch and decided as above,
 * at full size, so the decision and the hole's edge are the full photo's own. The photo's every
 * pixel is no longer compared, nor flooded from its border; a patch's outside is the copy's.
 */
import { isBackground, type RowProduct, rowProduct } from './row-background.js';
import { SOLID_ALPHA } from './solid-alpha.js';

/** A hole holds at most this share of the product's pixels, and at least {@link LEAST_HOLE}. */
const LARGEST_HOLE_SHARE = 0.25;
const LEAST_HOLE_SHARE = 0.002;
const LEAST_HOLE = 12;
const MOST_SALIENCY = 0.9;

/** A picture and its matte, row by row. */
export interface MattedPhoto {
  /** 0–255 a pixel. */
  alpha: Uint8Array;
  /** Packed RGB. */
  rgb: Buffer | Uint8Array;
  width: number;
  height: number;
}

/**
 * Clears, in place, the enclosed background of a segmented photo's matte: `photo.rgb` is the photo
 * at the matte's size. With `reduced` (the photo and its matte at a smaller size), the patches are
 * looked for there and decided at full size. Returns how many pixels it cleared.
 */
export function clearEnclosedBackground(
  photo: MattedPhoto,
  saliency: { map: Float32Array; side: number },
  reduced?: MattedPhoto,
): number {
  if (!reduced) {
    const { holes } = enclosedPatches(photo, saliency, true);
    let cleared = 0;
    for (const hole of holes) {
      for (const i of hole) photo.alpha[i] = 0;
      cleared += hole.length;
    }
    return cleared;
  }
  // On the reduced copy, every enclosed patch of any size is a place to look: a thin patch (the
  // soft rim of a handle's opening) can be a few pixels there and thousands at full size.
  const found = enclosedPatches(reduced, saliency, false);
  if (found.holes.length === 0) return 0;
  return clearAtFullSize(photo, reduced, found, saliency);
}

interface Patches {
  holes: Int32Array[];
  /** The reduced copy's solid pixels. */
  product: number;
  /** The background reached from the border, when any patch was left to check. */
  outside: Uint8Array | undefined;
}

/**
 * The patches of enclosed background, each a list of its pixels: candidates that never meet the
 * background outside, the network doubts, and (when `sized`) of a hole's size.
 */
function enclosedPatches(
  photo: MattedPhoto,
  saliency: { map: Float32Array; side: number },
  sized: boolean,
): Patches {
  const { alpha, rgb, width, height } = photo;
  const count = width * height;
  const candidate = new Uint8Array(count);
  let product = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const line = rowProduct(alpha, rgb, row, width);
    if (!line) continue;
    product += line.solid;
    if (!line.beside) continue;
    for (let x = line.first + 1; x < line.last; x++) {
      if (alpha[row + x]! >= SOLID_ALPHA && isBackground(rgb, row + x, x, line)) candidate[row + x] = 1;
    }
  }
  if (product === 0) return { holes: [], product, outside: undefined };

  // One queue serves every flood: a pixel enters each flood at most once.
  const queue = new Int32Array(count);
  const least = sized ? Math.max(LEAST_HOLE, product * LEAST_HOLE_SHARE) : 1;
  const largest = product * LARGEST_HOLE_SHARE;
  const seen = new Uint8Array(count);
  // Patches of the right size that the network doubts; whether they meet the outside background
  // is asked afterwards, and only if there are any (that flood visits most of the photo).
  const patches: Int32Array[] = [];
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
    if (meanSaliency(queue, size, width, height, saliency) > MOST_SALIENCY) continue;
    patches.push(queue.slice(0, size));
  }
  if (patches.length === 0) return { holes: [], product, outside: undefined };

  const outside = outsideOf(alpha, width, height, queue);
  const holes = patches.filter(
    (hole) => !meetsOutside(hole, hole.length, width, count, (j) => outside[j] === 1),
  );
  return { holes, product, outside };
}

/** The network's mean saliency over the first `size` pixels of `pixels`. */
function meanSaliency(
  pixels: Int32Array,
  size: number,
  width: number,
  height: number,
  saliency: { map: Float32Array; side: number },
): number {
  let sure = 0;
  for (let k = 0; k < size; k++) {
    const i = pixels[k]!;
    const sx = Math.min(saliency.side - 1, Math.floor(((i % width) * saliency.side) / width));
    const sy = Math.min(saliency.side - 1, Math.floor((Math.floor(i / width) * saliency.side) / height));
    sure += saliency.map[sy * saliency.side + sx]!;
  }
  return sure / size;
}

/** Whether any of the first `size` pixels of `pixels` has a neighbour that `isOutside`. */
function meetsOutside(
  pixels: Int32Array,
  size: number,
  width: number,
  count: number,
  isOutside: (j: number) => boolean,
): boolean {
  for (let k = 0; k < size; k++) {
    const i = pixels[k]!;
    const x = i % width;
    if (
      (x > 0 && isOutside(i - 1)) ||
      (x < width - 1 && isOutside(i + 1)) ||
      (i >= width && isOutside(i - width)) ||
      (i + width < count && isOutside(i + width))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Decides the reduced copy's patches at full size: the full photo's candidates under each patch are
 * flooded (through candidates only, each row's background colour taken from that row), and a
 * flooded patch is cleared when it has a hole's size (shares of the product, as on a photo decided
 * at its own size), the network doubts it and it meets no background that is outside on the
 * reduced copy.
 */
function clearAtFullSize(
  photo: MattedPhoto,
  reduced: MattedPhoto,
  found: Patches,
  saliency: { map: Float32Array; side: number },
): number {
  const { alpha, rgb, width, height } = photo;
  const count = width * height;
  const rw = reduced.width;
  const rh = reduced.height;
  const outside = found.outside!;
  // The reduced pixel of each full column and row, and the full columns and rows of each reduced one.
  const column = new Int32Array(width);
  for (let x = 0; x < width; x++) column[x] = Math.min(rw - 1, Math.floor(((x + 0.5) * rw) / width));
  const rowOf = new Int32Array(height);
  for (let y = 0; y < height; y++) rowOf[y] = Math.min(rh - 1, Math.floor(((y + 0.5) * rh) / height));
  const spanOf = (of: Int32Array, size: number) => {
    const first = new Int32Array(size).fill(of.length);
    const last = new Int32Array(size).fill(-1);
    for (let i = 0; i < of.length; i++) {
      first[of[i]!] = Math.min(first[of[i]!]!, i);
      last[of[i]!] = i;
    }
    return { first, last };
  };
  const columns = spanOf(column, rw);
  const rows = spanOf(rowOf, rh);
  const isOutside = (j: number) => {
    if (alpha[j]! >= SOLID_ALPHA) return false;
    const x = j % width;
    return outside[rowOf[(j - x) / width]! * rw + column[x]!] === 1;
  };

  // Each row's product and background, worked out when a flood first reaches the row.
  const lines: (RowProduct | null | undefined)[] = new Array(height);
  const lineOf = (y: number) => {
    let line = lines[y];
    if (line === undefined) {
      line = rowProduct(alpha, rgb, y * width, width) ?? null;
      lines[y] = line;
    }
    return line;
  };
  const isCandidate = (i: number) => {
    if (alpha[i]! < SOLID_ALPHA) return false;
    const x = i % width;
    const line = lineOf((i - x) / width);
    return !!line?.beside && x > line.first && x < line.last && isBackground(rgb, i, x, line);
  };

  const scale = count / (rw * rh);
  const least = Math.max(LEAST_HOLE, found.product * scale * LEAST_HOLE_SHARE);
  const largest = found.product * scale * LARGEST_HOLE_SHARE;
  const seen = new Uint8Array(count);
  const steps = [-1, 1, -width, width];
  let queue = new Int32Array(1024);
  const holes: Int32Array[] = [];
  for (const patch of found.holes) {
    for (const r of patch) {
      const rx = r % rw;
      const ry = (r - rx) / rw;
      for (let y = rows.first[ry]!; y <= rows.last[ry]!; y++) {
        for (let x = columns.first[rx]!; x <= columns.last[rx]!; x++) {
          const start = y * width + x;
          if (seen[start] || !isCandidate(start)) continue;
          seen[start] = 1;
          queue[0] = start;
          let read = 0;
          let size = 1;
          // Flooded past a hole's size, it is not one; it is flooded to its end all the same, so
          // that none of it is started again.
          while (read < size) {
            const i = queue[read++]!;
            const ix = i % width;
            for (let k = 0; k < 4; k++) {
              // Left, right, up, down; not across the row's ends.
              if ((k === 0 && ix === 0) || (k === 1 && ix === width - 1)) continue;
              const j = i + steps[k]!;
              if (j < 0 || j >= count || seen[j] || !isCandidate(j)) continue;
              seen[j] = 1;
              if (size === queue.length) {
                const grown = new Int32Array(queue.length * 2);
                grown.set(queue);
                queue = grown;
              }
              queue[size++] = j;
            }
          }
          if (size < least || size > largest) continue;
          if (meanSaliency(queue, size, width, height, saliency) > MOST_SALIENCY) continue;
          if (meetsOutside(queue, size, width, count, isOutside)) continue;
          holes.push(queue.slice(0, size));
        }
      }
    }
  }
  // Cleared once every patch is decided, as each was decided on the matte as it came.
  let cleared = 0;
  for (const hole of holes) {
    for (const i of hole) alpha[i] = 0;
    cleared += hole.length;
  }
  return cleared;
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
