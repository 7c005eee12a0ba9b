/**
 * The studio renderer: turns a preset or image request into JPEG outputs, one at a time, in index
 * order. Each output gets its own seeded generator (from the run seed, the preset and the index), so
 * a resumed run that draws only some indexes draws them exactly as a full run would.
 */
import {
  isStoryboardPreset,
  type PresetId,
  type StoryboardPresetId,
} from '../domain/presets/preset-catalogue.js';
import type { ImageRenderRequest, PresetRenderRequest, SceneBrief } from '../ports/image-engine.js';
import { type ComposeOptions, composeScene, type OutputLayout } from './compositor.js';
import { type Cutout, cutOutOnce } from './cutout.js';
import { type Palette, paletteFromColour, paletteFromSubject } from './palette.js';
import { createRandom, mixSeed } from './random.js';
import type { SceneBuilder, SceneContext } from './scene.js';
import { heroColourScene } from './scenes/hero-colour.js';
import { heroStudioScene } from './scenes/hero-studio.js';
import { imageCardScene } from './scenes/image-card.js';
import { lifestyleScene } from './scenes/lifestyle.js';
import { selfieReviewScene } from './scenes/selfie-review.js';
import { defaultBriefs, type StoryboardKind, storyboardScene } from './scenes/storyboard.js';
import { unboxingScene } from './scenes/unboxing.js';
import { hanLanguageOf, prepareFonts } from './text/font-library.js';
import { inLanguage } from './text/text-layout.js';

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
    subject: request.subject,
    texts: [request.subject, ...(briefs ?? []).map((b) => b.onScreenText)],
    seedFor: (index) => mixSeed(preset.presetId, preset.version, request.subject, request.seed, index),
    runSeed: mixSeed(preset.presetId, request.subject, request.seed),
    sizeFor: () => ({ width, height }),
    build: (context) => build({ ...context, ...(briefs ? { brief: briefs[context.index]! } : {}) }),
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
    subject: request.prompt,
    texts: [request.prompt],
    seedFor: (index) => mixSeed('image', request.prompt, request.aspectRatio, request.seed, index),
    runSeed: mixSeed('image', request.prompt, request.seed),
    sizeFor: () => ({ width: request.width, height: request.height }),
    build: (context) => (context.product ? heroStudioScene(context) : imageCardScene(context)),
    options,
  });
}

interface Run {
  count: number;
  only: readonly number[] | undefined;
  signal: AbortSignal | undefined;
  reference: PresetRenderRequest['reference'];
  subject: string;
  /** Every text of the request that scenes may draw (the subject, storyboard on-screen texts). */
  texts: string[];
  seedFor: (index: number) => number;
  runSeed: number;
  sizeFor: (index: number) => { width: number; height: number };
  build: SceneBuilder;
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
  const han = hanLanguageOf(run.texts);
  await prepareFonts(run.texts, han);
  // The cut-out does not depend on the output: made once per run, and kept for the photo's next run.
  const cutout: Cutout | undefined = run.reference ? await cutOutOnce(run.reference) : undefined;
  const palette: Palette = cutout ? paletteFromColour(cutout.dominant) : paletteFromSubject(run.subject);
  const render = async (index: number): Promise<StudioOutput> => {
    const seed = run.seedFor(index);
    const size = run.sizeFor(index);
    const context: SceneContext = {
      size,
      index,
      count: run.count,
      random: createRandom(seed),
      runVariant: run.runSeed % 997,
      subject: run.subject,
      palette,
      ...(cutout
        ? { product: { aspect: cutout.width / cutout.height, dominant: cutout.dominant, kind: cutout.kind } }
        : {}),
    };
    const scene = inLanguage(han, () => run.build(context));
    const { bytes, layout } = await composeScene(scene, size, cutout, run.options);
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
