/**
 * The product of a reference image, ready for a scene: cut out of its photo by the segmentation
 * model (src/cutout), trimmed to the product and reduced to a size every scene can use. A
 * transparent PNG keeps its alpha as it is; a photo in which the model finds no subject is shown
 * whole, as a print.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sharedSegmenter } from '../adapters/segmentation/u2netp-segmenter.js';
import { type PixelBox, productMatteOnce } from '../cutout/product-matte.js';
import { productPixels, trimPixels } from '../cutout/product-pixels.js';
import { boxMean } from '../cutout/window-means.js';
import type { ReferenceImage } from '../ports/image-engine.js';
import type { Segmenter } from '../ports/segmenter.js';
import { productColours, type Rgb } from './colour.js';
import type { Box } from './geometry.js';

/** A product cut out of its photo. Shared by every run with the same photo: never changed once made. */
export interface Cutout {
  /** Unpremultiplied RGBA pixels, trimmed to every pixel of the product that shows. */
  pixels: Buffer;
  width: number;
  height: number;
  dominant: Rgb;
  /** 'photo' when no product could be told from its background: the whole photo, opaque. */
  kind: 'cutout' | 'photo';
  /**
   * How the product was separated: by the segmentation model, by the PNG's own alpha, or not at
   * all (no subject found; the whole photo).
   */
  separation: 'segmented' | 'alpha' | 'none';
  /**
   * The box of the product's solid pixels (alpha ≥ 64), in this cut-out's pixels: where the
   * product really is. Placement centres and scales on it; a soft edge, a faint halo or a speck
   * never widens it. The whole cut-out for a photo.
   */
  solid: Box;
  /**
   * Where the product stands, in this cut-out's pixels: `y` is the lowest row of its solid pixels,
   * `left` and `right` the ends of the solid pixels in the lowest twentieth of its height. A
   * contact shadow goes under this line, so the product never floats above it.
   */
  contact: { y: number; left: number; right: number };
}

/**
 * The longest side of a cut-out: enough for the largest product box of any scene (a 1080×1920
 * storyboard frame), so that a product is never enlarged; larger products are reduced to it.
 */
const WORKING_SIZE = 1200;

/**
 * Cut-outs of the last few product photos, by content: a marketer renders the same product photo
 * again and again. Concurrent runs with the same photo share one cut-out; the model's matte behind
 * it is also kept (src/cutout), for the cutout generation and the next preset alike.
 */
const RECENT_CUTOUTS = 8;
const recent = new Map<string, Promise<Cutout>>();

/** The cut-out of `reference`, computed once for the last {@link RECENT_CUTOUTS} distinct photos. */
export function cutOutOnce(
  reference: ReferenceImage,
  segmenter: Segmenter = sharedSegmenter(),
): Promise<Cutout> {
  const key = createHash('sha256').update(reference.bytes).digest('base64');
  let cutout = recent.get(key);
  if (cutout) {
    // Most recently used last: the first entry is the one to let go.
    recent.delete(key);
  } else {
    cutout = cutOut(reference, segmenter);
    cutout.catch(() => recent.delete(key));
  }
  recent.set(key, cutout);
  if (recent.size > RECENT_CUTOUTS) recent.delete(recent.keys().next().value!);
  return cutout;
}

export async function cutOut(
  reference: ReferenceImage,
  segmenter: Segmenter = sharedSegmenter(),
): Promise<Cutout> {
  const matte = await productMatteOnce(reference.bytes, segmenter);
  const box = matte.visible;
  const scale = Math.min(1, WORKING_SIZE / Math.max(box.width, box.height));
  const width = Math.max(1, Math.round(box.width * scale));
  const height = Math.max(1, Math.round(box.height * scale));

  // Trimmed at full resolution, then reduced once (sharp weighs colours by alpha as it reduces).
  const trimmed = trimPixels(await productPixels(reference.bytes, matte), matte.width, box);
  const pixels =
    scale === 1
      ? trimmed
      : await sharp(trimmed, { raw: { width: box.width, height: box.height, channels: 4 } })
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer();
  // A segmented photo's soft edge still has the old background's colour in it: a halo on a new one.
  if (matte.separation === 'segmented') decontaminateEdges(pixels, width, height);
  const inCutout = (b: PixelBox): Box => ({
    x: (b.x - box.x) * scale,
    y: (b.y - box.y) * scale,
    width: b.width * scale,
    height: b.height * scale,
  });
  return {
    pixels,
    width,
    height,
    // The heaviest hue of the product's colours (a sparser sample: one colour is asked for).
    dominant: productColours(pixels, 64)[0]!,
    kind: matte.separation === 'none' ? 'photo' : 'cutout',
    separation: matte.separation,
    solid: inCutout(matte.solid),
    contact: {
      y: (matte.contact.y + 1 - box.y) * scale,
      left: (matte.contact.left - box.x) * scale,
      right: (matte.contact.right + 1 - box.x) * scale,
    },
  };
}

/** Alpha from which a pixel is the product's own colour, with nothing of the background in it. */
const PURE_ALPHA = 240;

/**
 * Edge colour decontamination, in place: each pixel of the soft edge (0 < alpha < 240) takes the
 * colour of the product's pure pixels around it (their mean within a radius of about 1.5 % of the
 * cut-out), so that the edge blends the product into the new scene instead of carrying a rim of the
 * table, wall or sky it was photographed on. Alpha is untouched; pixels with no pure pixel within
 * the radius keep their colour.
 */
export function decontaminateEdges(pixels: Buffer, width: number, height: number): void {
  const count = width * height;
  const radius = Math.max(3, Math.round(Math.max(width, height) * 0.015));
  const weight = new Float32Array(count);
  const planes = [new Float32Array(count), new Float32Array(count), new Float32Array(count)];
  let edges = 0;
  for (let i = 0, o = 0; i < count; i++, o += 4) {
    const a = pixels[o + 3]!;
    if (a >= PURE_ALPHA) {
      weight[i] = 1;
      planes[0]![i] = pixels[o]!;
      planes[1]![i] = pixels[o + 1]!;
      planes[2]![i] = pixels[o + 2]!;
    } else if (a > 0) edges++;
  }
  if (edges === 0) return;
  const share = boxMean(weight, width, height, radius);
  const means = planes.map((plane) => boxMean(plane, width, height, radius));
  for (let i = 0, o = 0; i < count; i++, o += 4) {
    const a = pixels[o + 3]!;
    if (a === 0 || a >= PURE_ALPHA) continue;
    const w = share[i]!;
    if (w < 1e-3) continue;
    pixels[o] = Math.round(means[0]![i]! / w);
    pixels[o + 1] = Math.round(means[1]![i]! / w);
    pixels[o + 2] = Math.round(means[2]![i]! / w);
  }
}
