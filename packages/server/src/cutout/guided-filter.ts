/**
 * The fast guided filter (He and Sun, 2015) with a colour guide: a coarse mask is made to follow
 * the photo's own edges. Its local linear model (the mask as a linear function of the colour in
 * every small window) is fitted on a reduced copy of the photo, then applied to the photo at full
 * resolution, so a hair or a glass rim is as sharp as the photo is, at the cost of a few
 * multiplications a pixel.
 */
import { boxMean, windowMeans } from './window-means.js';

/** Planar float pictures of one size. */
export interface Planes {
  width: number;
  height: number;
}

/** The filter's model: coefficients for R, G, B and a constant, at the reduced size. */
export interface GuidedModel extends Planes {
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
}

/**
 * Fits the model: `guide` is packed RGB at `width`×`height`, `mask` the coarse mask (0–1) at the
 * same size. `radius` is the window's half side in pixels, `epsilon` how smooth the result stays
 * where the photo has no edge (on a 0–1 colour scale).
 */
export function fitGuidedFilter(
  guide: Buffer | Uint8Array,
  mask: Float32Array,
  width: number,
  height: number,
  radius: number,
  epsilon: number,
): GuidedModel {
  const n = width * height;
  const [mr, mg, mb, mp, rp, gp, bp, rr, rg, rb, gg, gb, bb] = windowMeans(
    guide,
    mask,
    width,
    height,
    radius,
  );
  const mean = (plane: Float32Array) => boxMean(plane, width, height, radius);

  const ar = new Float32Array(n);
  const ag = new Float32Array(n);
  const ab = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const mri = mr[i]!;
    const mgi = mg[i]!;
    const mbi = mb[i]!;
    const mpi = mp[i]!;
    // The colour covariance in the window (regularised) and the covariance of colour and mask.
    const srr = rr[i]! - mri * mri + epsilon;
    const srg = rg[i]! - mri * mgi;
    const srb = rb[i]! - mri * mbi;
    const sgg = gg[i]! - mgi * mgi + epsilon;
    const sgb = gb[i]! - mgi * mbi;
    const sbb = bb[i]! - mbi * mbi + epsilon;
    const cr = rp[i]! - mri * mpi;
    const cg = gp[i]! - mgi * mpi;
    const cb = bp[i]! - mbi * mpi;
    // Solves the 3×3 system by its adjugate (it is symmetric and, with epsilon, never singular).
    const i00 = sgg * sbb - sgb * sgb;
    const i01 = srb * sgb - srg * sbb;
    const i02 = srg * sgb - srb * sgg;
    const i11 = srr * sbb - srb * srb;
    const i12 = srb * srg - srr * sgb;
    const i22 = srr * sgg - srg * srg;
    const det = srr * i00 + srg * i01 + srb * i02;
    const air = (i00 * cr + i01 * cg + i02 * cb) / det;
    const aig = (i01 * cr + i11 * cg + i12 * cb) / det;
    const aib = (i02 * cr + i12 * cg + i22 * cb) / det;
    ar[i] = air;
    ag[i] = aig;
    ab[i] = aib;
    b[i] = mpi - air * mri - aig * mgi - aib * mbi;
  }
  return { width, height, ar: mean(ar), ag: mean(ag), ab: mean(ab), b: mean(b) };
}

/**
 * Applies the model to the photo at its full size (packed RGB, or RGBA with `channels` 4): each
 * pixel's coverage from its own colour and the model interpolated at its place. The result goes
 * through `curve` (0–1 → 0–255) into `out`.
 *
 * Most of a photo is plainly background or plainly product: wherever the model, whatever the
 * colour (0–1 on each channel), cannot leave the curve's flat ends, the pixels are filled without
 * being computed. The bounds hold between the model's samples too (the highest value is a convex
 * function of the coefficients, the lowest a concave one), so a cell is settled by its corners.
 */
export function applyGuidedFilter(
  model: GuidedModel,
  photo: Buffer | Uint8Array,
  width: number,
  height: number,
  channels: number,
  curve: Uint8Array,
  out: Uint8Array,
): void {
  const steps = curve.length - 1;
  const low = curve[0]!;
  const high = curve[steps]!;
  // The curve's flat ends: below `zeroBelow` it gives `low`, from `fullFrom` on `high`.
  let zeroBelow = 0;
  while (zeroBelow < steps && curve[zeroBelow + 1] === low) zeroBelow++;
  let fullFrom = steps;
  while (fullFrom > 0 && curve[fullFrom - 1] === high) fullFrom--;
  const settled = settledCells(model, zeroBelow / steps, fullFrom / steps);

  const columns = sampling(model.width, width);
  const rows = sampling(model.height, height);
  const mw = model.width;
  // The photo's columns under each column of cells: [start, end) for cell x.
  const spans = new Int32Array(mw + 1).fill(width);
  for (let x = width - 1; x >= 0; x--) spans[columns.first[x]!] = x;
  for (let c = mw - 1; c >= 0; c--) if (spans[c]! > spans[c + 1]!) spans[c] = spans[c + 1]!;
  const row = {
    ar: new Float32Array(mw),
    ag: new Float32Array(mw),
    ab: new Float32Array(mw),
    b: new Float32Array(mw),
  };
  const scale = 1 / 255;
  // Runs of cells in one state along a row of cells, in the photo's columns: [state, start, end)
  // triples, merged so that a row of the photo is a few fills and the spans it computes.
  const runs = new Int32Array(3 * mw);
  let runCount = 0;
  let runsOf = -1;
  for (let y = 0; y < height; y++) {
    const cellRow = rows.first[y]! * mw;
    if (cellRow !== runsOf) {
      runCount = 0;
      for (let c = 0; c < mw; c++) {
        const start = spans[c]!;
        const end = spans[c + 1]!;
        if (start >= end) continue;
        const state = settled[cellRow + c]!;
        if (runCount > 0 && runs[3 * (runCount - 1)] === state) runs[3 * (runCount - 1) + 2] = end;
        else {
          runs[3 * runCount] = state;
          runs[3 * runCount + 1] = start;
          runs[3 * runCount + 2] = end;
          runCount++;
        }
      }
      runsOf = cellRow;
    }
    const t = y * width;
    let interpolated = false;
    for (let k = 0; k < runCount; k++) {
      const state = runs[3 * k]!;
      const start = runs[3 * k + 1]!;
      const end = runs[3 * k + 2]!;
      if (state === BACKGROUND) {
        out.fill(low, t + start, t + end);
        continue;
      }
      if (state === PRODUCT) {
        out.fill(high, t + start, t + end);
        continue;
      }
      if (!interpolated) {
        // The model's row at this height, once for the whole row of the photo.
        const top = rows.first[y]! * mw;
        const bottom = rows.second[y]! * mw;
        const wy = rows.weight[y]!;
        for (const key of ['ar', 'ag', 'ab', 'b'] as const) {
          const plane = model[key];
          const target = row[key];
          for (let x = 0; x < mw; x++)
            target[x] = plane[top + x]! + (plane[bottom + x]! - plane[top + x]!) * wy;
        }
        interpolated = true;
      }
      for (let x = start, o = (t + start) * channels; x < end; x++, o += channels) {
        const x0 = columns.first[x]!;
        const x1 = columns.second[x]!;
        const wx = columns.weight[x]!;
        const ar = row.ar[x0]! + (row.ar[x1]! - row.ar[x0]!) * wx;
        const ag = row.ag[x0]! + (row.ag[x1]! - row.ag[x0]!) * wx;
        const ab = row.ab[x0]! + (row.ab[x1]! - row.ab[x0]!) * wx;
        const b = row.b[x0]! + (row.b[x1]! - row.b[x0]!) * wx;
        const q = (ar * photo[o]! + ag * photo[o + 1]! + ab * photo[o + 2]!) * scale + b;
        out[t + x] = curve[q <= 0 ? 0 : q >= 1 ? steps : Math.round(q * steps)]!;
      }
    }
  }
}

const MIXED = 0;
const BACKGROUND = 1;
const PRODUCT = 2;

/**
 * For each cell of the model (a sample and its right and lower neighbours), whether every colour
 * gives background there, every colour gives product, or it depends on the pixel.
 */
function settledCells(model: GuidedModel, zeroBelow: number, fullFrom: number): Uint8Array {
  const { width, height } = model;
  const most = new Float32Array(width * height);
  const least = new Float32Array(width * height);
  for (let i = 0; i < most.length; i++) {
    const ar = model.ar[i]!;
    const ag = model.ag[i]!;
    const ab = model.ab[i]!;
    const b = model.b[i]!;
    most[i] = b + (ar > 0 ? ar : 0) + (ag > 0 ? ag : 0) + (ab > 0 ? ab : 0);
    least[i] = b + (ar < 0 ? ar : 0) + (ag < 0 ? ag : 0) + (ab < 0 ? ab : 0);
  }
  const cells = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const below = Math.min(height - 1, y + 1);
    for (let x = 0; x < width; x++) {
      const right = Math.min(width - 1, x + 1);
      const a = y * width + x;
      const b = y * width + right;
      const c = below * width + x;
      const d = below * width + right;
      const highest = Math.max(most[a]!, most[b]!, most[c]!, most[d]!);
      const lowest = Math.min(least[a]!, least[b]!, least[c]!, least[d]!);
      cells[y * width + x] = highest <= zeroBelow ? BACKGROUND : lowest >= fullFrom ? PRODUCT : MIXED;
    }
  }
  return cells;
}

/** For each of `to` positions, the two of `from` it lies between and how far towards the second. */
function sampling(from: number, to: number) {
  const first = new Int32Array(to);
  const second = new Int32Array(to);
  const weight = new Float32Array(to);
  const ratio = from / to;
  for (let i = 0; i < to; i++) {
    const at = Math.min(from - 1, Math.max(0, (i + 0.5) * ratio - 0.5));
    const lower = Math.floor(at);
    first[i] = lower;
    second[i] = Math.min(from - 1, lower + 1);
    weight[i] = at - lower;
  }
  return { first, second, weight };
}
