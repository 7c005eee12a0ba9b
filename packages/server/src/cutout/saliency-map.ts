/**
 * The salient-object network's coarse map, cleaned before the guided filter refines it: the cast
 * shadow it half-takes for the product cleared, and only the product's own region or regions kept
 * (specks and stray blobs dropped), at the map's size.
 */

/**
 * The saliency a subject must reach somewhere (0–1). U²-Net-p answers close to 1 on any object it
 * recognises as the subject; on a bare surface (concrete, a wall) it stays below 0.3.
 */
const SUBJECT_SALIENCY = 0.5;
/** Blobs of the map this much smaller than the largest are specks or clutter, not a second product. */
const SECOND_PRODUCT_SHARE = 0.15;
/** A subject covering less than this share of the photo is not one (a glint, a speck). */
const LEAST_SUBJECT_SHARE = 0.002;
/** A "subject" covering nearly the whole photo is the photo itself (a texture, a close-up). */
const MOST_SUBJECT_SHARE = 0.95;

/**
 * The map's product regions, or undefined when it has no subject. Regions are where the map
 * reaches {@link SUBJECT_SALIENCY}; the largest is the product, and so is any other at least
 * {@link SECOND_PRODUCT_SHARE} of its size (a pair of shoes, a glass beside its bottle); the rest
 * of the map (specks, a blob of clutter) is cleared, and so is what blurred out around it.
 */
export function productRegions(
  saliency: Float32Array,
  side: number,
  photoPixels: number,
): Float32Array | undefined {
  const n = side * side;
  let peak = 0;
  for (const v of saliency) if (v > peak) peak = v;
  if (peak < SUBJECT_SALIENCY) return undefined;

  const labels = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  // A pixel is on the stack at most once: labelled as it is pushed.
  const stack = new Int32Array(n);
  const steps = [-1, 1, -side, side];
  for (let start = 0; start < n; start++) {
    if (labels[start] !== -1 || saliency[start]! < SUBJECT_SALIENCY) continue;
    const label = sizes.length;
    let size = 0;
    let top = 0;
    labels[start] = label;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % side;
      for (let k = 0; k < 4; k++) {
        // Left, right, up, down; not across the row's ends.
        if ((k === 0 && x === 0) || (k === 1 && x === side - 1)) continue;
        const j = i + steps[k]!;
        if (j < 0 || j >= n || labels[j] !== -1 || saliency[j]! < SUBJECT_SALIENCY) continue;
        labels[j] = label;
        stack[top++] = j;
      }
    }
    sizes.push(size);
  }
  const largest = Math.max(...sizes);
  const kept = sizes.map((size) => size >= largest * SECOND_PRODUCT_SHARE);
  const area = sizes.reduce((sum, size, label) => sum + (kept[label] ? size : 0), 0) / n;
  if (area < LEAST_SUBJECT_SHARE || area > MOST_SUBJECT_SHARE || photoPixels < 16) return undefined;

  // Each pixel keeps its saliency when it belongs to a kept region or lies within reach of one
  // (the soft edge around it); everything else is background.
  const reach = Math.max(1, Math.round(side / 160));
  const near = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (labels[i]! >= 0 && kept[labels[i]!]) near[i] = 1;
  const grown = dilate(near, side, reach);
  const mask = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const label = labels[i]!;
    mask[i] = label >= 0 ? (kept[label] ? saliency[i]! : 0) : grown[i] ? saliency[i]! : 0;
  }
  return mask;
}

/** Saliency the network gives what it is sure of; a cast shadow it half-takes for the object stays below. */
const CERTAIN_SALIENCY = 0.85;

/**
 * Clears what the network only half-takes for the product where a cast shadow falls: on the
 * surface under the product's lower half, away from what the network is sure of. A real edge is a
 * thin band of middling saliency around the sure core; the photo's own shadow is a wide half-sure
 * region hanging off its bottom. A dark product on a dark surface keeps its body (the network is
 * sure of it), and so do parts above the product's middle (a headlight, a handle).
 */
export function dropCastShadows(saliency: Float32Array, side: number): void {
  const core = new Uint8Array(side * side);
  let top = side;
  let bottom = -1;
  for (let i = 0; i < core.length; i++) {
    if (saliency[i]! < CERTAIN_SALIENCY) continue;
    core[i] = 1;
    const y = Math.floor(i / side);
    if (y < top) top = y;
    bottom = y;
  }
  if (bottom < 0) return;
  const middle = (top + bottom) / 2;
  for (let x = 0; x < side; x++) {
    // Below the lowest sure pixel of the column's lower half, on the surface: a real edge there is
    // a pixel or two of the map; anything further down that the network is unsure of is shadow.
    let lowest = -1;
    for (let y = Math.ceil(middle); y < side; y++) if (core[y * side + x]) lowest = y;
    if (lowest < 0) continue;
    for (let y = lowest + 2; y < side; y++) {
      const i = y * side + x;
      if (saliency[i]! < CERTAIN_SALIENCY) saliency[i] = 0;
    }
  }
}

/** Marks every pixel within `reach` (a square) of a marked one. */
function dilate(marks: Uint8Array, side: number, reach: number): Uint8Array {
  const across = new Uint8Array(marks.length);
  for (let y = 0; y < side; y++) {
    let last = -Infinity;
    for (let x = 0; x < side; x++) {
      if (marks[y * side + x]) last = x;
      if (x - last <= reach) across[y * side + x] = 1;
    }
    last = Infinity;
    for (let x = side - 1; x >= 0; x--) {
      if (marks[y * side + x]) last = x;
      if (last - x <= reach) across[y * side + x] = 1;
    }
  }
  const out = new Uint8Array(marks.length);
  for (let x = 0; x < side; x++) {
    let last = -Infinity;
    for (let y = 0; y < side; y++) {
      if (across[y * side + x]) last = y;
      if (y - last <= reach) out[y * side + x] = 1;
    }
    last = Infinity;
    for (let y = side - 1; y >= 0; y--) {
      if (across[y * side + x]) last = y;
      if (last - y <= reach) out[y * side + x] = 1;
    }
  }
  return out;
}
