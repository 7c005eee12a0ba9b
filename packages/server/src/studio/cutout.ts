/**
 * Cuts the product out of a reference image. A transparent PNG keeps its alpha as it is. A photo on
 * a plain, uniform background is keyed: the background colour is estimated from the border, and
 * every pixel connected to the border whose colour is close to it fades out, with a soft edge.
 * Anything else (a busy photo) is kept whole and shown as a photo.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ReferenceImage } from '../ports/image-engine.js';
import { MAX_IMAGE_PIXELS } from '../ports/image-processor.js';
import { type Rgb, toHsl } from './colour.js';
import { keyBackground } from './pixels.js';

/** A product cut out of its photo. Shared by every run with the same photo: never changed once made. */
export interface Cutout {
  /** Unpremultiplied RGBA pixels, trimmed to the product. */
  pixels: Buffer;
  width: number;
  height: number;
  dominant: Rgb;
  kind: 'cutout' | 'photo';
  /** How the product was separated: its own alpha, a keyed background, or not at all. */
  separation: 'alpha' | 'keyed' | 'none';
}

/** Large enough for the biggest product box of any scene; larger inputs are reduced first. */
const WORKING_SIZE = 720;

/**
 * Cut-outs of the last few product photos, by content: a marketer renders the same product photo
 * again and again, and the cut-out is the costliest step of a run that does not depend on the
 * request (as much as an image encode). Concurrent runs with the same photo share one cut-out.
 */
const RECENT_CUTOUTS = 8;
const recent = new Map<string, Promise<Cutout>>();

/** The cut-out of `reference`, computed once for the last {@link RECENT_CUTOUTS} distinct photos. */
export function cutOutOnce(reference: ReferenceImage): Promise<Cutout> {
  const key = createHash('sha256').update(reference.bytes).digest('base64');
  let cutout = recent.get(key);
  if (cutout) {
    // Most recently used last: the first entry is the one to let go.
    recent.delete(key);
  } else {
    cutout = cutOut(reference);
    cutout.catch(() => recent.delete(key));
  }
  recent.set(key, cutout);
  if (recent.size > RECENT_CUTOUTS) recent.delete(recent.keys().next().value!);
  return cutout;
}

export async function cutOut(reference: ReferenceImage): Promise<Cutout> {
  const { data, info } = await sharp(reference.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const pixels = Buffer.from(data);
  const border = borderIndexes(width, height);

  let separation: Cutout['separation'] = 'none';
  const transparentBorder = border.filter((i) => pixels[i * 4 + 3]! < 128).length;
  if (transparentBorder > border.length * 0.5) {
    separation = 'alpha';
  } else {
    const background = borderColour(pixels, border);
    if (background.spread < 14) {
      keyOut(pixels, width, height, background.colour, background.spread);
      separation = 'keyed';
    }
  }

  const bounds = separation === 'none' ? { x: 0, y: 0, width, height } : opaqueBounds(pixels, width, height);
  if (!bounds) {
    // Everything was keyed away: the "product" was the background's colour; show the photo.
    return finish(Buffer.from(data), { x: 0, y: 0, width, height }, width, 'none');
  }
  return finish(pixels, bounds, width, separation);
}

function finish(
  pixels: Buffer,
  bounds: { x: number; y: number; width: number; height: number },
  stride: number,
  separation: Cutout['separation'],
): Cutout {
  const trimmed = Buffer.alloc(bounds.width * bounds.height * 4);
  for (let y = 0; y < bounds.height; y++) {
    const from = ((bounds.y + y) * stride + bounds.x) * 4;
    pixels.copy(trimmed, y * bounds.width * 4, from, from + bounds.width * 4);
  }
  return {
    pixels: trimmed,
    width: bounds.width,
    height: bounds.height,
    dominant: dominantColour(trimmed),
    kind: separation === 'none' ? 'photo' : 'cutout',
    separation,
  };
}

function borderIndexes(width: number, height: number): number[] {
  const indexes: number[] = [];
  for (let x = 0; x < width; x++) indexes.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) indexes.push(y * width, y * width + width - 1);
  return indexes;
}

/** The median border colour, and how far the border strays from it on average. */
function borderColour(pixels: Buffer, border: number[]): { colour: Rgb; spread: number } {
  const median = (channel: number) => {
    const values = border.map((i) => pixels[i * 4 + channel]!).sort((a, b) => a - b);
    return values[values.length >> 1]!;
  };
  const colour = { r: median(0), g: median(1), b: median(2) };
  let total = 0;
  for (const i of border) total += distance(pixels, i, colour);
  return { colour, spread: total / border.length };
}

function distance(pixels: Buffer, i: number, colour: Rgb): number {
  const dr = pixels[i * 4]! - colour.r;
  const dg = pixels[i * 4 + 1]! - colour.g;
  const db = pixels[i * 4 + 2]! - colour.b;
  return Math.sqrt(dr * dr + dg * dg + db * db);
}

/**
 * Flood from the border through background-like pixels; those reached fade out by their distance
 * from the background colour (fully gone below `inner`, kept above `outer`), and the colour the
 * background lent to edge pixels is taken back out so no light fringe remains.
 */
function keyOut(pixels: Buffer, width: number, height: number, background: Rgb, spread: number): void {
  const inner = Math.max(12, spread * 2 + 8);
  const outer = inner + 34;
  const middle = (inner + outer) / 2;
  // Coverage (0–255) by squared distance from the background colour, for every distance a flooded
  // pixel can have: a smooth step from gone (below `inner`) to kept (at `outer`).
  const coverage = new Uint8Array(Math.ceil(outer * outer));
  for (let d2 = 0; d2 < coverage.length; d2++) {
    const t = Math.min(1, Math.max(0, (Math.sqrt(d2) - inner) / (outer - inner)));
    coverage[d2] = Math.round(255 * t * t * (3 - 2 * t));
  }
  const colour = { r: Math.round(background.r), g: Math.round(background.g), b: Math.round(background.b) };
  // Only pixels that are mostly background carry the flood further inward.
  keyBackground(pixels, width, height, colour, coverage, Math.ceil(middle * middle));
}

function opaqueBounds(pixels: Buffer, width: number, height: number) {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3]! > 16) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
  }
  if (maxX < 0 || (maxX - minX) * (maxY - minY) < 64) return undefined;
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/**
 * The product's most characteristic colour: hue buckets of its opaque pixels weighted by saturation
 * (a white label should not win over a red bottle), falling back to the mean of a grey product.
 */
function dominantColour(pixels: Buffer): Rgb {
  const buckets = Array.from({ length: 12 }, () => ({ weight: 0, r: 0, g: 0, b: 0 }));
  const mean = { r: 0, g: 0, b: 0, n: 0 };
  for (let o = 0; o < pixels.length; o += 64) {
    if (pixels[o + 3]! < 200) continue;
    const colour = { r: pixels[o]!, g: pixels[o + 1]!, b: pixels[o + 2]! };
    mean.r += colour.r;
    mean.g += colour.g;
    mean.b += colour.b;
    mean.n++;
    const { h, s, l } = toHsl(colour);
    if (s < 0.2 || l < 0.1 || l > 0.92) continue;
    const bucket = buckets[Math.floor(h / 30) % 12]!;
    const weight = s * (1 - Math.abs(l - 0.5));
    bucket.weight += weight;
    bucket.r += colour.r * weight;
    bucket.g += colour.g * weight;
    bucket.b += colour.b * weight;
  }
  const best = buckets.reduce((a, b) => (b.weight > a.weight ? b : a));
  if (mean.n === 0) return { r: 128, g: 128, b: 128 };
  if (best.weight < mean.n * 0.02) return { r: mean.r / mean.n, g: mean.g / mean.n, b: mean.b / mean.n };
  return { r: best.r / best.weight, g: best.g / best.weight, b: best.b / best.weight };
}
