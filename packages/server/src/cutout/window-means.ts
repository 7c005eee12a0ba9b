/**
 * Window statistics for the guided filter: means over the square window around every pixel, by
 * running sums along the rows and then down the columns, the window clipped at the borders.
 */

/** Thirteen planes, in `windowMeans`'s order. */
export type WindowMeans = [
  r: Float32Array,
  g: Float32Array,
  b: Float32Array,
  p: Float32Array,
  rp: Float32Array,
  gp: Float32Array,
  bp: Float32Array,
  rr: Float32Array,
  rg: Float32Array,
  rb: Float32Array,
  gg: Float32Array,
  gb: Float32Array,
  bb: Float32Array,
];

/**
 * The window means of the colour (0–1), the mask, the colour times the mask and the colour's
 * products (r, g, b, p, rp, gp, bp, rr, rg, rb, gg, gb, bb), all in one pass along the rows: the
 * products are summed as they are made, never stored.
 */
export function windowMeans(
  guide: Buffer | Uint8Array,
  mask: Float32Array,
  width: number,
  height: number,
  radius: number,
): WindowMeans {
  const n = width * height;
  const planes = Array.from({ length: 13 }, () => new Float32Array(n)) as WindowMeans;
  const [r, g, b, p, rp, gp, bp, rr, rg, rb, gg, gb, bb] = planes;
  const perColumn = reciprocalCounts(width, radius);
  const k = 1 / 255;
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sr = 0;
    let sg = 0;
    let sb = 0;
    let sp = 0;
    let srp = 0;
    let sgp = 0;
    let sbp = 0;
    let srr = 0;
    let srg = 0;
    let srb = 0;
    let sgg = 0;
    let sgb = 0;
    let sbb = 0;
    // x runs from -radius: the window's right end enters at x + radius, its left end leaves after x - radius.
    for (let x = -radius; x < width; x++) {
      const enter = x + radius;
      if (enter < width) {
        const i = base + enter;
        const cr = guide[3 * i]! * k;
        const cg = guide[3 * i + 1]! * k;
        const cb = guide[3 * i + 2]! * k;
        const cp = mask[i]!;
        sr += cr;
        sg += cg;
        sb += cb;
        sp += cp;
        srp += cr * cp;
        sgp += cg * cp;
        sbp += cb * cp;
        srr += cr * cr;
        srg += cr * cg;
        srb += cr * cb;
        sgg += cg * cg;
        sgb += cg * cb;
        sbb += cb * cb;
      }
      if (x < 0) continue;
      const o = base + x;
      const share = perColumn[x]!;
      r[o] = sr * share;
      g[o] = sg * share;
      b[o] = sb * share;
      p[o] = sp * share;
      rp[o] = srp * share;
      gp[o] = sgp * share;
      bp[o] = sbp * share;
      rr[o] = srr * share;
      rg[o] = srg * share;
      rb[o] = srb * share;
      gg[o] = sgg * share;
      gb[o] = sgb * share;
      bb[o] = sbb * share;
      const leave = x - radius;
      if (leave >= 0) {
        const i = base + leave;
        const cr = guide[3 * i]! * k;
        const cg = guide[3 * i + 1]! * k;
        const cb = guide[3 * i + 2]! * k;
        const cp = mask[i]!;
        sr -= cr;
        sg -= cg;
        sb -= cb;
        sp -= cp;
        srp -= cr * cp;
        sgp -= cg * cp;
        sbp -= cb * cp;
        srr -= cr * cr;
        srg -= cr * cg;
        srb -= cr * cb;
        sgg -= cg * cg;
        sgb -= cg * cb;
        sbb -= cb * cb;
      }
    }
  }
  // Then down the columns.
  return planes.map((plane) => columnMeans(plane, width, height, radius)) as WindowMeans;
}

/** The mean over the (2·radius+1)² window around each pixel, the window clipped at the borders. */
export function boxMean(plane: Float32Array, width: number, height: number, radius: number): Float32Array {
  const perColumn = reciprocalCounts(width, radius);
  const across = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let sum = 0;
    for (let x = 0; x < radius && x < width; x++) sum += plane[base + x]!;
    for (let x = 0; x < width; x++) {
      if (x + radius < width) sum += plane[base + x + radius]!;
      across[base + x] = sum * perColumn[x]!;
      if (x - radius >= 0) sum -= plane[base + x - radius]!;
    }
  }
  return columnMeans(across, width, height, radius);
}

/** The mean over the 2·radius+1 rows around each pixel, clipped at the top and bottom. */
function columnMeans(across: Float32Array, width: number, height: number, radius: number): Float32Array {
  const perRow = reciprocalCounts(height, radius);
  const out = new Float32Array(across.length);
  const sums = new Float64Array(width);
  for (let y = 0; y < radius && y < height; y++) {
    for (let x = 0, o = y * width; x < width; x++, o++) sums[x]! += across[o]!;
  }
  for (let y = 0; y < height; y++) {
    if (y + radius < height) {
      for (let x = 0, o = (y + radius) * width; x < width; x++, o++) sums[x]! += across[o]!;
    }
    const share = perRow[y]!;
    for (let x = 0, o = y * width; x < width; x++, o++) out[o] = sums[x]! * share;
    if (y - radius >= 0) {
      for (let x = 0, o = (y - radius) * width; x < width; x++, o++) sums[x]! -= across[o]!;
    }
  }
  return out;
}

/** One over the number of places of the window around each position, clipped at the ends. */
function reciprocalCounts(length: number, radius: number): Float32Array {
  const counts = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    counts[i] = 1 / (Math.min(length - 1, i + radius) - Math.max(0, i - radius) + 1);
  }
  return counts;
}
