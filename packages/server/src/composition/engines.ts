import { createOpenAICopyEngine } from '../adapters/engines/openai-copy-engine.js';
import { createOpenAIImageEngine } from '../adapters/engines/openai-image-engine.js';
import { createTemplatesCopyEngine } from '../adapters/engines/templates/templates-copy-engine.js';
import { sharedSegmenter } from '../adapters/segmentation/u2netp-segmenter.js';
import type { Config } from '../config.js';
import { createBackgroundRemover } from '../cutout/background-removal.js';
import type { BackgroundRemover } from '../ports/background-remover.js';
import type { CopyEngine } from '../ports/copy-engine.js';
import type { ImageEngine } from '../ports/image-engine.js';

/** The configured image engine; the studio (given, to share its caches) unless a provider is named. */
export function chooseImageEngine(config: Config, studio: ImageEngine): ImageEngine {
  if (config.imageEngine === 'openai') {
    return createOpenAIImageEngine({
      apiKey: config.openaiApiKey!,
      ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
      model: config.openaiImageModel,
    });
  }
  return studio;
}

export function chooseCopyEngine(config: Config): CopyEngine {
  if (config.copyEngine === 'openai') {
    return createOpenAICopyEngine({
      apiKey: config.openaiApiKey!,
      ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
      model: config.openaiCopyModel,
    });
  }
  return createTemplatesCopyEngine();
}

/** The cut-out of product photos, by the segmentation model that runs in the service (loaded on first use). */
export function chooseBackgroundRemover(log: {
  info(fields: object, message: string): void;
}): BackgroundRemover {
  return createBackgroundRemover(
    sharedSegmenter({
      onLoad: ({ loadMs, rssGrowth }) =>
        log.info(
          { model: 'u2netp', loadMs: Math.round(loadMs), rssGrowthMb: Math.round(rssGrowth / 2 ** 20) },
          'segmentation model loaded',
        ),
    }),
  );
}
