import { beforeAll, describe, expect, it } from 'vitest';
import { PRESETS, type Preset } from '../../src/domain/presets/preset-catalogue.js';
import type { BrandKit } from '../../src/ports/brand-kit.js';
import type { ReferenceImage } from '../../src/ports/image-engine.js';
import type { Box } from '../../src/studio/geometry.js';
import { type OutputLayout, renderPresetOutputs } from '../../src/studio/index.js';
import { maskedFixturePhoto } from '../support/fixture-photos.js';
import { bottleOnWhite, jarWithAlpha } from '../support/product-photos.js';
import { zingBrand } from '../support/sample-brands.js';
import {
  backgroundContrast,
  type Decoded,
  decode,
  expectInFrame,
  inkCoverage,
  meanLuminance,
  wordsOf,
} from './quality-gates.js';

const SUBJECT = 'Lumen vitamin C glow serum';
/**
 * The product's share of the frame: the larger of its box's width over the frame's and height over
 * the frame's. Every preset sizes it between a quarter and 60 % (a hand-held product's tilt adds a
 * little to its box).
 */
const PRODUCT_SHARE = { min: 0.25, max: 0.63 };
/** The texts of a typographic card are drawn on the card, which stands in for the product. */
const CARD_ROLES = new Set(['card-eyebrow', 'card-subject']);

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
let references: Record<'none' | 'white background' | 'transparent PNG', ReferenceImage | undefined>;
/** A brand whose primary is a bright yellow, where neither ink reads without the surface moving. */
let yellowBrand: BrandKit;

beforeAll(async () => {
  references = {
    none: undefined,
    'white background': { bytes: await bottleOnWhite(), mimeType: 'image/jpeg', width: 800, height: 1000 },
    'transparent PNG': { bytes: await jarWithAlpha(), mimeType: 'image/png', width: 700, height: 640 },
  };
  yellowBrand = await zingBrand();
});

interface Rendered {
  final: Decoded;
  /** The same output without its glyphs; rendered only when the contrast is checked. */
  textless: Decoded | undefined;
  layout: OutputLayout;
}

async function renderBoth(
  preset: Preset,
  reference: ReferenceImage | undefined,
  withTextless: boolean,
  brand?: BrandKit,
): Promise<Rendered[]> {
  const request = {
    preset,
    subject: SUBJECT,
    seed: 42,
    ...(reference ? { reference } : {}),
    ...(brand ? { brand } : {}),
  };
  const textless: Decoded[] = [];
  if (withTextless) {
    for await (const output of renderPresetOutputs(request, { withoutText: true })) {
      textless.push(await decode(output.bytes));
    }
  }
  const rendered: Rendered[] = [];
  for await (const output of renderPresetOutputs(request)) {
    rendered.push({
      final: await decode(output.bytes),
      textless: textless[output.index],
      layout: output.layout,
    });
  }
  return rendered;
}

describe.each(PRESETS.map((p) => [p.presetId, p] as const))('studio preset %s', (_id, preset) => {
  it.each(['none', 'white background', 'transparent PNG', 'none, in a yellow brand kit'] as const)(
    'passes the quality gates with reference image: %s',
    async (mode) => {
      const branded = mode === 'none, in a yellow brand kit';
      const reference = branded ? undefined : references[mode];
      // Text never sits on the product, so the contrast checks need not run a third time for the PNG.
      const outputs = await renderBoth(
        preset,
        reference,
        mode !== 'transparent PNG',
        branded ? yellowBrand : undefined,
      );
      const { count, width, height } = preset.outputs;
      expect(outputs).toHaveLength(count);
      // The outputs of a run differ in composition (set, layout, props, angle), not only in colour.
      const compositions = outputs.map((o) => o.layout.composition);
      expect(new Set(compositions).size, compositions.join(' / ')).toBe(count);

      for (const [index, { final, textless, layout }] of outputs.entries()) {
        const where = `${preset.presetId} #${index} (${mode})`;
        expect(final.format, where).toBe('jpeg');
        expect([final.width, final.height], where).toEqual([width, height]);

        for (const text of layout.texts) {
          const what = `${where} ${text.role} "${text.text}"`;
          const { box } = text;
          expectInFrame(box, preset, what);
          // Nothing cut off: every word of the text is in the laid-out lines.
          expect(text.ellipsized, what).toBe(false);
          expect(wordsOf(text.lines.join(' ')), what).toEqual(wordsOf(text.text));
          // Legible: WCAG AA against what is actually behind the words, and actually drawn in that colour.
          if (textless) {
            if (textless)
              expect(backgroundContrast(textless, box, text.colour), what).toBeGreaterThanOrEqual(4.5);
          }
          expect(inkCoverage(final, box, text.colour), what).toBeGreaterThan(0.02);
        }

        // Words never cover the product, nor each other.
        const words = layout.texts.filter((t) => !CARD_ROLES.has(t.role));
        for (const [i, text] of words.entries()) {
          if (layout.product)
            expect(intersects(text.box, layout.product), `${where} ${text.role} on the product`).toBe(false);
          for (const other of words.slice(i + 1)) {
            expect(intersects(text.box, other.box), `${where} ${text.role} on ${other.role}`).toBe(false);
          }
        }

        if (reference) {
          const product = layout.product!;
          const share = Math.max(product.width / width, product.height / height);
          expect(share, where).toBeGreaterThanOrEqual(PRODUCT_SHARE.min);
          expect(share, where).toBeLessThanOrEqual(PRODUCT_SHARE.max);
          if (layout.stance === 'standing') {
            // It stands on its shadow: going down from its base, the surface is darkest right
            // under it, not some way below (a gap between product and shadow).
            const base = Math.round(product.y + product.height);
            const reach = Math.round(product.height * 0.12);
            const rows = Array.from({ length: reach }, (_, i) =>
              meanLuminance(final, {
                x: product.x + product.width * 0.3,
                y: base + 1 + i,
                width: product.width * 0.4,
                height: 1,
              }),
            );
            const darkest = rows.indexOf(Math.min(...rows));
            expect(darkest, `${where} darkest row under the product`).toBeLessThan(reach * 0.3);
            expect(rows[darkest]!, `${where} shadow under the product`).toBeLessThan(
              rows[reach >> 1]! * 0.95,
            );
          }
        } else {
          // Without a product the subject itself is the hero: it is written out whole somewhere.
          const written = layout.texts.map((t) => t.lines.join(' ')).join(' ');
          if (preset.kind !== 'video_storyboard' || index === 0) {
            expect(written, where).toContain(SUBJECT);
          }
        }
      }
    },
  );
});

describe('keying a product photo on a white background', () => {
  it('leaves the scene, not the photo’s white, around the product', async () => {
    const preset = PRESETS.find((p) => p.presetId === 'product-hero-studio')!;
    // Output 2 is the low-key (dark) variant: white left around the product would stand out.
    const run = renderPresetOutputs({
      preset,
      subject: SUBJECT,
      seed: 3,
      reference: references['white background']!,
      only: [2],
    });
    for await (const output of run) {
      const image = await decode(output.bytes);
      const box = output.layout.product!;
      const corner = { width: box.width * 0.12, height: box.height * 0.08 };
      const topLeft = { x: box.x + 2, y: box.y + 2, ...corner };
      const topRight = { x: box.x + box.width - corner.width - 2, y: box.y + 2, ...corner };
      expect(meanLuminance(image, topLeft)).toBeLessThan(0.3);
      expect(meanLuminance(image, topRight)).toBeLessThan(0.3);
    }
  });
});

describe('composition across seeds', () => {
  it.each(PRESETS.map((p) => [p.presetId, p] as const))(
    '%s: every seed places a tall, a wide and a glass product within its share, clear of every word, each output composed anew',
    async (_id, preset) => {
      const { width, height, count } = preset.outputs;
      const products = [
        references['white background']!,
        await maskedFixturePhoto('cast-iron-pan-on-steel'),
        await maskedFixturePhoto('wine-glass-and-bottle'),
      ];
      for (const [seed, reference] of [101, 202].flatMap((s) => products.map((p) => [s, p] as const))) {
        const layouts: OutputLayout[] = [];
        for await (const output of renderPresetOutputs({ preset, subject: SUBJECT, seed, reference })) {
          layouts.push(output.layout);
        }
        expect(new Set(layouts.map((l) => l.composition)).size, `seed ${seed}`).toBe(count);
        for (const [index, layout] of layouts.entries()) {
          const where = `${preset.presetId} seed ${seed} #${index}`;
          const product = layout.product!;
          const share = Math.max(product.width / width, product.height / height);
          expect(share, where).toBeGreaterThanOrEqual(PRODUCT_SHARE.min);
          expect(share, where).toBeLessThanOrEqual(PRODUCT_SHARE.max);
          const words = layout.texts.filter((t) => !CARD_ROLES.has(t.role));
          for (const [i, text] of words.entries()) {
            expectInFrame(text.box, preset, `${where} ${text.role}`);
            expect(intersects(text.box, product), `${where} ${text.role} on the product`).toBe(false);
            for (const other of words.slice(i + 1)) {
              expect(intersects(text.box, other.box), `${where} ${text.role} on ${other.role}`).toBe(false);
            }
          }
        }
      }
    },
  );
});
