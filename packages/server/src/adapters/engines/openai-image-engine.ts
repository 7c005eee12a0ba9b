/**
 * The OpenAI-compatible image engine: each output is one images API call whose prompt is the
 * preset's scene (the preset catalogue), the subject and what sets this output apart from its siblings. With
 * reference images the call is an edit (the references are uploaded with it), without one a
 * generation. The provider draws at one of the few sizes it supports; the engine crops the picture
 * to the catalogue's exact size and encodes it as JPEG.
 */
import { toFile, type Uploadable } from 'openai';
import sharp from 'sharp';
import type { Preset } from '../../domain/presets/preset-catalogue.js';
import {
  EngineError,
  type EngineImage,
  type ImageEngine,
  type ImageRenderRequest,
  type PresetRenderRequest,
  type ReferenceImage,
  type SceneBrief,
} from '../../ports/image-engine.js';
import { MAX_IMAGE_PIXELS } from '../../ports/image-processor.js';
import { type OpenAIConnection, openAIClient } from './openai-client.js';
import { toEngineError } from './openai-errors.js';

/** Default model `gpt-image-1`, timeout 180 s (drawing takes the provider a while). */
export type OpenAIImageEngineOptions = OpenAIConnection;

const DEFAULT_OPENAI_IMAGE_MODEL = 'gpt-image-1';
const DEFAULT_TIMEOUT_MS = 180_000;
/** The images API takes up to 16; the generations contract allows 4. */
const MAX_REFERENCES = 4;
const JPEG_QUALITY = 90;
const PROVIDER = 'image provider';

/** What a reference may be uploaded as; anything else is converted to PNG first. */
const UPLOADABLE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

interface ImageSize {
  width: number;
  height: number;
}

/** The sizes each model family draws at; GPT image models are the default. */
function supportedSizes(model: string): readonly ImageSize[] {
  if (model.startsWith('dall-e-3')) {
    return [
      { width: 1024, height: 1024 },
      { width: 1024, height: 1792 },
      { width: 1792, height: 1024 },
    ];
  }
  if (model.startsWith('dall-e-2')) return [{ width: 1024, height: 1024 }];
  return [
    { width: 1024, height: 1024 },
    { width: 1024, height: 1536 },
    { width: 1536, height: 1024 },
  ];
}

/** The supported size whose aspect ratio is closest to the target's (compared on a log scale). */
export function closestSupportedSize(model: string, target: ImageSize): ImageSize {
  const ratio = Math.log(target.width / target.height);
  let best: ImageSize | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const size of supportedSizes(model)) {
    const distance = Math.abs(Math.log(size.width / size.height) - ratio);
    if (distance < bestDistance) {
      best = size;
      bestDistance = distance;
    }
  }
  return best!;
}

/**
 * GPT image models always answer base64 and refuse `response_format`; DALL·E and most other
 * OpenAI-compatible servers answer a URL unless asked for base64.
 */
function answersBase64Only(model: string): boolean {
  return model.startsWith('gpt-image') || model.startsWith('chatgpt-image');
}

/** What sets each output of a preset apart, by preset kind (video presets use their scene briefs). */
const VARIATIONS: Readonly<Record<Exclude<Preset['kind'], 'video_storyboard'>, readonly string[]>> = {
  ugc: [
    'a close, handheld shot at eye level',
    'a slightly wider shot from another angle, more of the setting visible',
    'a detail shot that shows the product up close',
  ],
  product_hero: [
    'cool, neutral white key light',
    'warm, golden side light',
    'a soft pastel colour scheme',
    'dramatic low-key light with a deep background',
  ],
};

/** The prompt for output `index` of a preset run. */
function presetPrompt(request: PresetRenderRequest, index: number): string {
  const { preset, subject } = request;
  const { count, width, height, aspectRatio } = preset.outputs;
  const lines = [preset.description, `Subject: ${subject}.`];
  const scene = request.scenes?.[index];
  if (preset.kind === 'video_storyboard') {
    lines.push(...sceneLines(scene, index, count));
  } else {
    const variations = VARIATIONS[preset.kind];
    lines.push(`Image ${index + 1} of ${count}: ${variations[index % variations.length]}.`);
  }
  if (request.reference) {
    lines.push('Show the product from the reference image faithfully: same shape, colours and label.');
  }
  lines.push(
    `A ${aspectRatio} picture that will be cropped to ${width}×${height}; keep the subject centred.`,
  );
  return lines.join('\n');
}

function sceneLines(scene: SceneBrief | undefined, index: number, count: number): string[] {
  if (!scene) return [`Keyframe ${index + 1} of ${count} of a 9:16 vertical video storyboard.`];
  const lines = [
    `Keyframe ${scene.index} of ${count} of a 9:16 vertical video (${scene.beat}): ${scene.shot}.`,
  ];
  if (scene.onScreenText) {
    lines.push(
      `On-screen text: "${scene.onScreenText}", placed clear of the top 14 % and bottom 25 % of the frame.`,
    );
  }
  return lines;
}

export function createOpenAIImageEngine(options: OpenAIImageEngineOptions): ImageEngine {
  const model = options.model ?? DEFAULT_OPENAI_IMAGE_MODEL;
  const client = openAIClient(options, DEFAULT_TIMEOUT_MS);

  /** One picture from the provider, cropped to `target` and encoded as JPEG; an edit of `upload` if given. */
  async function draw(
    prompt: string,
    upload: Uploadable | Uploadable[] | undefined,
    target: ImageSize,
    signal: AbortSignal | undefined,
  ): Promise<Buffer> {
    const drawn = closestSupportedSize(model, target);
    const common = {
      model,
      prompt,
      n: 1,
      size: `${drawn.width}x${drawn.height}`,
      ...(answersBase64Only(model) ? {} : { response_format: 'b64_json' as const }),
    };
    let base64: string | undefined;
    try {
      signal?.throwIfAborted();
      const response = upload
        ? await client.images.edit({ ...common, image: upload }, { signal })
        : await client.images.generate(common, { signal });
      base64 = response.data?.[0]?.b64_json;
    } catch (err) {
      throw toEngineError(err, { apiKey: options.apiKey, provider: PROVIDER, signal });
    }
    if (!base64) throw new EngineError('provider_error', `The ${PROVIDER} answered without an image`);
    return fitToSize(Buffer.from(base64, 'base64'), target);
  }

  return {
    name: 'openai',

    async *renderPreset(request, signal) {
      const { count, width, height } = request.preset.outputs;
      const upload = await uploadables(request.reference ? [request.reference] : []);
      for (const index of outputIndexes(count, request.only)) {
        const bytes = await draw(presetPrompt(request, index), upload, { width, height }, signal);
        yield output(index, bytes, { width, height }, request.seed);
      }
    },

    async *renderImages(request: ImageRenderRequest, signal) {
      const target = { width: request.width, height: request.height };
      const upload = await uploadables(request.references.slice(0, MAX_REFERENCES));
      for (const index of outputIndexes(request.count, request.only)) {
        const bytes = await draw(request.prompt, upload, target, signal);
        yield output(index, bytes, target, request.seed);
      }
    },
  };
}

function outputIndexes(count: number, only: readonly number[] | undefined): number[] {
  const all = Array.from({ length: count }, (_, i) => i);
  return only ? all.filter((i) => only.includes(i)) : all;
}

function output(index: number, bytes: Buffer, size: ImageSize, seed: number): EngineImage {
  // The provider takes no seed; the run's seed is still what the manifest records.
  return { index, bytes, format: 'jpeg', width: size.width, height: size.height, seed };
}

/**
 * The references as files the multipart upload accepts, made once per run and sent with every
 * call: none, one file alone, or several as an array (the SDK sends those as `image[]`).
 */
async function uploadables(
  references: readonly ReferenceImage[],
): Promise<Uploadable | Uploadable[] | undefined> {
  const files = await Promise.all(
    references.map(async (reference, i) => {
      const extension = UPLOADABLE_TYPES[reference.mimeType];
      if (extension) {
        return toFile(reference.bytes, `reference-${i + 1}.${extension}`, { type: reference.mimeType });
      }
      return toFile(await asPng(reference.bytes), `reference-${i + 1}.png`, { type: 'image/png' });
    }),
  );
  if (files.length === 0) return undefined;
  return files.length === 1 ? files[0]! : files;
}

async function asPng(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().png().toBuffer();
  } catch {
    throw new EngineError('render_failed', 'A reference image could not be converted for upload');
  }
}

/** Scales the picture to cover `target`, crops the overflow evenly and encodes JPEG. */
async function fitToSize(bytes: Buffer, target: ImageSize): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    throw new EngineError(
      'provider_error',
      `The ${PROVIDER} answered with an image that could not be decoded`,
    );
  }
}
