/**
 * The BackgroundRemover: the product's matte (shared with the studio's scenes through its cache)
 * put on the photo as its alpha channel and encoded as PNG.
 */
import sharp from 'sharp';
import type { BackgroundRemover, CutoutSeparation } from '../ports/background-remover.js';
import type { Segmenter } from '../ports/segmenter.js';
import { type ProductMatte, productMatteOnce } from './product-matte.js';
import { productPixels, trimPixels } from './product-pixels.js';

const SEPARATION: Record<ProductMatte['separation'], CutoutSeparation> = {
  segmented: 'segmented',
  alpha: 'own_alpha',
  none: 'whole_photo',
};

export function createBackgroundRemover(segmenter: Segmenter): BackgroundRemover {
  return {
    name: segmenter.name,
    async removeBackground(photo, { crop }, signal) {
      const matte = await productMatteOnce(photo.bytes, segmenter);
      signal?.throwIfAborted();
      const full = { x: 0, y: 0, width: matte.width, height: matte.height };
      // A photo with no subject stays whole: there is no product to trim to.
      const box = crop && matte.separation !== 'none' ? matte.visible : full;
      const pixels = trimPixels(await productPixels(photo.bytes, matte), matte.width, box);
      signal?.throwIfAborted();
      const bytes = await sharp(pixels, { raw: { width: box.width, height: box.height, channels: 4 } })
        .png({ compressionLevel: 6 })
        .toBuffer();
      return { bytes, width: box.width, height: box.height, separation: SEPARATION[matte.separation] };
    },
  };
}
