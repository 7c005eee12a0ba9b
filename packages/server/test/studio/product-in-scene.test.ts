/**
 * Whether a product reads in the scene it is set into, measured on the pixels of the picture: a
 * dark product keeps its outline against the studio's backdrop, drawn props stand on the table on
 * their own shadow, and a product set into the customer's photo is as large as the things already
 * standing in it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findPreset } from '../../src/domain/presets/preset-catalogue.js';
import { cutOutOnce } from '../../src/studio/cutout.js';
import type { Box } from '../../src/studio/geometry.js';
import { renderPresetOutputs } from '../../src/studio/index.js';
import { measureProduct } from '../../src/studio/product-facts.js';
import { fixturePhoto } from '../support/fixture-photos.js';
import { jarWithAlpha } from '../support/product-photos.js';
import { type Decoded, decode, meanLuminance } from './quality-gates.js';

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

describe('props beside the product in a lifestyle picture', () => {
  it('stand on the table on their own shadow: no light gap under their base', async () => {
    const preset = findPreset('ugc-lifestyle')!;
    const reference = await fixturePhoto('wine-glass-and-bottle.jpg');
    let props = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Natural red wine from the Douro',
        seed,
        reference,
      })) {
        const image = await decode(output.bytes);
        for (const prop of output.layout.props ?? []) {
          props++;
          const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
          const base = Math.round(prop.y + prop.height);
          const row = (y: number) =>
            meanLuminance(image, { x: prop.x + prop.width * 0.35, y, width: prop.width * 0.3, height: 1 });
          // The table a little in front of the prop, clear of its shadow.
          const table = row(base + Math.round(output.height * 0.06));
          // Its foot is as solid as its body a little higher: it does not fade into the table.
          const colour = (y: number) => {
            const x0 = Math.round(prop.x + prop.width * 0.35);
            const sum = [0, 0, 0];
            const count = Math.round(prop.width * 0.3);
            for (let x = x0; x < x0 + count; x++) {
              for (let c = 0; c < 3; c++) sum[c]! += image.rgb[(y * image.width + x) * 3 + c]!;
            }
            return sum.map((v) => v / count / 255);
          };
          const tableColour = colour(base + Math.round(output.height * 0.06));
          const apart = (y: number) => Math.hypot(...colour(y).map((v, c) => v - tableColour[c]!));
          const lowest = Math.round(prop.height * 0.15);
          const body = Math.max(...Array.from({ length: lowest - 8 }, (_, i) => apart(base - lowest + i)));
          const foot = apart(base - 4);
          expect(foot, `${what}: foot ${foot.toFixed(2)}, body ${body.toFixed(2)}`).toBeGreaterThan(
            body * 0.75,
          );
          // Every row from its base down to a few pixels under it is in its shade: it touches its
          // shadow, and the shadow the table.
          const under = Math.max(...[1, 2, 3, 4, 5, 6].map((d) => row(base + d)));
          expect(
            table - under,
            `${what}: table ${table.toFixed(2)}, under the prop ${under.toFixed(2)}`,
          ).toBeGreaterThan(0.08);
        }
      }
    }
    expect(props).toBeGreaterThan(10);
  });
});

describe('a product set into the customer’s photo, in a lifestyle picture', () => {
  it('stands as tall as the bottles already standing on the photo’s table', async () => {
    // A pale wall over a dark table top whose edge is high in the photo, 45 % down, and two wine
    // bottles standing on it, each 40 % of the photo's height.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <rect width="1200" height="900" fill="#e9e2d6"/><rect y="405" width="1200" height="495" fill="#4a3020"/>
      <rect x="270" y="45" width="70" height="362" rx="14" fill="#1f3a22"/>
      <rect x="930" y="45" width="70" height="362" rx="14" fill="#1f3a22"/></svg>`;
    const backdrop = {
      bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
      mimeType: 'image/jpeg',
      width: 1200,
      height: 900,
    };
    const reference = { bytes: await jarWithAlpha(), mimeType: 'image/png', width: 700, height: 640 };
    const preset = findPreset('ugc-lifestyle')!;
    let measured = 0;
    for (const seed of [1, 2, 3]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Herb jar',
        seed,
        reference,
        backdrop,
      })) {
        const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
        const image = await decode(output.bytes);
        const product = output.layout.product!;
        const base = Math.round(product.y + product.height);
        // The photo's bottles: the tallest run of dark pixels above the table, clear of the product.
        let bottle = 0;
        for (let x = 0; x < image.width; x++) {
          if (x > product.x - 12 && x < product.x + product.width + 12) continue;
          let dark = 0;
          for (let y = 0; y < base - 6; y++) if (luma(image, y * image.width + x) < 0.35) dark++;
          bottle = Math.max(bottle, dark);
        }
        if (bottle < output.height * 0.1) continue;
        measured++;
        expect(
          product.height,
          `${what}: product ${Math.round(product.height)}, bottle ${bottle}`,
        ).toBeGreaterThan(bottle * 0.8);
      }
    }
    expect(measured).toBeGreaterThan(4);
  });
});

describe('a product photographed from above, in a selfie review set into the customer’s room', () => {
  it('lies on a near table seen from straight above, the room beyond its edge, not under a room at eye level', async () => {
    const preset = findPreset('ugc-selfie-review')!;
    const reference = await fixturePhoto('coffee-cup-on-wooden-table.jpg');
    const backdrop = await fixturePhoto('backdrop-room.jpg');
    for (const seed of [1, 2, 7]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'House espresso cup and saucer',
        seed,
        reference,
        backdrop,
      })) {
        const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
        expect(output.layout.stance, what).toBe('lying');
        const image = await decode(output.bytes);
        const product = output.layout.product!;
        // Down both edges of the frame, clear of the stickers: the sharpest step in the light is the
        // table's far edge, above the product and low enough for the room to show beyond it …
        for (const x of [4, output.width - 44]) {
          const step = (y: number) =>
            Math.abs(
              meanLuminance(image, { x, y: y - 4, width: 40, height: 1 }) -
                meanLuminance(image, { x, y: y + 4, width: 40, height: 1 }),
            );
          let edge = 8;
          for (let y = 9; y < output.height - 8; y++) if (step(y) > step(edge)) edge = y;
          expect(edge / output.height, what).toBeGreaterThan(0.2);
          expect(edge, what).toBeLessThan(product.y);
          // … and below it one table top seen from straight above: no far edge, no light receding.
          let below = 0;
          for (let y = edge + 16; y < output.height - 8; y++) below = Math.max(below, step(y));
          expect(below, what).toBeLessThan(0.04);
        }
      }
    }
  });
});
