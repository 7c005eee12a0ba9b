import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStudioEngine } from '../../src/adapters/engines/studio-engine.js';
import { findPreset } from '../../src/domain/presets/preset-catalogue.js';
import type {
  EngineImage,
  ImageRenderRequest,
  PresetRenderRequest,
  ReferenceImage,
} from '../../src/ports/image-engine.js';
import { cutOut, cutOutOnce } from '../../src/studio/cutout.js';
import { layoutText } from '../../src/studio/text/text-layout.js';
import { bottleOnWhite, jarWithAlpha } from '../support/product-photos.js';
import { decode } from './quality-gates.js';

const engine = createStudioEngine();
let bottle: ReferenceImage;
let jar: ReferenceImage;

beforeAll(async () => {
  bottle = { bytes: await bottleOnWhite(), mimeType: 'image/jpeg', width: 800, height: 1000 };
  jar = { bytes: await jarWithAlpha(), mimeType: 'image/png', width: 700, height: 640 };
});

async function collect(images: AsyncIterable<EngineImage>): Promise<EngineImage[]> {
  const all: EngineImage[] = [];
  for await (const image of images) all.push(image);
  return all;
}

const presetRequest = (presetId: string, extra: Partial<PresetRenderRequest> = {}): PresetRenderRequest => ({
  preset: findPreset(presetId)!,
  subject: 'Lumen vitamin C glow serum',
  seed: 11,
  ...extra,
});

describe('studio engine', () => {
  it('is named studio and yields JPEG outputs in index order at the catalogue size', async () => {
    expect(engine.name).toBe('studio');
    const images = await collect(
      engine.renderPreset(presetRequest('product-hero-studio', { reference: bottle })),
    );
    expect(images.map((i) => i.index)).toEqual([0, 1, 2, 3]);
    for (const image of images) {
      expect(image).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
      expect((await decode(image.bytes)).format).toBe('jpeg');
    }
    // Four lighting and colour variants: no two outputs alike.
    expect(new Set(images.map((i) => i.bytes.toString('base64'))).size).toBe(4);
  });

  it('draws the same bytes for the same request and seed, and other bytes for another seed', async () => {
    for (const presetId of ['ugc-selfie-review', 'video-storyboard-ugc']) {
      const request = presetRequest(presetId, { reference: bottle, only: [0, 1] });
      const first = await collect(engine.renderPreset(request));
      const again = await collect(engine.renderPreset(request));
      const reseeded = await collect(engine.renderPreset({ ...request, seed: 12 }));
      expect(again.map((i) => i.bytes.equals(first[i.index]!.bytes))).toEqual([true, true]);
      expect(reseeded.map((i) => i.bytes.equals(first[i.index]!.bytes))).toEqual([false, false]);
    }
  });

  it('draws only the listed outputs, exactly as a full run draws them', async () => {
    const full = await collect(engine.renderPreset(presetRequest('ugc-unboxing')));
    const resumed = await collect(engine.renderPreset(presetRequest('ugc-unboxing', { only: [2] })));
    expect(resumed.map((i) => i.index)).toEqual([2]);
    expect(resumed[0]!.bytes.equals(full[2]!.bytes)).toBe(true);
    expect(resumed[0]!.seed).toBe(full[2]!.seed);
  });

  it('stops between outputs when the signal is aborted', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    await expect(async () => {
      for await (const image of engine.renderPreset(presetRequest('ugc-lifestyle'), controller.signal)) {
        seen.push(image.index);
        controller.abort(new Error('cancelled'));
      }
    }).rejects.toThrow('cancelled');
    expect(seen).toEqual([0]);
  });

  it.each([
    ['1:1', 1080, 1080],
    ['4:5', 1080, 1350],
    ['9:16', 1080, 1920],
    ['16:9', 1920, 1080],
  ] as const)(
    'renders image requests at %s, each output a different variant',
    async (aspectRatio, width, height) => {
      const request: ImageRenderRequest = {
        prompt: 'A calm morning skincare routine in soft daylight',
        references: [],
        count: 2,
        aspectRatio,
        width,
        height,
        seed: 5,
      };
      for (const references of [[], [jar]]) {
        const images = await collect(engine.renderImages({ ...request, references }));
        expect(images).toHaveLength(2);
        for (const image of images) {
          const decoded = await decode(image.bytes);
          expect([decoded.format, decoded.width, decoded.height]).toEqual(['jpeg', width, height]);
        }
        expect(images[0]!.bytes.equals(images[1]!.bytes)).toBe(false);
      }
    },
  );
});

describe('cutting the product out', () => {
  it('cuts a product on a plain white background out with a soft edge and keeps it opaque', async () => {
    const cutout = await cutOut(bottle);
    expect(cutout.separation).toBe('segmented');
    const alphaAt = (x: number, y: number) => cutout.pixels[(y * cutout.width + x) * 4 + 3]!;
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(cutout.width - 1, 0)).toBe(0);
    expect(alphaAt(cutout.width >> 1, cutout.height >> 1)).toBe(255);
    const alphas = Array.from({ length: cutout.width * cutout.height }, (_, i) => cutout.pixels[i * 4 + 3]!);
    expect(alphas.filter((a) => a > 0 && a < 255).length).toBeGreaterThan(100);
    // Trimmed to the product: the frame is much narrower than the 800 px photo's proportions.
    expect(cutout.width / cutout.height).toBeLessThan(0.6);
    // The dominant colour is the amber glass, not the white label.
    expect(cutout.dominant.r).toBeGreaterThan(cutout.dominant.b + 60);
  });

  it('keeps the alpha of a transparent PNG as it is', async () => {
    const cutout = await cutOut(jar);
    expect(cutout.separation).toBe('alpha');
    expect([cutout.width, cutout.height]).toEqual([440, 540]);
  });

  it('cuts a photo out once for its next runs, by content, and lets go of the oldest', async () => {
    const copy = { ...bottle, bytes: Buffer.from(bottle.bytes) };
    const first = await cutOutOnce(bottle);
    expect(await cutOutOnce(copy)).toBe(first);
    expect(await cutOutOnce(jar)).not.toBe(first);
    // Eight other photos later (transparent PNGs: no model run needed), the bottle is cut out anew.
    for (let i = 0; i < 8; i++) {
      const other = await sharp(jar.bytes)
        .modulate({ brightness: 1 + (i + 1) / 100 })
        .png()
        .toBuffer();
      await cutOutOnce({ ...jar, bytes: other });
    }
    const again = await cutOutOnce(bottle);
    expect(again).not.toBe(first);
    expect(again.pixels.equals(first.pixels)).toBe(true);
    // Two runs of the segmentation model on a busy machine.
  }, 90_000);
});

describe('text layout', () => {
  it('keeps every word and shrinks the size before it ever shortens a text', () => {
    const text = 'Obsessed with my Lumen vitamin C glow serum. Ten out of ten!';
    const layout = layoutText({ text, face: 'hand', maxWidth: 500, maxLines: 3, maxSize: 80, minSize: 30 });
    expect(layout.ellipsized).toBe(false);
    expect(layout.lines.join(' ')).toBe(text);
    expect(layout.fontSize).toBeLessThan(80);
    expect(layout.width).toBeLessThanOrEqual(500);
  });

  it('shortens a text over its documented maximum at a word boundary, with an ellipsis', () => {
    const text = `${'very '.repeat(60)}long subject`;
    const layout = layoutText({
      text,
      face: 'serif',
      maxWidth: 600,
      maxLines: 5,
      maxSize: 60,
      minSize: 20,
      maxChars: 90,
    });
    expect(layout.ellipsized).toBe(true);
    expect(layout.text.length).toBeLessThanOrEqual(90);
    expect(layout.text.endsWith('…')).toBe(true);
    expect(layout.lines.join(' ')).toBe(layout.text);
  });
});
