/**
 * How a product photo reads in the scenes a creative director would judge: a product photographed
 * from above is laid on a surface seen from above, an unboxing shows the product out of its box,
 * a product set into the customer's photo stands on the photo itself, and a storyboard keyframe's
 * product rests on something with its words clear of it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPreset } from '../../src/domain/presets/preset-catalogue.js';
import type { ReferenceImage } from '../../src/ports/image-engine.js';
import { renderPresetOutputs } from '../../src/studio/index.js';
import { jarWithAlpha } from '../support/product-photos.js';
import { decode, meanLuminance } from './quality-gates.js';

const png = async (svg: string, width: number, height: number): Promise<ReferenceImage> => ({
  bytes: await sharp(Buffer.from(svg)).png().toBuffer(),
  mimeType: 'image/png',
  width,
  height,
});

/** An espresso cup on its saucer photographed from straight above, as a transparent PNG. */
const cupFromAbove = () =>
  png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
      <circle cx="300" cy="300" r="270" fill="#a8321e"/><circle cx="300" cy="300" r="150" fill="#f4efe8"/>
      <circle cx="300" cy="300" r="118" fill="#c0813f"/><rect x="430" y="280" width="90" height="40" rx="18" fill="#a8321e"/></svg>`,
    600,
    600,
  );

/** The sharpest step in light down a strip of the frame between `from` and `to` (rows). */
function sharpestStep(image: Awaited<ReturnType<typeof decode>>, x: number, from: number, to: number) {
  let sharpest = 0;
  for (let y = Math.max(4, from); y < Math.min(image.height - 4, to); y++) {
    const step = Math.abs(
      meanLuminance(image, { x, y: y - 4, width: 40, height: 1 }) -
        meanLuminance(image, { x, y: y + 4, width: 40, height: 1 }),
    );
    sharpest = Math.max(sharpest, step);
  }
  return sharpest;
}

describe('a product photographed from above, in a selfie review', () => {
  it('lies on a surface seen from straight above: no far edge or wall anywhere in the frame', async () => {
    const preset = findPreset('ugc-selfie-review')!;
    const reference = await cupFromAbove();
    for (const seed of [3, 7]) {
      for await (const output of renderPresetOutputs({ preset, subject: 'Espresso cup', seed, reference })) {
        const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
        expect(output.layout.stance, what).toBe('lying');
        const image = await decode(output.bytes);
        // Down both edges of the frame above the product, clear of the stickers: no table edge
        // meeting a wall behind it.
        for (const x of [4, output.width - 44]) {
          expect(sharpestStep(image, x, 0, output.layout.product!.y), what).toBeLessThan(0.04);
        }
      }
    }
  });
});
