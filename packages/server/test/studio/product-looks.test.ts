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
import { fixturePhoto } from '../support/fixture-photos.js';
import { jarWithAlpha } from '../support/product-photos.js';
import { decode, meanColour, meanLuminance } from './quality-gates.js';

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

describe('a product set into the customer’s own photo, in a lifestyle picture', () => {
  const jar = async (): Promise<ReferenceImage> => ({
    bytes: await jarWithAlpha(),
    mimeType: 'image/png',
    width: 700,
    height: 640,
  });
  const photo = async (svg: string): Promise<ReferenceImage> => ({
    bytes: await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer(),
    mimeType: 'image/jpeg',
    width: 1200,
    height: 900,
  });

  it('stands on the photo’s own table top, however high it is: nothing is drawn over the photo', async () => {
    // A dark wooden table top whose edge is high in the photo, 40 % down: no framing brings it to
    // where the product would stand on a table of the studio's own.
    const backdrop = await photo(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <rect width="1200" height="900" fill="#e9e2d6"/><rect y="360" width="1200" height="540" fill="#4a3020"/>
      <rect y="360" width="1200" height="8" fill="#6b4a33"/></svg>`);
    const preset = findPreset('ugc-lifestyle')!;
    for (const seed of [11, 12]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Herb jar',
        seed,
        reference: await jar(),
        backdrop,
      })) {
        const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
        const image = await decode(output.bytes);
        const { width, height } = output;
        // The lower part of the frame, beside the product, is the photo's dark table.
        for (const x of [8, width - 68]) {
          const floor = meanLuminance(image, { x, y: height * 0.8, width: 60, height: height * 0.15 });
          expect(floor, what).toBeLessThan(0.3);
        }
        // And the product's base is on the table top's edge.
        const product = output.layout.product!;
        let edge = 0;
        let sharpest = 0;
        for (let y = 4; y < height - 4; y++) {
          const step =
            meanLuminance(image, { x: 8, y: y - 4, width: 60, height: 1 }) -
            meanLuminance(image, { x: 8, y: y + 4, width: 60, height: 1 });
          if (step > sharpest) {
            sharpest = step;
            edge = y;
          }
        }
        expect(Math.abs(product.y + product.height - edge) / height, what).toBeLessThan(0.04);
      }
    }
  });

  it('stands low on a photo with nothing horizontal in it, on its shadow, with no table laid over it', async () => {
    const backdrop = await photo(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
      <defs><linearGradient id="w" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ddd6cb"/><stop offset="1" stop-color="#c9c1b4"/></linearGradient></defs>
      <rect width="1200" height="900" fill="url(#w)"/><rect x="700" y="60" width="300" height="220" fill="#f4f6f8"/></svg>`);
    const preset = findPreset('ugc-lifestyle')!;
    for await (const output of renderPresetOutputs({
      preset,
      subject: 'Herb jar',
      seed: 11,
      reference: await jar(),
      backdrop,
    })) {
      const what = `#${output.index}: ${output.layout.composition}`;
      const image = await decode(output.bytes);
      const product = output.layout.product!;
      // Down the frame's left edge, from the caption to the bottom: the photo's soft wall, no
      // far edge of a drawn table.
      expect(sharpestStep(image, 4, output.height * 0.2, output.height), what).toBeLessThan(0.04);
      // On its contact shadow: just under its base the photo is darker than a little further down.
      const band = (from: number) =>
        meanLuminance(image, {
          x: product.x + product.width * 0.35,
          y: product.y + product.height + from,
          width: product.width * 0.3,
          height: 8,
        });
      expect(band(2), what).toBeLessThan(band(output.height * 0.05) - 0.03);
    }
  });
});

/** Keyframes `only` of the product storyboard of the cup seen from above, for each of `seeds`. */
async function* cupKeyframes(seeds: readonly number[], only: number[]) {
  const preset = findPreset('video-storyboard-product')!;
  const reference = await cupFromAbove();
  for (const seed of seeds) {
    for await (const output of renderPresetOutputs({
      preset,
      subject: 'Espresso cup',
      seed,
      reference,
      only,
    }))
      yield { seed, output };
  }
}

describe('a product photographed from above, in a product storyboard', () => {
  it('lies in a flat lay in the close-up and the lifestyle keyframe, its words clear of it', async () => {
    for await (const { seed, output } of cupKeyframes([1, 2], [1, 3])) {
      const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
      expect(output.layout.stance, what).toBe('lying');
      const image = await decode(output.bytes);
      const product = output.layout.product!;
      const words = output.layout.texts.map((t) => t.box);
      const below = Math.max(...words.map((box) => box.y + box.height));
      expect(below, what).toBeLessThan(product.y);
      // Down both edges above the product (the words stay clear of them): one surface, no wall.
      for (const x of [4, output.width - 44]) {
        expect(sharpestStep(image, x, 0, product.y), what).toBeLessThan(0.04);
      }
    }
  });
});

describe('a product photographed from above, in re-runs of a product storyboard', () => {
  it('crops the close-up on either side and lays the end card out anew, its words clear on it', async () => {
    const sides = new Set<string>();
    const cards = new Set<string>();
    for await (const { seed, output } of cupKeyframes([1, 2, 3, 4, 5, 6], [1, 4])) {
      const product = output.layout.product!;
      if (output.index === 1) {
        // Cropped by the frame: the product's box reaches past one edge.
        const side = product.x < 0 ? 'left' : product.x + product.width > output.width ? 'right' : 'none';
        expect(side, `seed ${seed}: ${output.layout.composition}`).not.toBe('none');
        sides.add(side);
      } else {
        cards.add(output.layout.composition);
        // The words' plate stands out from the card's colour around it.
        const image = await decode(output.bytes);
        // The storyboard's words, not the small chip that numbers the beat above them.
        const { box, fontSize } = output.layout.texts.reduce((a, b) => (b.fontSize > a.fontSize ? b : a));
        const row = { y: box.y + box.height * 0.25, width: 4, height: box.height / 2 };
        const plate = meanColour(image, { ...row, x: box.x - fontSize * 0.3 });
        const around = meanColour(image, { ...row, x: box.x - fontSize * 2.5 });
        const distance = Math.hypot(plate.r - around.r, plate.g - around.g, plate.b - around.b);
        expect(distance, `seed ${seed}: ${output.layout.composition}`).toBeGreaterThan(60);
      }
    }
    expect([...sides].sort()).toEqual(['left', 'right']);
    expect(cards.size).toBeGreaterThanOrEqual(3);
  });
});

describe('a product photographed from above, in a UGC storyboard', () => {
  /** Every keyframe of one storyboard, decoded. */
  const storyboard = async (seed: number) => {
    const preset = findPreset('video-storyboard-ugc')!;
    const reference = await cupFromAbove();
    const outputs = [];
    for await (const output of renderPresetOutputs({ preset, subject: 'Espresso cup', seed, reference })) {
      outputs.push({ ...output, image: await decode(output.bytes) });
    }
    return outputs;
  };

  it('never stands it upright: it lies in every scene, the unboxing too, under its words, on no wall or floor', async () => {
    for (const seed of [3, 7]) {
      for (const output of await storyboard(seed)) {
        const what = `seed ${seed} #${output.index}: ${output.layout.composition}`;
        expect(output.layout.stance, what).toBe('lying');
        const product = output.layout.product!;
        const share = Math.max(product.width / output.width, product.height / output.height);
        expect(share, what).toBeGreaterThanOrEqual(0.25);
        expect(share, what).toBeLessThanOrEqual(0.6);
        const below = Math.max(...output.layout.texts.map((t) => t.box.y + t.box.height));
        expect(below, what).toBeLessThan(product.y);
        // Down both edges above the product: one surface seen from above, no far edge or wall.
        for (const x of [4, output.width - 44]) {
          expect(sharpestStep(output.image, x, 0, product.y), what).toBeLessThan(0.04);
        }
      }
    }
  });

  it('frames each scene its own way: no two keyframes show it at the same place and size', async () => {
    for (const seed of [3, 7]) {
      const outputs = await storyboard(seed);
      const boxes = outputs.map((o) => o.layout.product!);
      const { width, height } = outputs[0]!;
      for (const [i, a] of boxes.entries()) {
        for (const [j, b] of boxes.entries()) {
          if (j <= i) continue;
          const moved =
            Math.abs(a.x + a.width / 2 - (b.x + b.width / 2)) / width > 0.08 ||
            Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) / height > 0.05 ||
            Math.abs(a.width - b.width) / Math.max(a.width, b.width) > 0.08;
          const what = `seed ${seed} #${i} and #${j}: ${outputs[i]!.layout.composition} / ${outputs[j]!.layout.composition}`;
          expect(moved, what).toBe(true);
        }
      }
    }
  });
});

describe("a product photographed from above, in a UGC storyboard set in the customer's room", () => {
  it('uses the room for the scene at home, looking down at a near table, and keeps the other scenes its own', async () => {
    const preset = findPreset('video-storyboard-ugc')!;
    const reference = await cupFromAbove();
    const backdrop = await fixturePhoto('backdrop-room.jpg');
    const scenes: string[] = [];
    for await (const output of renderPresetOutputs({
      preset,
      subject: 'Espresso cup',
      seed: 7,
      reference,
      backdrop,
    })) {
      expect(output.layout.stance, output.layout.composition).toBe('lying');
      scenes.push(output.layout.composition);
    }
    const inRoom = scenes.filter((c) => c.includes('customer scene'));
    expect(inRoom, scenes.join(' / ')).toHaveLength(1);
    expect(inRoom[0]).toContain('looking down at a table top');
    expect(scenes[4], scenes.join(' / ')).toContain('customer scene');
  });
});

describe('a drawn product in a storyboard', () => {
  it('stands on its podium or floor, though its label stays above the band the apps cover', async () => {
    const preset = findPreset('video-storyboard-product')!;
    let checked = 0;
    for (const seed of [1, 3, 7]) {
      for await (const output of renderPresetOutputs({
        preset,
        subject: 'Organic cold-pressed juice',
        seed,
      })) {
        const { standsOn, composition } = output.layout;
        if (standsOn === undefined) continue;
        expect(
          Math.abs(standsOn.base - standsOn.line) / output.height,
          `seed ${seed} #${output.index}: ${composition}`,
        ).toBeLessThan(0.01);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });
});

describe('a product photographed from above, in the dark', () => {
  it('lies in a pool of light in a silhouette shot, never stood before a wall', async () => {
    const preset = findPreset('video-storyboard-ugc')!;
    const scenes = [
      {
        index: 1,
        beat: 'reveal',
        shot: 'Dark seamless backdrop, the product in silhouette',
        onScreenText: 'Wait',
      },
    ];
    for await (const output of renderPresetOutputs({
      preset,
      subject: 'Espresso cup',
      seed: 4,
      reference: await cupFromAbove(),
      scenes,
      only: [0],
    })) {
      const what = output.layout.composition;
      expect(output.layout.stance, what).toBe('lying');
      const image = await decode(output.bytes);
      expect(sharpestStep(image, 4, 0, output.height), what).toBeLessThan(0.04);
    }
  });
});

describe('a product photographed from above, in an unboxing', () => {
  it('lies in or beside its box seen from above, never stood in front of it', async () => {
    const preset = findPreset('ugc-unboxing')!;
    const reference = await cupFromAbove();
    for await (const output of renderPresetOutputs({ preset, subject: 'Espresso cup', seed: 5, reference })) {
      const what = `#${output.index}: ${output.layout.composition}`;
      expect(output.layout.stance, what).toBe('lying');
      expect(output.layout.composition, what).toContain('from straight above');
    }
  });
});
