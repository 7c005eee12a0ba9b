/**
 * The default image engine: the studio renderer behind the ImageEngine port. Rendering failures
 * become `render_failed`; an abort is passed through as it is, so the job runner sees a cancellation.
 */
// Loaded for its side effect: the one place that configures sharp (no cache, two libvips threads).
import '../images/sharp-images.js';
import { EngineError, type EngineImage, type ImageEngine } from '../../ports/image-engine.js';
import { renderImageOutputs, renderPresetOutputs, type StudioOutput } from '../../studio/index.js';

export function createStudioEngine(): ImageEngine {
  return {
    name: 'studio',
    renderPreset(request, signal) {
      return toEngineImages(renderPresetOutputs(request, signal ? { signal } : {}), signal);
    },
    renderImages(request, signal) {
      return toEngineImages(renderImageOutputs(request, signal ? { signal } : {}), signal);
    },
  };
}

async function* toEngineImages(
  outputs: AsyncIterable<StudioOutput>,
  signal: AbortSignal | undefined,
): AsyncGenerator<EngineImage> {
  try {
    for await (const output of outputs) {
      yield {
        index: output.index,
        bytes: output.bytes,
        format: 'jpeg',
        width: output.width,
        height: output.height,
        seed: output.seed,
        ...(output.layout.product ? { productBox: pixelBox(output.layout.product, output) } : {}),
      };
    }
  } catch (error) {
    if (signal?.aborted || error instanceof EngineError) throw error;
    throw new EngineError('render_failed', `studio could not render: ${(error as Error).message}`);
  }
}

/** The product's box in whole pixels, inside the picture (a rotated product's bounds may reach past it). */
function pixelBox(
  box: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
) {
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  return {
    x,
    y,
    width: Math.min(size.width, Math.ceil(box.x + box.width)) - x,
    height: Math.min(size.height, Math.ceil(box.y + box.height)) - y,
  };
}
