/**
 * The product as the compositor draws it: the cut-out sized to its placement, turned about its
 * centre and lit (premultiplied), with the shadow under it, the shadow it casts on its surface and
 * its reflection; then drawn shadow first, reflection next, the product itself last.
 */
import sharp from 'sharp';
import type { Cutout } from './cutout.js';
import { type Box, roundBox } from './geometry.js';
import { blur, type Grain, type Painter, transform } from './pixels.js';
import { measureProduct } from './product-facts.js';
import { premultiply, type Raster } from './raster.js';
import type { ProductPlacement } from './scene.js';

/** The product sized, turned and lit (premultiplied), with its shadow: ready to draw. */
export interface PreparedProduct {
  product: Raster;
  left: number;
  top: number;
  /** The whole cut-out's box (its soft edge included) before rotation. */
  drawn: Box;
  placement: ProductPlacement;
  shadow?: { mask: { pixels: Buffer; width: number; height: number }; pad: number };
  cast?: { mask: { pixels: Buffer; width: number; height: number }; rect: Box };
}

export async function prepareProduct(cutout: Cutout, placement: ProductPlacement): Promise<PreparedProduct> {
  // The placement is the solid body's box; the cut-out's soft edge reaches past it.
  const { solid } = measureProduct(cutout);
  const scale = placement.box.width / Math.max(1, solid.width);
  const drawn = {
    x: placement.box.x - solid.x * scale,
    y: placement.box.y - solid.y * scale,
    width: cutout.width * scale,
    height: cutout.height * scale,
  };
  const box = roundBox(drawn);
  const width = Math.max(1, box.width);
  const height = Math.max(1, box.height);
  let source = premultipliedProduct(cutout);
  // Bilinear sampling keeps detail down to half size; a cut-out more than twice the box is first
  // reduced by libvips, which filters properly.
  if (source.width > 2 * width || source.height > 2 * height) {
    const reduced = await sharp(source.pixels, {
      raw: { width: source.width, height: source.height, channels: 4, premultiplied: true },
    })
      .resize(width, height, { fit: 'fill' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    source = { pixels: premultiply(reduced.data), width: reduced.info.width, height: reduced.info.height };
  }
  // One pass: scaled, turned about its centre, and lit by the scene's light as it stands in the picture.
  const product = transform(source, width, height, placement.rotation, placement.light);
  if (placement.tint) tintPremultiplied(product.pixels, placement.tint);
  const left = Math.round(box.x + box.width / 2 - product.width / 2);
  const top = Math.round(box.y + box.height / 2 - product.height / 2);
  const shadow = placement.shadow ? blurredSilhouette(product, placement.shadow.blur) : undefined;
  const cast = placement.cast
    ? castShadow(product, {
        base: placement.box.y + placement.box.height - top,
        ...placement.cast,
      })
    : undefined;
  return {
    product,
    left,
    top,
    drawn,
    placement,
    ...(shadow ? { shadow } : {}),
    ...(cast
      ? { cast: { mask: cast.mask, rect: { ...cast.rect, x: cast.rect.x + left, y: cast.rect.y + top } } }
      : {}),
  };
}

/** Multiplies premultiplied colour by `tint` (1 = unchanged), never past the pixel's alpha. */
function tintPremultiplied(pixels: Uint8Array, tint: { r: number; g: number; b: number }): void {
  const r = Math.round(tint.r * 256);
  const g = Math.round(tint.g * 256);
  const b = Math.round(tint.b * 256);
  for (let o = 0; o < pixels.length; o += 4) {
    const a = pixels[o + 3]!;
    if (a === 0) continue;
    pixels[o] = Math.min(a, (pixels[o]! * r) >> 8);
    pixels[o + 1] = Math.min(a, (pixels[o + 1]! * g) >> 8);
    pixels[o + 2] = Math.min(a, (pixels[o + 2]! * b) >> 8);
  }
}

/**
 * The shadow a standing product casts on its surface: its silhouette laid down from its base (row
 * `base` of the product raster) — squashed to `length` of its height and leaning sideways by
 * `lean` — at a quarter of its size and blurred, as a mask and the rectangle it covers (relative
 * to the product raster). It starts at the base itself: the product stands on it, with no gap.
 */
function castShadow(
  product: Raster,
  cast: { base: number; lean: number; length: number; blur: number },
): { mask: { pixels: Buffer; width: number; height: number }; rect: Box } {
  const quarter = 4;
  const base = Math.min(product.height, Math.max(1, cast.base));
  const rise = base * cast.length;
  const reach = Math.abs(cast.lean) * base;
  const pad = Math.ceil(cast.blur * 2);
  const rect = {
    x: Math.floor(Math.min(0, cast.lean * base)) - pad,
    y: Math.floor(base - rise) - pad,
    width: Math.ceil(product.width + reach) + 2 * pad,
    height: Math.ceil(rise) + 2 * pad,
  };
  const width = Math.max(1, Math.round(rect.width / quarter));
  const height = Math.max(1, Math.round(rect.height / quarter));
  const small = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    // The shadow's row at height `up` above the base is the product's row `up / length` above it.
    const sy = rect.y + (y + 0.5) * (rect.height / height);
    const up = base - sy;
    if (up < 0 || up > rise) continue;
    const py = Math.round(base - up / cast.length);
    if (py < 0 || py >= product.height) continue;
    const shift = (cast.lean * up) / cast.length;
    for (let x = 0; x < width; x++) {
      const px = Math.round(rect.x + (x + 0.5) * (rect.width / width) - shift);
      if (px < 0 || px >= product.width) continue;
      // Fainter as it reaches away from the base, as a real cast shadow is.
      const alpha = product.pixels[(py * product.width + px) * 4 + 3]! * (1 - (0.6 * up) / Math.max(1, rise));
      small.fill(alpha, (y * width + x) * 4, (y * width + x) * 4 + 4);
    }
  }
  const blurred = blur({ pixels: small, width, height }, Math.max(0.3, cast.blur / quarter));
  const mask = Buffer.alloc(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = blurred[i * 4 + 3]!;
  return { mask: { pixels: mask, width, height }, rect };
}

/** The product's shadow, then its reflection, then the product itself. */
export function drawProduct(canvas: Painter, prepared: PreparedProduct, grain: Grain | undefined): void {
  const { product, left, top, placement, shadow, cast } = prepared;
  if (placement.cast && cast) {
    const { opacity, colour = { r: 24, g: 18, b: 12 } } = placement.cast;
    canvas.drawMask(
      cast.mask,
      { left: cast.rect.x, top: cast.rect.y, width: cast.rect.width, height: cast.rect.height },
      colour,
      opacity,
    );
  }
  if (placement.shadow && shadow) {
    const { dx, dy, opacity, colour = { r: 20, g: 16, b: 12 } } = placement.shadow;
    canvas.drawMask(
      shadow.mask,
      {
        left: left + Math.round(dx) - shadow.pad,
        top: top + Math.round(dy) - shadow.pad,
        width: product.width + 2 * shadow.pad,
        height: product.height + 2 * shadow.pad,
      },
      colour,
      opacity,
    );
  }
  if (placement.reflection) {
    canvas.drawPremultiplied(reflectionOf(product, placement.reflection.opacity), left, top + product.height);
  }
  canvas.drawPremultiplied(product, left, top, grain);
}

/**
 * The cut-out, premultiplied (what bilinear sampling needs, so that no colour of a transparent
 * pixel bleeds into an edge). A photo that could not be cut out is shown as a print with rounded
 * corners. Made once per cut-out: a run draws it in every output.
 */
const premultiplied = new WeakMap<Cutout, Raster>();
function premultipliedProduct(cutout: Cutout): Raster {
  let raster = premultiplied.get(cutout);
  if (!raster) {
    const pixels = Buffer.from(cutout.pixels);
    if (cutout.kind === 'photo') {
      roundCorners(
        { pixels, width: cutout.width, height: cutout.height },
        Math.round(Math.min(cutout.width, cutout.height) * 0.06),
      );
    }
    raster = { pixels: premultiply(pixels), width: cutout.width, height: cutout.height };
    premultiplied.set(cutout, raster);
  }
  return raster;
}

/**
 * The product's alpha, padded and blurred at a quarter of its size (cheap, and a shadow is soft
 * anyway); drawMask enlarges it back as it tints the canvas.
 */
function blurredSilhouette(product: Raster, sigma: number) {
  const pad = Math.ceil(sigma * 2);
  const width = product.width + 2 * pad;
  const height = product.height + 2 * pad;
  const smallWidth = Math.max(1, Math.round(width / 4));
  const smallHeight = Math.max(1, Math.round(height / 4));
  // Shrunk by sampling, already padded; the alpha goes into all four bytes of a pixel, which the
  // blur treats alike.
  const small = new Uint8Array(smallWidth * smallHeight * 4);
  for (let y = 0; y < smallHeight; y++) {
    const py = Math.floor(((y + 0.5) * height) / smallHeight) - pad;
    if (py < 0 || py >= product.height) continue;
    for (let x = 0; x < smallWidth; x++) {
      const px = Math.floor(((x + 0.5) * width) / smallWidth) - pad;
      if (px < 0 || px >= product.width) continue;
      small.fill(
        product.pixels[(py * product.width + px) * 4 + 3]!,
        (y * smallWidth + x) * 4,
        (y * smallWidth + x) * 4 + 4,
      );
    }
  }
  const blurred = blur({ pixels: small, width: smallWidth, height: smallHeight }, Math.max(0.3, sigma / 4));
  const mask = Buffer.alloc(smallWidth * smallHeight);
  for (let i = 0; i < mask.length; i++) mask[i] = blurred[i * 4 + 3]!;
  return { mask: { pixels: mask, width: smallWidth, height: smallHeight }, pad };
}

/** The product (premultiplied) mirrored below itself, fading out over a third of its height. */
function reflectionOf(product: Raster, opacity: number): Raster {
  const height = Math.max(1, Math.round(product.height * 0.35));
  const { width } = product;
  // A 32-bit view needs an aligned start, which a small pooled Buffer may not have.
  const bytes = product.pixels.byteOffset % 4 === 0 ? product.pixels : new Uint8Array(product.pixels);
  const source = new Uint32Array(bytes.buffer, bytes.byteOffset, width * product.height);
  const pixels = Buffer.alloc(width * height * 4);
  const target = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  for (let y = 0; y < height; y++) {
    // All four bytes × fade / 256, two at a time (bytes 0 and 2, then 1 and 3).
    const fade = Math.round(256 * opacity * (1 - y / height) ** 1.6);
    const from = (product.height - 1 - y) * width;
    for (let x = 0, o = y * width; x < width; x++, o++) {
      const p = source[from + x]!;
      target[o] =
        ((((p & 0x00ff00ff) * fade) >>> 8) & 0x00ff00ff) | ((((p >>> 8) & 0x00ff00ff) * fade) & 0xff00ff00);
    }
  }
  return { pixels, width, height };
}

function roundCorners(raster: Raster, radius: number): void {
  const { width, height, pixels } = raster;
  for (let y = 0; y < radius; y++) {
    for (let x = 0; x < radius; x++) {
      const dx = radius - x - 0.5;
      const dy = radius - y - 0.5;
      const coverage = Math.min(1, Math.max(0, radius - Math.sqrt(dx * dx + dy * dy) + 0.5));
      if (coverage >= 1) continue;
      for (const [cx, cy] of [
        [x, y],
        [width - 1 - x, y],
        [x, height - 1 - y],
        [width - 1 - x, height - 1 - y],
      ] as const) {
        const o = (cy * width + cx) * 4 + 3;
        pixels[o] = Math.round(pixels[o]! * coverage);
      }
    }
  }
}
