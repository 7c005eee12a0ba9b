import { beforeAll, describe, expect, it } from 'vitest';
import { PRESETS, type Preset } from '../../src/domain/presets/preset-catalogue.js';
import type { BrandKit } from '../../src/ports/brand-kit.js';
import type { ReferenceImage } from '../../src/ports/image-engine.js';
import { parseHex, toHsl } from '../../src/studio/colour.js';
import type { Box } from '../../src/studio/geometry.js';
import {
  type OutputLayout,
  renderImageOutputs,
  renderPresetOutputs,
  SAFE_ZONE,
} from '../../src/studio/index.js';
import { bottleOnWhite } from '../support/product-photos.js';
import { verdantBrand, zingBrand } from '../support/sample-brands.js';
import { type Decoded, decode } from './quality-gates.js';

const SUBJECT = 'Lumen vitamin C glow serum';
/** The presets whose sets are blocks of the palette's colours. */
const COLOUR_SETS = new Set(['product-hero-color', 'video-storyboard-ugc', 'video-storyboard-product']);

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Share of the picture's pixels of the colour's hue (±10°) and at least a little saturated. */
function shareOfHue(image: Decoded, colour: string): number {
  const target = toHsl(parseHex(colour)).h;
  let near = 0;
  let all = 0;
  for (let o = 0; o < image.rgb.length; o += 3 * 7) {
    const { h, s, l } = toHsl({ r: image.rgb[o]!, g: image.rgb[o + 1]!, b: image.rgb[o + 2]! });
    const d = Math.abs(h - target) % 360;
    if (Math.min(d, 360 - d) <= 10 && s >= 0.25 && l > 0.08 && l < 0.92) near++;
    all++;
  }
  return near / all;
}

/** Share of the box's pixels within a small distance of the colour. */
function shareNear(image: Decoded, box: Box, colour: string): number {
  const c = parseHex(colour);
  let near = 0;
  let all = 0;
  for (let y = Math.floor(box.y); y < box.y + box.height; y++) {
    for (let x = Math.floor(box.x); x < box.x + box.width; x++) {
      const o = (y * image.width + x) * 3;
      if (
        Math.abs(image.rgb[o]! - c.r) +
          Math.abs(image.rgb[o + 1]! - c.g) +
          Math.abs(image.rgb[o + 2]! - c.b) <
        60
      )
        near++;
      all++;
    }
  }
  return near / all;
}

async function render(preset: Preset, brand: BrandKit | undefined, reference?: ReferenceImage) {
  const outputs: Array<{ image: Decoded; layout: OutputLayout }> = [];
  const request = {
    preset,
    subject: SUBJECT,
    seed: 42,
    ...(brand ? { brand } : {}),
    ...(reference ? { reference } : {}),
  };
  for await (const output of renderPresetOutputs(request)) {
    outputs.push({ image: await decode(output.bytes), layout: output.layout });
  }
  return outputs;
}

let verdant: BrandKit;
let zing: BrandKit;
let bottle: ReferenceImage;

beforeAll(async () => {
  verdant = await verdantBrand();
  zing = await zingBrand();
  bottle = { bytes: await bottleOnWhite(), mimeType: 'image/jpeg', width: 800, height: 1000 };
});

describe.each(PRESETS.map((p) => [p.presetId, p] as const))('the brand kit in %s', (_id, preset) => {
  it('draws in the brand’s colour and carries its logo in a clear place, inside the frame', async () => {
    const branded = await render(preset, verdant, bottle);
    const plain = await render(preset, undefined, bottle);
    const primary = verdant.colors!.primary;
    // Colour-block sets are made of it; the photographed sets carry it on stickers, plates and props.
    const greenest = Math.max(...branded.map((o) => shareOfHue(o.image, primary)));
    expect(greenest, 'the brand green in the pictures').toBeGreaterThan(
      COLOUR_SETS.has(preset.presetId) ? 0.12 : 0.005,
    );
    expect(Math.max(...plain.map((o) => shareOfHue(o.image, primary))), 'without the brand').toBeLessThan(
      0.002,
    );

    const { width, height, aspectRatio } = preset.outputs;
    for (const [index, { image, layout }] of branded.entries()) {
      const where = `${preset.presetId} #${index}`;
      const logo = layout.logo;
      expect(logo, `${where} carries the logo`).toBeDefined();
      const { box } = logo!;
      expect(box.x, where).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, where).toBeLessThanOrEqual(width);
      const top = aspectRatio === '9:16' ? height * SAFE_ZONE.top : 0;
      const bottom = aspectRatio === '9:16' ? height * SAFE_ZONE.bottom : height;
      expect(box.y, where).toBeGreaterThanOrEqual(top);
      expect(box.y + box.height, where).toBeLessThanOrEqual(bottom);
      expect(intersects(box, layout.product!), `${where} logo on the product`).toBe(false);
      for (const text of layout.texts) {
        expect(intersects(box, text.box), `${where} logo on ${text.role}`).toBe(false);
      }
      // The medium size: its longer side 18 % of the picture's shorter one (or a little less where
      // it had to give way).
      expect(Math.max(box.width, box.height) / Math.min(width, height), where).toBeGreaterThan(0.11);
      expect(Math.max(box.width, box.height) / Math.min(width, height), where).toBeLessThanOrEqual(0.181);
      // Drawn there: its mark and bars in the variant's colour for what is behind it.
      const ink = logo!.variant === 'onDark' ? '#ffffff' : '#123b2c';
      expect(shareNear(image, box, ink), `${where} logo drawn (${logo!.variant})`).toBeGreaterThan(0.15);
      expect(plain[index]!.layout.logo, `${where} without the brand`).toBeUndefined();
    }
    // Mostly in the brand's own corner.
    const inCorner = branded.filter((o) => o.layout.logo?.place === verdant.logo!.corner).length;
    expect(inCorner, 'outputs with the logo in the brand’s corner').toBeGreaterThanOrEqual(1);
  });
});

describe('the brand kit', () => {
  it('sets headlines in the brand’s heading family, and keeps its face for words it does not set', async () => {
    const preset = PRESETS.find((p) => p.presetId === 'product-hero-color')!;
    for (const { layout } of await render(preset, verdant)) {
      const headline = layout.texts.find((t) => t.role === 'headline')!;
      expect(headline.face).toBe('serif');
      // Inter for the button, in the weight the scene gave it.
      expect(layout.texts.find((t) => t.role === 'button')!.face).toBe('sansMedium');
    }
    const plainFaces = (await render(preset, undefined)).map(
      (o) => o.layout.texts.find((t) => t.role === 'headline')!.face,
    );
    expect(new Set(plainFaces)).toEqual(new Set(['serif', 'sansBold']));
  });

  it('draws with an uploaded font where it has the letters, and in the studio’s face where it has not', async () => {
    const preset = PRESETS.find((p) => p.presetId === 'product-hero-color')!;
    const key = zing.fonts.heading!.kind === 'uploaded' ? zing.fonts.heading!.key : '';
    const latin = renderPresetOutputs({
      preset,
      subject: 'Zing chilli crunch',
      seed: 5,
      brand: zing,
      only: [0],
    });
    for await (const { layout } of latin) {
      const headline = layout.texts.find((t) => t.role === 'headline')!;
      expect(headline.face.startsWith(`brand:${key}/`)).toBe(true);
      expect(headline.missingGlyphs).toEqual([]);
    }
    // The uploaded font is Latin only: a Russian headline is set whole in the studio's face.
    const russian = renderPresetOutputs({
      preset,
      subject: 'Хрустящие чипсы с перцем',
      seed: 5,
      brand: zing,
      only: [0],
    });
    for await (const { layout } of russian) {
      const headline = layout.texts.find((t) => t.role === 'headline')!;
      expect(headline.face.startsWith('brand:')).toBe(false);
      expect(headline.missingGlyphs).toEqual([]);
    }
  });

  it('follows the logo placement: the chosen corner, its size, and only on the presets named', async () => {
    const preset = PRESETS.find((p) => p.presetId === 'product-hero-studio')!;
    const small = await render(
      preset,
      { ...verdant, logo: { ...verdant.logo!, corner: 'top-left', size: 'small' } },
      bottle,
    );
    const { width, height } = preset.outputs;
    for (const { layout } of small) {
      expect(layout.logo!.place).toBe('top-left');
      expect(Math.max(layout.logo!.box.width, layout.logo!.box.height)).toBeLessThanOrEqual(
        0.121 * Math.min(width, height),
      );
    }
    const elsewhere = await render(
      preset,
      { ...verdant, logo: { ...verdant.logo!, presets: ['ugc-unboxing'] } },
      bottle,
    );
    for (const { layout } of elsewhere) expect(layout.logo).toBeUndefined();
    const images = renderImageOutputs({
      prompt: 'a serum bottle on "linen"',
      references: [bottle],
      count: 1,
      aspectRatio: '1:1',
      width: 1024,
      height: 1024,
      seed: 1,
      brand: { ...verdant, logo: { ...verdant.logo!, images: false } },
    });
    for await (const { layout } of images) expect(layout.logo).toBeUndefined();
  });
});
