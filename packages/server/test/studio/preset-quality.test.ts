import { beforeAll, describe, expect, it } from 'vitest';
import { PRESETS, type Preset } from '../../src/domain/presets/preset-catalogue.js';
import type { ReferenceImage } from '../../src/ports/image-engine.js';
import { type OutputLayout, renderPresetOutputs } from '../../src/studio/index.js';
import { bottleOnWhite, jarWithAlpha } from '../support/product-photos.js';
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
// By the product's bounding box: a tall, thin bottle standing in the frame has a narrow one.
const PRODUCT_SHARE = { min: 0.12, max: 0.7 };
let references: Record<'none' | 'white background' | 'transparent PNG', ReferenceImage | undefined>;

beforeAll(async () => {
  references = {
    none: undefined,
    'white background': { bytes: await bottleOnWhite(), mimeType: 'image/jpeg', width: 800, height: 1000 },
    'transparent PNG': { bytes: await jarWithAlpha(), mimeType: 'image/png', width: 700, height: 640 },
  };
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
): Promise<Rendered[]> {
  const request = { preset, subject: SUBJECT, seed: 42, ...(reference ? { reference } : {}) };
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
  it.each(['none', 'white background', 'transparent PNG'] as const)(
    'passes the quality gates with reference image: %s',
    async (mode) => {
      const reference = references[mode];
      // Text never sits on the product, so the contrast checks need not run a third time for the PNG.
      const outputs = await renderBoth(preset, reference, mode !== 'transparent PNG');
      const { count, width, height } = preset.outputs;
      expect(outputs).toHaveLength(count);

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

        if (reference) {
          const product = layout.product!;
          const share = (product.width * product.height) / (width * height);
          expect(share, where).toBeGreaterThanOrEqual(PRODUCT_SHARE.min);
          expect(share, where).toBeLessThanOrEqual(PRODUCT_SHARE.max);
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
