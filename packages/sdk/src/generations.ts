/**
 * Presets and generations: runs that make images (a preset, a prompt, a cut-out) and are paid for
 * in credits, their quotes, free caption variants, and waiting for a run to end.
 */
import { type Calls, enc } from './calls.js';
import { GenerationFailedError, GenerationTimeoutError } from './errors.js';
import { type Query, type RequestOptions, sleep } from './transport.js';
import type {
  CopyInput,
  CopyResult,
  CutoutGenerationInput,
  Generation,
  GenerationFilters,
  ImageGenerationInput,
  Preset,
  PresetGenerationInput,
} from './types.js';

/** How `generatePreset`, `generateImage` and `removeBackground` wait for the run to end. */
export interface WaitOptions extends RequestOptions {
  /** Told each time the run is read while it goes on (outputs appear in `outputs` as they are made). */
  onProgress?: ((generation: Generation) => void) | undefined;
  /** Between two reads of a running generation. Default 1 s. */
  pollIntervalMs?: number | undefined;
  /** How long to wait in all before giving up (the run goes on). Default 15 minutes. */
  waitTimeoutMs?: number | undefined;
}

const FINISHED = new Set(['succeeded', 'failed', 'canceled']);

export const presetsSection = (calls: Calls) => ({
  list: (options?: RequestOptions) => calls.data<Preset[]>('GET', '/presets', undefined, options),
});

export const generationsSection = (calls: Calls) => ({
  /**
   * `POST /generations/preset` as the API answers it: the finished run (within the wait, 30 s by default) or the run as it
   * is now. `generatePreset` waits for the end however long it takes.
   */
  preset: (input: PresetGenerationInput, options?: RequestOptions & { prefer?: string }) =>
    calls.paidGeneration('/generations/preset', input, options),
  /** `POST /generations/image` as the API answers it; `generateImage` waits for the end. */
  image: (input: ImageGenerationInput, options?: RequestOptions & { prefer?: string }) =>
    calls.paidGeneration('/generations/image', input, options),
  /** What a preset run would cost, checked exactly as a real call, charging nothing. */
  quotePreset: (input: PresetGenerationInput, options?: RequestOptions) =>
    calls.quote('/generations/preset', input, options),
  quoteImage: (input: ImageGenerationInput, options?: RequestOptions) =>
    calls.quote('/generations/image', input, options),
  /** A cut-out as the API answers it; `removeBackground` waits for the end. */
  cutout: (input: CutoutGenerationInput, options?: RequestOptions & { prefer?: string }) =>
    calls.paidGeneration('/generations/cutout', input, options),
  quoteCutout: (input: CutoutGenerationInput, options?: RequestOptions) =>
    calls.quote('/generations/cutout', input, options),
  /** Caption variants fitted to a platform. Free. */
  copy: (input: CopyInput, options?: RequestOptions) =>
    calls.data<CopyResult>('POST', '/generations/copy', input, options),
  get: (id: string, options?: RequestOptions) => readGeneration(calls, id, options),
  list: (filters: GenerationFilters = {}, options?: RequestOptions) =>
    calls.list<Generation>('/generations', filters as Query, options),
  /** Cancels a queued generation and refunds it. */
  cancel: (id: string, options?: RequestOptions) =>
    calls.data<Generation>('POST', `/generations/${enc(id)}/cancel`, undefined, options),
  /** Reads a generation until it has ended; throws `GenerationFailedError` if it failed. */
  wait: (id: string, options?: WaitOptions) => waitForGeneration(calls, id, options),
});

const readGeneration = (calls: Calls, id: string, options?: RequestOptions) =>
  calls.data<Generation>('GET', `/generations/${enc(id)}`, undefined, options);

/** Starts a paid run and waits for its end: what `generatePreset` and the like do. */
export async function runAndWait(
  calls: Calls,
  path: string,
  body: unknown,
  options: WaitOptions = {},
): Promise<Generation> {
  const { onProgress, pollIntervalMs, waitTimeoutMs, ...request } = options;
  // With progress to report, answer at once and read the run as it goes; else let the API wait.
  const accepted = await calls.paidGeneration(path, body, {
    ...request,
    prefer: onProgress ? 'respond-async' : 'wait=60',
  });
  return waitForGeneration(calls, accepted.id, { ...options, first: accepted });
}

async function waitForGeneration(
  calls: Calls,
  id: string,
  options: WaitOptions & { first?: Generation } = {},
): Promise<Generation> {
  const { onProgress, pollIntervalMs = 1000, waitTimeoutMs = 15 * 60_000, signal } = options;
  const deadline = Date.now() + waitTimeoutMs;
  let generation = options.first ?? (await readGeneration(calls, id, { signal }));
  for (;;) {
    onProgress?.(generation);
    if (FINISHED.has(generation.status)) break;
    if (Date.now() >= deadline) {
      throw new GenerationTimeoutError(generation, waitTimeoutMs);
    }
    await sleep(pollIntervalMs, signal);
    generation = await readGeneration(calls, id, { signal });
  }
  if (generation.status !== 'succeeded') throw new GenerationFailedError(generation);
  return generation;
}
