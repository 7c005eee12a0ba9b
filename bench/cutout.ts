/**
 * The cut-out of a 12-megapixel phone photo: the segmentation network's inference plus everything
 * around it (decoding, the map's cleaning, the guided filter fitted on a reduced copy and applied
 * at full resolution, the boxes), timed on a photo the process has not cut out before, stage by
 * stage as well as whole. Also the model's load: its time and what it adds to a worker's resident
 * memory. Run in a fresh process (bench/servers/cutout-worker.ts) so that the memory figure is the
 * model's alone.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { configureSharp } from '../packages/server/src/adapters/images/sharp-images.js';
import { u2netpSegmenter } from '../packages/server/src/adapters/segmentation/u2netp-segmenter.js';
import { productMatte } from '../packages/server/src/cutout/product-matte.js';
import type { Segmenter } from '../packages/server/src/ports/segmenter.js';

export interface CutoutSettings {
  /** Cut-outs not counted (the first loads the model). */
  warmupRuns: number;
  /** Measured cut-outs; the figure is the median. */
  runs: number;
  /** The photo's size: a 12-megapixel phone camera's 4:3 frame. */
  width: number;
  height: number;
}

export interface CutoutFigures {
  megapixels: number;
  modelLoadMs: number;
  modelRssGrowthMiB: number;
  /** What the process's resident memory grew by from before the model's load to after the last cut-out. */
  rssGrowthAfterRunsMiB: number;
  /** Median of one whole cut-out, inference and refinement. */
  cutoutMs: number;
  /** Median of the network's inference alone, inside it. */
  inferenceMs: number;
  /** Everything else: decoding, cleaning, the guided filter at full size, the boxes. */
  refinementMs: number;
  /**
   * Median processor time of one cut-out, every thread counted: what it costs whatever else runs on
   * the machine (on an idle machine its wall time is about this divided by the cores it uses).
   */
  cpuMs: number;
  runsMs: number[];
  /**
   * Each stage of the measured runs, in order: the median of its wall time and of its processor
   * time (every thread). The full photo is decoded while the filter is fitted, so that decoding
   * counts in the fit's processor time.
   */
  stages: { name: string; wallMs: number; cpuMs: number }[];
}

const MIB = 1024 * 1024;
const PHOTO = new URL(
  '../packages/server/test/fixtures/photos/red-bowl-with-cast-shadow.jpg',
  import.meta.url,
);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// The service's sharp settings (no cache, two libvips threads), so the bench measures what runs.
configureSharp();

export async function runCutoutBench(settings: CutoutSettings, signal: AbortSignal): Promise<CutoutFigures> {
  // A real photograph enlarged to a phone camera's frame and saved as a phone saves it.
  const photo = await sharp(await readFile(PHOTO))
    .resize(settings.width, settings.height, { fit: 'cover', kernel: 'lanczos3' })
    .jpeg({ quality: 90 })
    .toBuffer();
  let load = { loadMs: 0, rssGrowth: 0 };
  const rssBefore = process.memoryUsage.rss();
  const network = u2netpSegmenter({ onLoad: (l) => (load = l) });
  let inferenceMs = 0;
  const timed: Segmenter = {
    name: network.name,
    inputSize: network.inputSize,
    async saliency(rgb) {
      const started = performance.now();
      const map = await network.saliency(rgb);
      inferenceMs = performance.now() - started;
      return map;
    },
  };
  const runs: number[] = [];
  const inferences: number[] = [];
  const cpu: number[] = [];
  const stages = new Map<string, { wall: number[]; cpu: number[] }>();
  for (let i = 0; i < settings.warmupRuns + settings.runs; i++) {
    signal.throwIfAborted();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    // Not the cache: every run cuts the photo out anew, as a photo not seen before is.
    const measuring = i >= settings.warmupRuns;
    const matte = await productMatte(photo, timed, signal, (name, wallMs, cpuMs) => {
      if (!measuring) return;
      const stage = stages.get(name) ?? { wall: [], cpu: [] };
      stages.set(name, stage);
      stage.wall.push(wallMs);
      stage.cpu.push(cpuMs);
    });
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    if (matte.separation !== 'segmented') throw new Error(`the photo was not cut out (${matte.separation})`);
    if (i >= settings.warmupRuns) {
      runs.push(ms);
      inferences.push(inferenceMs);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const rssGrowthAfterRunsMiB = (process.memoryUsage.rss() - rssBefore) / MIB;
  const cutoutMs = median(runs);
  const inference = median(inferences);
  return {
    megapixels: (settings.width * settings.height) / 1e6,
    modelLoadMs: load.loadMs,
    modelRssGrowthMiB: load.rssGrowth / MIB,
    rssGrowthAfterRunsMiB,
    cutoutMs,
    inferenceMs: inference,
    refinementMs: cutoutMs - inference,
    cpuMs: median(cpu),
    runsMs: runs,
    stages: [...stages].map(([name, stage]) => ({
      name,
      wallMs: median(stage.wall),
      cpuMs: median(stage.cpu),
    })),
  };
}
