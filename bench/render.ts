/**
 * Studio rendering speed: every preset of the catalogue rendered whole (all its outputs) without a
 * reference image, with a photo the studio has not seen (it is cut out during the run), and with
 * the photo of the previous run again (its cut-out is kept), against the floor of the same work:
 * encoding the same number of JPEGs of the same size and the same pixels, from raw buffers, with
 * sharp at the same quality, one after another.
 */
import sharp from 'sharp';
import { configureSharp } from '../packages/server/src/adapters/images/sharp-images.js';
import { PRESETS, type Preset } from '../packages/server/src/domain/presets/preset-catalogue.js';
import type { ReferenceImage } from '../packages/server/src/ports/image-engine.js';
import { JPEG_QUALITY } from '../packages/server/src/studio/compositor.js';
import { renderPresetOutputs } from '../packages/server/src/studio/index.js';
import { loadedFontBytes } from '../packages/server/src/studio/text/font-library.js';
import { bottleOnWhite } from '../packages/server/test/support/product-photos.js';

export interface RenderSettings {
  /** Runs not counted, so that fonts are loaded and code is compiled before measuring. */
  warmupRuns: number;
  /** Measured runs of each kind, alternating; the figure is the median. */
  runs: number;
}

export interface PresetRenderFigures {
  presetId: string;
  outputs: number;
  width: number;
  height: number;
  /** Median milliseconds of one whole run. */
  withoutReferenceMs: number;
  /** With a photo the studio has not cut out before. */
  withReferenceMs: number;
  /** With the same photo as the run before. */
  withSeenReferenceMs: number;
  /** Median milliseconds of encoding the run's outputs from raw pixels. */
  encodeFloorMs: number;
  ratioWithoutReference: number;
  ratioWithReference: number;
  ratioWithSeenReference: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// The service's sharp settings (no cache, two libvips threads), so the bench measures what runs.
configureSharp();

const SUBJECT = 'Lumen vitamin C glow serum';

async function timeRun(
  preset: Preset,
  seed: number,
  reference: ReferenceImage | undefined,
  subject = SUBJECT,
) {
  const started = performance.now();
  const outputs: Buffer[] = [];
  for await (const output of renderPresetOutputs({
    preset,
    subject,
    seed,
    ...(reference ? { reference } : {}),
  })) {
    outputs.push(output.bytes);
  }
  return { ms: performance.now() - started, outputs };
}

async function timeEncodeFloor(raws: Buffer[], preset: Preset): Promise<number> {
  const { width, height } = preset.outputs;
  const started = performance.now();
  for (const raw of raws) {
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  }
  return performance.now() - started;
}

/** Figures for the presets `presetIds` (every preset of the catalogue when not given). */
export async function runRenderBench(
  settings: RenderSettings,
  signal: AbortSignal,
  progress: (what: string) => void,
  presetIds?: string[],
): Promise<PresetRenderFigures[]> {
  const photo = await bottleOnWhite();
  // A photo the studio has not seen before, for each run: the same bottle, one corner pixel
  // changed, so that the content (and the cut-out's cache key) differs while the work does not.
  let photos = 0;
  const newPhoto = async (): Promise<ReferenceImage> => {
    const shade = photos++ % 256;
    const bytes = await sharp(photo)
      .composite([
        {
          input: { create: { width: 1, height: 1, channels: 3, background: { r: shade, g: 255, b: 255 } } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg({ quality: 92 })
      .toBuffer();
    return { bytes, mimeType: 'image/jpeg', width: 800, height: 1000 };
  };
  const results: PresetRenderFigures[] = [];
  for (const preset of PRESETS.filter((p) => !presetIds || presetIds.includes(p.presetId))) {
    progress(`rendering ${preset.presetId}`);
    for (let i = 0; i < settings.warmupRuns; i++) {
      await timeRun(preset, 1_000 + i, undefined);
      await timeRun(preset, 1_000 + i, await newPhoto());
    }
    const without: number[] = [];
    const withReference: number[] = [];
    const withSeenReference: number[] = [];
    const floor: number[] = [];
    for (let run = 0; run < settings.runs; run++) {
      signal.throwIfAborted();
      // A new seed every run: nothing that depends on the request can be reused from the last one.
      const plain = await timeRun(preset, run + 1, undefined);
      without.push(plain.ms);
      const reference = await newPhoto();
      withReference.push((await timeRun(preset, run + 1, reference)).ms);
      withSeenReference.push((await timeRun(preset, run + 101, reference)).ms);
      // The floor encodes the very pixels just rendered (decoded outside the timing).
      const raws = await Promise.all(plain.outputs.map((bytes) => sharp(bytes).raw().toBuffer()));
      floor.push(await timeEncodeFloor(raws, preset));
    }
    const encodeFloorMs = median(floor);
    results.push({
      presetId: preset.presetId,
      outputs: preset.outputs.count,
      width: preset.outputs.width,
      height: preset.outputs.height,
      withoutReferenceMs: median(without),
      withReferenceMs: median(withReference),
      withSeenReferenceMs: median(withSeenReference),
      encodeFloorMs,
      ratioWithoutReference: median(without) / encodeFloorMs,
      ratioWithReference: median(withReference) / encodeFloorMs,
      ratioWithSeenReference: median(withSeenReference) / encodeFloorMs,
    });
  }
  return results;
}

export interface ScriptRenderFigures {
  presetId: string;
  script: string;
  /** Median milliseconds of one whole run without a photo. */
  withoutReferenceMs: number;
  encodeFloorMs: number;
  ratio: number;
  /** Font data this process has loaded so far (every script it rendered until now). */
  fontBytes: number;
}

/**
 * One preset with a subject in another script, without a photo: the text is what differs from the
 * Latin runs (fallback fonts, shaping, line breaking), against the same encode floor.
 */
export async function runScriptRenderBench(
  settings: RenderSettings,
  signal: AbortSignal,
  presetId: string,
  script: string,
  subject: string,
): Promise<ScriptRenderFigures> {
  const preset = PRESETS.find((p) => p.presetId === presetId)!;
  for (let i = 0; i < settings.warmupRuns; i++) await timeRun(preset, 2_000 + i, undefined, subject);
  const without: number[] = [];
  const floor: number[] = [];
  for (let run = 0; run < settings.runs; run++) {
    signal.throwIfAborted();
    const plain = await timeRun(preset, run + 1, undefined, subject);
    without.push(plain.ms);
    const raws = await Promise.all(plain.outputs.map((bytes) => sharp(bytes).raw().toBuffer()));
    floor.push(await timeEncodeFloor(raws, preset));
  }
  const encodeFloorMs = median(floor);
  return {
    presetId,
    script,
    withoutReferenceMs: median(without),
    encodeFloorMs,
    ratio: median(without) / encodeFloorMs,
    fontBytes: loadedFontBytes(),
  };
}
