/**
 * Whether a product reads in the scene it is set into, measured on the pixels of the picture: a
 * dark product keeps its outline against the studio's backdrop.
 */
import { describe, expect, it } from 'vitest';
import { findPreset } from '../../src/domain/presets/preset-catalogue.js';
import { cutOutOnce } from '../../src/studio/cutout.js';
import type { Box } from '../../src/studio/geometry.js';
import { renderPresetOutputs } from '../../src/studio/index.js';
import { measureProduct } from '../../src/studio/product-facts.js';
import { fixturePhoto } from '../support/fixture-photos.js';
import { type Decoded, decode } from './quality-gates.js';

const luma = (image: Decoded, i: number) =>
  (0.2126 * image.rgb[i * 3]! + 0.7152 * image.rgb[i * 3 + 1]! + 0.0722 * image.rgb[i * 3 + 2]!) / 255;

/** Counts of `mask` over the (2r+1)² square around each pixel, by a summed-area table. */
function near(mask: Uint8Array, width: number, height: number, r: number): (x: number, y: number) => number {
  const sums = new Int32Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      sums[(y + 1) * (width + 1) + x + 1] =
        mask[y * width + x]! +
        sums[y * (width + 1) + x + 1]! +
        sums[(y + 1) * (width + 1) + x]! -
        sums[y * (width + 1) + x]!;
    }
  }
  return (x, y) => {
    const x0 = Math.max(0, x - r);
    const y0 = Math.max(0, y - r);
    const x1 = Math.min(width, x + r + 1);
    const y1 = Math.min(height, y + r + 1);
    return (
      sums[y1 * (width + 1) + x1]! -
      sums[y0 * (width + 1) + x1]! -
      sums[y1 * (width + 1) + x0]! +
      sums[y0 * (width + 1) + x0]!
    );
  };
}

/**
 * The product's outline against what is behind it: the mean luminance of a band just inside its
 * silhouette and of a band just outside it, over the upper `share` of its height (its base stands
 * in its own contact shadow, as it should). The silhouette is the cut-out's alpha placed where the
 * picture's layout says its solid body is.
 */
function edgeBands(
  image: Decoded,
  alpha: { pixels: Buffer; width: number; height: number; solid: Box },
  box: Box,
  share: number,
) {
  const scale = box.width / alpha.solid.width;
  const left = box.x - alpha.solid.x * scale;
  const top = box.y - alpha.solid.y * scale;
  const { width: W, height: H } = image;
  const solid = new Uint8Array(W * H);
  const clear = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const sx = Math.floor((x + 0.5 - left) / scale);
      const sy = Math.floor((y + 0.5 - top) / scale);
      const a =
        sx < 0 || sy < 0 || sx >= alpha.width || sy >= alpha.height
          ? 0
          : alpha.pixels[(sy * alpha.width + sx) * 4 + 3]!;
      if (a >= 200) solid[y * W + x] = 1;
      if (a < 16) clear[y * W + x] = 1;
    }
  }
  const clearNear = near(clear, W, H, 5);
  const solidFar = near(solid, W, H, 14);
  const solidClose = near(solid, W, H, 3);
  let inside = 0;
  let insideCount = 0;
  let outside = 0;
  let outsideCount = 0;
  const bottom = box.y + box.height * share;
  for (let y = Math.max(0, Math.floor(box.y) - 16); y < Math.min(H, bottom); y++) {
    for (let x = Math.max(0, Math.floor(box.x) - 16); x < Math.min(W, box.x + box.width + 16); x++) {
      const i = y * W + x;
      if (solid[i] && clearNear(x, y) > 0) {
        inside += luma(image, i);
        insideCount++;
      } else if (clear[i] && solidFar(x, y) > 0 && solidClose(x, y) === 0) {
        outside += luma(image, i);
        outsideCount++;
      }
    }
  }
  return { inside: inside / Math.max(1, insideCount), outside: outside / Math.max(1, outsideCount) };
}

describe('a dark product in the studio', () => {
  it('keeps its outline: every light sets it against a backdrop clearly lighter than its edge', async () => {
    const preset = findPreset('product-hero-studio')!;
    const reference = await fixturePhoto('cast-iron-pan-on-steel.jpg');
    const cutout = await cutOutOnce(reference);
    const alpha = { ...cutout, solid: measureProduct(cutout).solid };
    for (const seed of [1, 2, 3, 4, 5, 6, 7]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Cast iron skillet, 26 cm',
        seed,
        reference,
      })) {
        const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
        const image = await decode(output.bytes);
        const { inside, outside } = edgeBands(image, alpha, output.layout.product!, 0.7);
        expect(
          outside - inside,
          `${what}: edge ${inside.toFixed(2)}, around ${outside.toFixed(2)}`,
        ).toBeGreaterThan(0.2);
      }
    }
  });
});
