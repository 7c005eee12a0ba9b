import { packFor } from '../domain/copy/languages/language-packs.js';
/**
 * The studio renderer: turns a preset or image request into JPEG outputs, one at a time, in index
 * order. Each output gets its own seeded generator (from the run seed, the preset and the index), so
 * a resumed run that draws only some indexes draws them exactly as a full run would.
 */

import sharp from 'sharp';
import { logoGoesOn } from '../domain/brand/brand-kit.js';
import type { Language } from '../domain/languages.js';
import {
  isStoryboardPreset,
  type PresetId,
  type StoryboardPresetId,
} from '../domain/presets/preset-catalogue.js';
import { recogniseCategory } from '../domain/products/product-category.js';
import type { BrandKit } from '../ports/brand-kit.js';
import type {
  ImageRenderRequest,
  PresetRenderRequest,
  ReferenceImage,
  RenderClaims,
  SceneBrief,
} from '../ports/image-engine.js';
import { MAX_IMAGE_PIXELS } from '../ports/image-processor.js';
import { placeLogo } from './brand-logo.js';
import { type BackdropRaster, type ComposeOptions, composeScene, type OutputLayout } from './compositor.js';
import { creatorOf } from './creator.js';
import { cutOutOnce } from './cutout.js';
import { type Palette, paletteFromBrand, paletteFromCategory, paletteFromProduct } from './palette.js';
import { measureProduct } from './product-facts.js';
import { createRandom, mixSeed } from './random.js';
import type { BackdropFacts, SceneBuilder, SceneContext } from './scene.js';
import { heroColourScene } from './scenes/hero-colour.js';
import { heroStudioScene } from './scenes/hero-studio.js';
import { lifestyleScene } from './scenes/lifestyle.js';
import { promptScene } from './scenes/prompt-scene.js';
import { selfieReviewScene } from './scenes/selfie-review.js';
import { defaultBriefs, SAFE_ZONE, type StoryboardKind, storyboardScene } from './scenes/storyboard.js';
import { unboxingScene } from './scenes/unboxing.js';
import { brandTypeOf } from './text/brand-type.js';
import { hanLanguageOf, prepareFonts } from './text/font-library.js';
import { inBrandType, inLanguage } from './text/text-layout.js';

export interface StudioOutput {
  index: number;
  /** The seed this output was drawn with. */
  seed: number;
  bytes: Buffer;
  width: number;
  height: number;
  layout: OutputLayout;
}

export interface StudioOptions extends ComposeOptions {
  signal?: AbortSignal;
}

/** Which storyboard look each video preset's keyframes have. */
const STORYBOARD_KIND: Readonly<Record<StoryboardPresetId, StoryboardKind>> = {
  'video-storyboard-ugc': 'ugc',
  'video-storyboard-product': 'product',
};

const PRESET_SCENES: Readonly<Record<PresetId, SceneBuilder>> = {
  'ugc-selfie-review': selfieReviewScene,
  'ugc-unboxing': unboxingScene,
  'ugc-lifestyle': lifestyleScene,
  'product-hero-studio': heroStudioScene,
  'product-hero-color': heroColourScene,
  'video-storyboard-ugc': storyboardScene(STORYBOARD_KIND['video-storyboard-ugc']),
  'video-storyboard-product': storyboardScene(STORYBOARD_KIND['video-storyboard-product']),
};

export async function* renderPresetOutputs(
  request: PresetRenderRequest,
  options: StudioOptions = {},
): AsyncGenerator<StudioOutput> {
  const { preset } = request;
  const build = PRESET_SCENES[preset.presetId];
  const { count, width, height } = preset.outputs;
  const briefs = isStoryboardPreset(preset)
    ? completeBriefs(request.scenes, preset.presetId, request.subject, count)
    : undefined;
  yield* renderRun({
    count,
    only: request.only,
    signal: options.signal,
    reference: request.reference,
    backdrop: request.backdrop,
    claims: request.claims ?? {},
    language: request.language,
    subject: request.subject,
    texts: [request.subject, ...(briefs ?? []).map((b) => b.onScreenText)],
    seedFor: (index) => mixSeed(preset.presetId, preset.version, request.subject, request.seed, index),
    runSeed: mixSeed(preset.presetId, request.subject, request.seed),
    sizeFor: () => ({ width, height }),
    build: (context) => build({ ...context, ...(briefs ? { brief: briefs[context.index]! } : {}) }),
    brand: request.brand,
    withLogo: request.brand?.logo ? logoGoesOn(request.brand.logo, { presetId: preset.presetId }) : false,
    options,
  });
}

export async function* renderImageOutputs(
  request: ImageRenderRequest,
  options: StudioOptions = {},
): AsyncGenerator<StudioOutput> {
  yield* renderRun({
    count: request.count,
    only: request.only,
    signal: options.signal,
    reference: request.references[0],
    backdrop: undefined,
    claims: {},
    language: request.language,
    subject: request.prompt,
    texts: [request.prompt],
    seedFor: (index) => mixSeed('image', request.prompt, request.aspectRatio, request.seed, index),
    runSeed: mixSeed('image', request.prompt, request.seed),
    sizeFor: () => ({ width: request.width, height: request.height }),
    build: promptScene,
    brand: request.brand,
    withLogo: request.brand?.logo ? logoGoesOn(request.brand.logo, 'image') : false,
    options,
  });
}

interface Run {
  count: number;
  only: readonly number[] | undefined;
  signal: AbortSignal | undefined;
  reference: PresetRenderRequest['reference'];
  backdrop: ReferenceImage | undefined;
  claims: RenderClaims;
  language: Language | undefined;
  subject: string;
  /** Every text of the request that scenes may draw (the subject, storyboard on-screen texts). */
  texts: string[];
  seedFor: (index: number) => number;
  runSeed: number;
  sizeFor: (index: number) => { width: number; height: number };
  build: SceneBuilder;
  /** The workspace's brand kit, when the run draws with one. */
  brand: BrandKit | undefined;
  /** Whether the outputs carry the brand's logo. */
  withLogo: boolean;
  options: ComposeOptions;
}

/** Outputs of a run being drawn at once: enough to keep both cores busy, few canvases held. */
const OUTPUTS_IN_FLIGHT = 3;

async function* renderRun(run: Run): AsyncGenerator<StudioOutput> {
  const indexes = Array.from({ length: run.count }, (_, i) => i).filter(
    (i) => !run.only || run.only.includes(i),
  );
  if (indexes.length === 0) return;
  run.signal?.throwIfAborted();
  // The fonts the request's texts need, loaded once per process; layout is synchronous after this.
  const texts = [...run.texts, ...wordsDrawnIn(run.language, run.subject, run.claims)];
  const han = hanLanguageOf(texts);
  await prepareFonts(texts, han);
  // The cut-out does not depend on the output: made once per run, and kept for the photo's next run.
  const [cutout, photo] = await Promise.all([
    run.reference ? cutOutOnce(run.reference) : undefined,
    run.backdrop ? decodeBackdrop(run.backdrop) : undefined,
  ]);
  const measure = cutout ? measureProduct(cutout) : undefined;
  // The brand's colours when it has some; else the product's own, else its category's.
  const palette: Palette = run.brand?.colors
    ? paletteFromBrand(run.brand.colors, measure?.colours)
    : measure
      ? paletteFromProduct(measure.colours)
      : paletteFromCategory(recogniseCategory(run.subject, run.language));
  const brandType = brandTypeOf(run.brand);
  const logo = run.withLogo ? run.brand?.logo : undefined;
  const runRandom = createRandom(run.runSeed);
  const runVariant = runRandom.int(997);
  const creator = creatorOf(runRandom);
  const render = async (index: number): Promise<StudioOutput> => {
    const seed = run.seedFor(index);
    const size = run.sizeFor(index);
    const context: SceneContext = {
      size,
      index,
      count: run.count,
      random: createRandom(seed),
      runVariant,
      subject: run.subject,
      palette,
      words: packFor(run.language ?? 'en').scene,
      claims: run.claims,
      ...(run.language ? { language: run.language } : {}),
      creator,
      ...(photo ? { backdropPhoto: photo.facts } : {}),
      ...(cutout && measure
        ? {
            product: {
              aspect: measure.solid.width / Math.max(1, measure.solid.height),
              dominant: measure.colours[0]!,
              mean: measure.mean,
              view: measure.view,
              kind: cutout.kind,
              profile: measure.profile,
            },
          }
        : {}),
    };
    const scene = inLanguage(han, () => inBrandType(brandType, () => run.build(context)));
    if (logo) {
      // On a 9:16 keyframe, inside the band the apps leave uncovered.
      const band =
        size.width * 16 === size.height * 9
          ? { top: size.height * SAFE_ZONE.top, bottom: size.height * SAFE_ZONE.bottom }
          : undefined;
      const placed = placeLogo(scene, size, logo, band);
      if (placed) scene.logo = placed;
    }
    const { bytes, layout } = await composeScene(scene, size, cutout, run.options, photo?.raster);
    return { index, seed, bytes, width: size.width, height: size.height, layout };
  };
  // Outputs overlap: while one is encoded (and its layers rasterised) on the thread pool, the next
  // is laid out and blended on the main thread. They are still answered in index order.
  const inFlight: Array<Promise<StudioOutput>> = [];
  for (const index of indexes) {
    run.signal?.throwIfAborted();
    const output = render(index);
    // Awaited below, in order; until then a failure must not count as unhandled.
    output.catch(() => {});
    inFlight.push(output);
    if (inFlight.length >= OUTPUTS_IN_FLIGHT) yield await inFlight.shift()!;
  }
  while (inFlight.length > 0) {
    // Cancelled between outputs: what is still being drawn is dropped.
    run.signal?.throwIfAborted();
    yield await inFlight.shift()!;
  }
}

/** Large enough for the sharpest backdrop any scene draws (half the frame, before its blur). */
const BACKDROP_WORKING_SIZE = 1280;

/**
 * The customer's scene photo, upright and reduced once per run, and what it tells of its light:
 * how bright and how warm it is, and which side is brighter (where its light comes from).
 */
async function decodeBackdrop(
  image: ReferenceImage,
): Promise<{ raster: BackdropRaster; facts: BackdropFacts }> {
  const { data, info } = await sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(BACKDROP_WORKING_SIZE, BACKDROP_WORKING_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  let left = 0;
  let right = 0;
  let n = 0;
  const half = info.width / 2;
  for (let y = 0; y < info.height; y += 4) {
    for (let x = 0; x < info.width; x += 4) {
      const o = (y * info.width + x) * 4;
      const luma = 0.2126 * data[o]! + 0.7152 * data[o + 1]! + 0.0722 * data[o + 2]!;
      r += data[o]!;
      g += data[o + 1]!;
      b += data[o + 2]!;
      if (x < half) left += luma;
      else right += luma;
      n++;
    }
  }
  const mean = { r: r / n, g: g / n, b: b / n };
  const surface = surfaceLine(data, info.width, info.height);
  const clutter = surface !== undefined ? clutterAbove(data, info.width, info.height, surface) : undefined;
  return {
    raster: { pixels: data, width: info.width, height: info.height },
    facts: {
      brightness: (0.2126 * mean.r + 0.7152 * mean.g + 0.0722 * mean.b) / 255,
      warmth: (mean.r - mean.b) / 255,
      lightFromLeft: left >= right,
      mean,
      aspect: info.width / info.height,
      ...(surface !== undefined ? { surface } : {}),
      ...(clutter ? { clutter } : {}),
    },
  };
}

/**
 * The photo's surface line: the row, in its lower two thirds, where the light changes most
 * sharply across most of the width (a table's edge against the wall or floor behind it), as a
 * fraction of the height; none when no row stands out from the rest (1.6 times their median).
 */
function surfaceLine(rgba: Buffer, width: number, height: number): number | undefined {
  const step = Math.max(1, Math.floor(width / 160));
  const reach = Math.max(2, Math.round(height * 0.012));
  const luma = (x: number, y: number) => {
    const o = (y * width + x) * 4;
    return 0.2126 * rgba[o]! + 0.7152 * rgba[o + 1]! + 0.0722 * rgba[o + 2]!;
  };
  const scores: Array<{ y: number; score: number }> = [];
  for (let y = Math.round(height * 0.33); y < Math.round(height * 0.9); y += 2) {
    if (y - reach < 0 || y + reach >= height) continue;
    // The share of columns with a clear step here, weighted by the step: an edge across the frame
    // beats a bright spot.
    let score = 0;
    let columns = 0;
    for (let x = 0; x < width; x += step) {
      const jump = Math.abs(luma(x, y + reach) - luma(x, y - reach));
      if (jump > 12) score += jump;
      columns++;
    }
    scores.push({ y, score: score / columns });
  }
  if (scores.length === 0) return undefined;
  const best = scores.reduce((a, b) => (b.score > a.score ? b : a));
  const median = [...scores].sort((a, b) => a.score - b.score)[scores.length >> 1]!.score;
  if (best.score < 8 || best.score < 1.6 * median) return undefined;
  return best.y / height;
}

/**
 * How much already stands on the photo's surface, across its width: in each of
 * {@link CLUTTER_BINS} columns, the mean step in light from one pixel to the next along the rows
 * of the band just above the surface line (a bottle's or a grinder's edges; a bare wall has few).
 */
const CLUTTER_BINS = 24;
function clutterAbove(rgba: Buffer, width: number, height: number, surface: number): number[] {
  const luma = (x: number, y: number) => {
    const o = (y * width + x) * 4;
    return 0.2126 * rgba[o]! + 0.7152 * rgba[o + 1]! + 0.0722 * rgba[o + 2]!;
  };
  const sums = new Array<number>(CLUTTER_BINS).fill(0);
  const counts = new Array<number>(CLUTTER_BINS).fill(0);
  const bottom = Math.round(surface * height) - Math.round(height * 0.02);
  const top = Math.max(0, bottom - Math.round(height * 0.25));
  const step = Math.max(1, Math.round(width / 400));
  for (let y = top; y < bottom; y += 2) {
    for (let x = 0; x + step < width; x += step) {
      const bin = Math.min(CLUTTER_BINS - 1, Math.floor((x / width) * CLUTTER_BINS));
      sums[bin]! += Math.abs(luma(x + step, y) - luma(x, y)) / 255;
      counts[bin]!++;
    }
  }
  return sums.map((sum, i) => sum / Math.max(1, counts[i]!));
}

/** Scenes the request did not describe get the preset's default beat, so every keyframe has one. */
function completeBriefs(
  given: SceneBrief[] | undefined,
  presetId: StoryboardPresetId,
  subject: string,
  count: number,
): SceneBrief[] {
  const defaults = defaultBriefs(STORYBOARD_KIND[presetId], subject, count);
  return defaults.map((fallback, i) => given?.[i] ?? fallback);
}

/**
 * The words a run's scenes may draw besides its own texts: the language's stickers, headlines,
 * buttons and eyebrows (a Japanese headline's kanji are in no subject), and the caller's claims.
 */
function wordsDrawnIn(language: Language | undefined, subject: string, claims: RenderClaims): string[] {
  const words = packFor(language ?? 'en').scene;
  return [
    ...words.headlines.map((line) => line(subject)),
    ...words.selfieNotes.map((line) => line(subject)),
    ...words.buttons,
    ...words.lifestyleCaptions,
    ...words.unboxingStickers,
    ...Object.values(words.eyebrows),
    words.newBadge,
    ...[claims.review, claims.reviewer, claims.offer].filter((t): t is string => t !== undefined),
  ];
}
