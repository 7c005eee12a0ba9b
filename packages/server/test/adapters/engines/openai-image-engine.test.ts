import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closestSupportedSize,
  createOpenAIImageEngine,
  type OpenAIImageEngineOptions,
} from '../../../src/adapters/engines/openai-image-engine.js';
import { findPreset, type Preset } from '../../../src/domain/presets/preset-catalogue.js';
import {
  EngineError,
  type EngineImage,
  type ImageEngine,
  type ReferenceImage,
  type SceneBrief,
} from '../../../src/ports/image-engine.js';
import { sampleImage } from '../../support/images.js';
import { type OpenAITestServer, startOpenAIServer } from '../../support/openai-server.js';

let server: OpenAITestServer;
beforeAll(async () => {
  server = await startOpenAIServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.delayResponses(0);
});

const engine = (options: Partial<OpenAIImageEngineOptions> = {}): ImageEngine =>
  createOpenAIImageEngine({ apiKey: server.apiKey, baseURL: server.url, maxRetries: 0, ...options });

const preset = (id: string): Preset => {
  const found = findPreset(id);
  if (!found) throw new Error(`no preset ${id}`);
  return found;
};

async function collect(images: AsyncIterable<EngineImage>): Promise<EngineImage[]> {
  const outputs: EngineImage[] = [];
  for await (const image of images) outputs.push(image);
  return outputs;
}

async function reference(format: 'png' | 'jpeg' | 'gif', width = 640, height = 480): Promise<ReferenceImage> {
  return { bytes: await sampleImage(format, width, height), mimeType: `image/${format}`, width, height };
}

async function expectJpeg(image: EngineImage, width: number, height: number) {
  const meta = await sharp(image.bytes).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'jpeg',
    width,
    height,
  });
  expect({ format: image.format, width: image.width, height: image.height }).toEqual({
    format: 'jpeg',
    width,
    height,
  });
}

describe('the OpenAI image engine', () => {
  it('generates each output of a preset without a reference, at the catalogue size', async () => {
    const hero = preset('product-hero-studio');
    const outputs = await collect(
      engine().renderPreset({ preset: hero, subject: 'Aurora desk lamp', seed: 7 }),
    );

    expect(outputs.map((o) => o.index)).toEqual([0, 1, 2, 3]);
    for (const output of outputs) {
      await expectJpeg(output, 1080, 1080);
      expect(output.seed).toBe(7);
    }
    const calls = server.imageRequests();
    expect(calls.map((c) => c.endpoint)).toEqual(Array(4).fill('images/generations'));
    for (const [i, call] of calls.entries()) {
      expect(call.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1024x1024' });
      expect(call.body).not.toHaveProperty('response_format');
      expect(call.body).not.toHaveProperty('seed');
      expect(call.body.prompt).toContain(hero.description);
      expect(call.body.prompt).toContain('Aurora desk lamp');
      expect(call.body.prompt).toContain(`Image ${i + 1} of 4`);
    }
    // Each output asks for a different variant of the scene.
    expect(new Set(calls.map((c) => c.body.prompt)).size).toBe(4);
  });

  it('edits with the reference image uploaded, and crops portrait presets to 1080×1350', async () => {
    const selfie = preset('ugc-selfie-review');
    const product = await reference('png');
    const outputs = await collect(
      engine().renderPreset({ preset: selfie, subject: 'Glow serum', reference: product, seed: 1 }),
    );

    expect(outputs).toHaveLength(3);
    for (const output of outputs) await expectJpeg(output, 1080, 1350);
    const calls = server.imageRequests();
    expect(calls.map((c) => c.endpoint)).toEqual(Array(3).fill('images/edits'));
    for (const call of calls) {
      expect(call.body).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', n: '1' });
      expect(call.body.prompt).toContain(selfie.description);
      expect(call.body.prompt).toContain('Glow serum');
      expect(call.files).toHaveLength(1);
      expect(call.files[0]).toMatchObject({ field: 'image', type: 'image/png' });
      expect(call.files[0]!.bytes.equals(product.bytes)).toBe(true);
    }
  });

  it('draws only the outputs listed in `only`', async () => {
    const outputs = await collect(
      engine().renderPreset({ preset: preset('ugc-unboxing'), subject: 'Sneakers', seed: 3, only: [0, 2] }),
    );
    expect(outputs.map((o) => o.index)).toEqual([0, 2]);
    const prompts = server.imageRequests().map((c) => String(c.body.prompt));
    expect(prompts[0]).toContain('Image 1 of 3');
    expect(prompts[1]).toContain('Image 3 of 3');
  });

  it("sends each storyboard scene's shot and on-screen text, at 9:16", async () => {
    const storyboard = preset('video-storyboard-product');
    const scenes: SceneBrief[] = Array.from({ length: 5 }, (_, i) => ({
      index: i + 1,
      beat: ['hook', 'reveal', 'demo', 'proof', 'cta'][i]!,
      shot: `shot number ${i + 1} of the bottle turning`,
      onScreenText: `Caption ${i + 1}`,
    }));
    const outputs = await collect(
      engine().renderPreset({ preset: storyboard, subject: 'Cold brew', scenes, seed: 5 }),
    );

    for (const output of outputs) await expectJpeg(output, 1080, 1920);
    for (const [i, call] of server.imageRequests().entries()) {
      expect(call.body.size).toBe('1024x1536');
      expect(call.body.prompt).toContain(`shot number ${i + 1} of the bottle turning`);
      expect(call.body.prompt).toContain(`"Caption ${i + 1}"`);
      expect(call.body.prompt).toContain('Cold brew');
    }
  });

  it('renders free-prompt images with up to four references, each uploaded with every call', async () => {
    const references = [
      await reference('png'),
      await reference('jpeg'),
      await reference('gif'),
      await reference('png', 300, 300),
      await reference('png', 200, 200),
    ];
    const outputs = await collect(
      engine().renderImages({
        prompt: 'a surfboard on a beach at dawn',
        references,
        count: 2,
        aspectRatio: '16:9',
        width: 1920,
        height: 1080,
        seed: 9,
      }),
    );

    expect(outputs.map((o) => o.index)).toEqual([0, 1]);
    for (const output of outputs) await expectJpeg(output, 1920, 1080);
    const calls = server.imageRequests();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.endpoint).toBe('images/edits');
      expect(call.body).toMatchObject({ prompt: 'a surfboard on a beach at dawn', size: '1536x1024' });
      expect(call.files.map((f) => f.field)).toEqual(Array(4).fill('image[]'));
      expect(call.files[0]!.bytes.equals(references[0]!.bytes)).toBe(true);
      expect(call.files[1]).toMatchObject({ type: 'image/jpeg' });
      // A GIF is not an upload type of the images API: it goes as PNG.
      expect(call.files[2]).toMatchObject({ type: 'image/png' });
      expect((await sharp(call.files[2]!.bytes).metadata()).format).toBe('png');
    }
  });

  it('generates free-prompt images without references', async () => {
    const outputs = await collect(
      engine().renderImages({
        prompt: 'a red bicycle',
        references: [],
        count: 1,
        aspectRatio: '4:5',
        width: 1080,
        height: 1350,
        seed: 2,
      }),
    );
    await expectJpeg(outputs[0]!, 1080, 1350);
    expect(server.imageRequests().map((c) => c.endpoint)).toEqual(['images/generations']);
  });

  it('has delivered the first outputs when the provider fails half way', async () => {
    server.failNext(500, { endpoint: 'images', afterSuccesses: 2 });
    const delivered: number[] = [];
    const run = async () => {
      for await (const image of engine().renderPreset({
        preset: preset('product-hero-studio'),
        subject: 'Lamp',
        seed: 1,
      })) {
        delivered.push(image.index);
      }
    };

    const failure = await run().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(EngineError);
    expect(failure).toMatchObject({ code: 'provider_unavailable', retryable: true });
    expect(delivered).toEqual([0, 1]);
    expect(server.imageRequests()).toHaveLength(3);
  });

  it('stops at once when the caller aborts a call in flight', async () => {
    server.delayResponses(5_000);
    const controller = new AbortController();
    const started = Date.now();
    const run = collect(
      engine().renderPreset({ preset: preset('ugc-lifestyle'), subject: 'Mug', seed: 1 }, controller.signal),
    );
    await expect.poll(() => server.imageRequests().length).toBe(1);
    controller.abort();

    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(server.imageRequests()).toHaveLength(1);
  });

  it('fails retryably when the provider does not answer in time', async () => {
    server.delayResponses(2_000);
    const run = collect(
      engine({ timeoutMs: 200 }).renderPreset({ preset: preset('ugc-lifestyle'), subject: 'Mug', seed: 1 }),
    );
    await expect(run).rejects.toMatchObject({ code: 'provider_unavailable', retryable: true });
  });
});

describe('closestSupportedSize', () => {
  it('picks the size of the nearest aspect ratio the model draws', () => {
    expect(closestSupportedSize('gpt-image-1', { width: 1080, height: 1080 })).toEqual({
      width: 1024,
      height: 1024,
    });
    expect(closestSupportedSize('gpt-image-1', { width: 1080, height: 1350 })).toEqual({
      width: 1024,
      height: 1536,
    });
    expect(closestSupportedSize('gpt-image-1', { width: 1080, height: 1920 })).toEqual({
      width: 1024,
      height: 1536,
    });
    expect(closestSupportedSize('gpt-image-1', { width: 1920, height: 1080 })).toEqual({
      width: 1536,
      height: 1024,
    });
    expect(closestSupportedSize('dall-e-3', { width: 1080, height: 1920 })).toEqual({
      width: 1024,
      height: 1792,
    });
  });
});
