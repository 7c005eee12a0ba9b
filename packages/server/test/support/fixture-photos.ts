import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { ReferenceImage } from '../../src/ports/image-engine.js';

const PHOTOS = new URL('../fixtures/photos/', import.meta.url);

/** A real photograph of `test/fixtures/photos/` as a reference image, as it was uploaded. */
export async function fixturePhoto(file: string): Promise<ReferenceImage> {
  const bytes = readFileSync(new URL(file, PHOTOS));
  const { width = 0, height = 0, format } = await sharp(bytes).metadata();
  return { bytes, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', width, height };
}

/**
 * The product of a real photograph cut out along its hand-checked mask, as a transparent PNG: what a
 * customer uploads when they have cut their product out themselves.
 */
export async function maskedFixturePhoto(name: string): Promise<ReferenceImage> {
  const photo = readFileSync(new URL(`${name}.jpg`, PHOTOS));
  const { data: rgb, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = await sharp(readFileSync(new URL(`masks/${name}.png`, PHOTOS)))
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba[i * 4] = rgb[i * 3]!;
    rgba[i * 4 + 1] = rgb[i * 3 + 1]!;
    rgba[i * 4 + 2] = rgb[i * 3 + 2]!;
    rgba[i * 4 + 3] = mask[i]!;
  }
  const bytes = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { bytes, mimeType: 'image/png', width, height };
}
