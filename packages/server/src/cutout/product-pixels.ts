/**
 * The product's pixels from its photo and matte: straight RGBA, the matte as alpha, trimmed to a
 * box when asked. Shared by the studio's cut-out and the cutout generation's PNG.
 */
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../ports/image-processor.js';
import type { PixelBox, ProductMatte } from './product-matte.js';

/**
 * The photo (EXIF orientation applied) as straight RGBA at the matte's size: a transparent PNG
 * with its own pixels and alpha, any other photo with the matte as its alpha (opaque where the
 * whole photo is the product).
 */
export async function productPixels(bytes: Buffer, matte: ProductMatte): Promise<Buffer> {
  const photo = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (matte.separation === 'alpha') return photo.ensureAlpha().raw().toBuffer();
  const rgb = await photo.flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer();
  const pixels = matte.width * matte.height;
  const rgba = Buffer.alloc(pixels * 4, 255);
  const { alpha } = matte;
  for (let i = 0, s = 0, o = 0; i < pixels; i++, s += 3, o += 4) {
    rgba[o] = rgb[s]!;
    rgba[o + 1] = rgb[s + 1]!;
    rgba[o + 2] = rgb[s + 2]!;
    if (alpha) rgba[o + 3] = alpha[i]!;
  }
  return rgba;
}

/** The `box` of RGBA pixels `stride` wide; the same buffer when the box is all of it. */
export function trimPixels(rgba: Buffer, stride: number, box: PixelBox): Buffer {
  if (box.x === 0 && box.y === 0 && box.width === stride && rgba.length === box.width * box.height * 4) {
    return rgba;
  }
  const trimmed = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.y + y) * stride + box.x) * 4;
    rgba.copy(trimmed, y * box.width * 4, from, from + box.width * 4);
  }
  return trimmed;
}
