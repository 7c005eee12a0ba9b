/**
 * Cuts the product out of a photo: the salient-object network's coarse map, cleaned (only the
 * product's own region or regions kept, specks and stray blobs dropped), is made to follow the
 * photo's edges by a guided filter fitted on a reduced copy and applied at full resolution. A
 * transparent PNG keeps its own alpha; a photo in which the network finds no subject is the
 * product whole.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../ports/image-processor.js';
import type { Segmenter } from '../ports/segmenter.js';
import { clearEnclosedBackground, type MattedPhoto } from './enclosed-background.js';
import { applyGuidedFilter, fitGuidedFilter } from './guided-filter.js';
import { dropCastShadows, productRegions } from './saliency-map.js';
import { SOLID_ALPHA } from './solid-alpha.js';

/** A rectangle of pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The product's coverage of every pixel of its photo: what a cut-out is made of. */
export interface ProductMatte {
  /** The photo's size, its EXIF orientation applied. */
  width: number;
  height: number;
  /**
   * How much each pixel belongs to the product, 0–255, row by row at the photo's size; undefined
   * when the photo has no subject and is the product whole.
   */
  alpha: Uint8Array | undefined;
  /** How it was found: by the network, from the PNG's own alpha, or not at all (the whole photo). */
  separation: 'segmented' | 'alpha' | 'none';
  /**
   * The box of the product's solid pixels (alpha ≥ {@link SOLID_ALPHA}): where the product really
   * is, never widened by a soft edge, a faint halo or a speck. The whole photo when none.
   */
  solid: PixelBox;
  /** The box of every pixel that shows at all (alpha > 0): what a cut-out trimmed to the product keeps. */
  visible: PixelBox;
  /**
   * Where the product meets the surface it stands on: the lowest row of its solid pixels, and the
   * left and right end of the solid pixels in the lowest twentieth of its height.
   */
  contact: { y: number; left: number; right: number };
}

/** The longest side of the reduced copy the guided filter is fitted on. */
const MODEL_SIDE = 640;
/** A transparent PNG is a cut-out already when this share of it is transparent (alpha < 128). */
const TRANSPARENT_SHARE = 0.02;

/**
 * Coverage curve applied to the filter's output (0–1 in 256 steps → 0–255): what the filter leaves
 * below a quarter is background (a faint wash, the glow a white background leaves around a white
 * product), above three quarters fully product; between, the soft edge keeps its gradation.
 */
const COVERAGE = (() => {
  const curve = new Uint8Array(256);
  for (let i = 0; i < 256; i++) {
    const t = Math.min(1, Math.max(0, (i / 255 - 0.25) / 0.5));
    curve[i] = Math.round(255 * t);
  }
  return curve;
})();

/**
 * Mattes of the last few photos, by content: a marketer uses the same product photo in run after
 * run, preset after preset, and cuts it out once. Concurrent requests for one photo share one
 * matte. Bounded by count and by the bytes of the mattes held.
 */
const RECENT_MATTES = 8;
const RECENT_MATTE_BYTES = 96 * 1024 * 1024;
const recent = new Map<string, { matte: Promise<ProductMatte>; bytes: number }>();

/**
 * The matte of `bytes`, computed once for the last few distinct photos. It is not stopped when one
 * caller gives up (another may be waiting for it); each caller checks its own signal.
 */
export function productMatteOnce(bytes: Buffer, segmenter: Segmenter): Promise<ProductMatte> {
  const key = `${segmenter.name}:${createHash('sha256').update(bytes).digest('base64')}`;
  let entry = recent.get(key);
  if (entry) {
    // Most recently used last: the first entry is the one to let go.
    recent.delete(key);
  } else {
    const matte = productMatte(bytes, segmenter);
    const made = { matte, bytes: 0 };
    entry = made;
    matte.then(
      (m) => {
        made.bytes = m.alpha?.length ?? 0;
        trim();
      },
      () => recent.delete(key),
    );
  }
  recent.set(key, entry);
  trim();
  return entry.matte;
}

function trim(): void {
  let held = 0;
  for (const entry of recent.values()) held += entry.bytes;
  for (const [key, entry] of recent) {
    if (recent.size <= RECENT_MATTES && held <= RECENT_MATTE_BYTES) break;
    if (recent.size === 1) break;
    recent.delete(key);
    held -= entry.bytes;
  }
}

/** Told the wall and processor time (every thread) of each stage of a cut-out, as it ends. */
export type MatteStageListener = (stage: string, wallMs: number, cpuMs: number) => void;

export async function productMatte(
  bytes: Buffer,
  segmenter: Segmenter,
  signal?: AbortSignal,
  onStage?: MatteStageListener,
): Promise<ProductMatte> {
  let wall = performance.now();
  let cpu = process.cpuUsage();
  const stage = (name: string) => {
    if (!onStage) return;
    const used = process.cpuUsage(cpu);
    const now = performance.now();
    onStage(name, now - wall, (used.user + used.system) / 1000);
    wall = now;
    cpu = process.cpuUsage();
  };
  const photo = () => sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const meta = await photo().metadata();
  // Sizes as displayed: a quarter turn of the EXIF orientation swaps them.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height! : meta.width!;
  const height = turned ? meta.width! : meta.height!;
  stage('metadata');

  if (meta.hasAlpha) {
    const alpha = await photo().extractChannel('alpha').raw().toBuffer();
    let transparent = 0;
    for (const a of alpha) if (a < 128) transparent++;
    if (transparent >= alpha.length * TRANSPARENT_SHARE) {
      return measured(width, height, new Uint8Array(alpha.buffer, alpha.byteOffset, alpha.length), 'alpha');
    }
  }

  const side = segmenter.inputSize;
  const square = await photo()
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  stage('network input');
  const saliency = await segmenter.saliency(square, signal);
  stage('inference');
  dropCastShadows(saliency, side);
  const mask = productRegions(saliency, side, width * height);
  stage('map');
  if (!mask) return whole(width, height);

  // The filter's model is fitted on a copy at most MODEL_SIDE on its longest side.
  const scale = Math.min(1, MODEL_SIDE / Math.max(width, height));
  const modelWidth = Math.max(1, Math.round(width * scale));
  const modelHeight = Math.max(1, Math.round(height * scale));
  // The full photo is decoded (libvips' threads) while the filter is fitted (this one).
  const decoding = photo().flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
  decoding.catch(() => {}); // awaited below, where a failure is thrown
  // The reduced copy is decoded at a fraction of the full size (JPEG's shrink-on-load).
  const guide = await photo()
    .flatten({ background: '#ffffff' })
    .resize(modelWidth, modelHeight, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  stage('reduced copy');
  const coarse = resample(mask, side, side, modelWidth, modelHeight);
  // A window of about a hundredth of the photo: wide enough to reach from the map's blurred edge
  // to the photo's real one, narrow enough not to bridge to the next object.
  const radius = Math.max(2, Math.round(Math.max(modelWidth, modelHeight) / 100));
  const model = fitGuidedFilter(guide, coarse, modelWidth, modelHeight, radius, 1e-3);
  stage('fit');
  const full = await decoding;
  signal?.throwIfAborted();
  stage('full decode');
  const alpha = new Uint8Array(width * height);
  applyGuidedFilter(model, full, width, height, 3, COVERAGE, alpha);
  stage('apply');
  // On a photo larger than the filter's copy, the enclosed background is looked for on the copy.
  let reduced: MattedPhoto | undefined;
  if (scale < 1) {
    reduced = {
      alpha: new Uint8Array(modelWidth * modelHeight),
      rgb: guide,
      width: modelWidth,
      height: modelHeight,
    };
    applyGuidedFilter(model, guide, modelWidth, modelHeight, 3, COVERAGE, reduced.alpha);
  }
  clearEnclosedBackground({ alpha, rgb: full, width, height }, { map: saliency, side }, reduced);
  stage('enclosed');
  const matte = measured(width, height, alpha, 'segmented');
  stage('boxes');
  return matte;
}

/** Bilinear resampling of a float plane. */
function resample(plane: Float32Array, width: number, height: number, toWidth: number, toHeight: number) {
  const out = new Float32Array(toWidth * toHeight);
  for (let y = 0; y < toHeight; y++) {
    const fy = Math.min(height - 1, Math.max(0, ((y + 0.5) * height) / toHeight - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < toWidth; x++) {
      const fx = Math.min(width - 1, Math.max(0, ((x + 0.5) * width) / toWidth - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(width - 1, x0 + 1);
      const wx = fx - x0;
      const top = plane[y0 * width + x0]! + (plane[y0 * width + x1]! - plane[y0 * width + x0]!) * wx;
      const bottom = plane[y1 * width + x0]! + (plane[y1 * width + x1]! - plane[y1 * width + x0]!) * wx;
      out[y * toWidth + x] = top + (bottom - top) * wy;
    }
  }
  return out;
}

function whole(width: number, height: number): ProductMatte {
  const all = { x: 0, y: 0, width, height };
  return {
    width,
    height,
    alpha: undefined,
    separation: 'none',
    solid: all,
    visible: all,
    contact: { y: height - 1, left: 0, right: width - 1 },
  };
}

/** The matte with its boxes and contact line; a matte with no solid pixel is no cut-out. */
function measured(
  width: number,
  height: number,
  alpha: Uint8Array,
  separation: 'segmented' | 'alpha',
): ProductMatte {
  const { solid, visible } = boxesOf(alpha, width, height);
  if (!solid || !visible) return whole(width, height);
  const bottom = solid.y + solid.height - 1;
  const from = Math.max(solid.y, bottom - Math.ceil(solid.height / 20));
  let left = solid.x + solid.width - 1;
  let right = solid.x;
  for (let y = from; y <= bottom; y++) {
    for (let x = solid.x, o = y * width + solid.x; x < solid.x + solid.width; x++, o++) {
      if (alpha[o]! >= SOLID_ALPHA) {
        if (x < left) left = x;
        if (x > right) right = x;
      }
    }
  }
  return { width, height, alpha, separation, solid, visible, contact: { y: bottom, left, right } };
}

/** The boxes of the solid pixels and of every pixel that shows, in one pass over the matte. */
function boxesOf(alpha: Uint8Array, width: number, height: number) {
  const solid = { minX: width, minY: height, maxX: -1, maxY: -1 };
  const visible = { minX: width, minY: height, maxX: -1, maxY: -1 };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    // Whole rows of background, the most of most photos, are passed over quickly.
    let first = 0;
    while (first < width && alpha[row + first] === 0) first++;
    if (first === width) continue;
    let last = width - 1;
    while (alpha[row + last] === 0) last--;
    visible.minX = Math.min(visible.minX, first);
    visible.maxX = Math.max(visible.maxX, last);
    if (visible.maxY < 0) visible.minY = y;
    visible.maxY = y;
    // The solid pixels' ends, from each end of the row: the product's inside is not walked.
    let solidFirst = first;
    while (solidFirst <= last && alpha[row + solidFirst]! < SOLID_ALPHA) solidFirst++;
    if (solidFirst > last) continue;
    let solidLast = last;
    while (alpha[row + solidLast]! < SOLID_ALPHA) solidLast--;
    solid.minX = Math.min(solid.minX, solidFirst);
    solid.maxX = Math.max(solid.maxX, solidLast);
    if (solid.maxY < 0) solid.minY = y;
    solid.maxY = y;
  }
  const box = (b: typeof solid): PixelBox | undefined =>
    b.maxX < 0
      ? undefined
      : { x: b.minX, y: b.minY, width: b.maxX - b.minX + 1, height: b.maxY - b.minY + 1 };
  return { solid: box(solid), visible: box(visible) };
}
