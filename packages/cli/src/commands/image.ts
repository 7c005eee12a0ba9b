import { ASPECT_RATIOS, LANGUAGES } from '@contentforge/sdk';
import { Option } from 'commander';
import { defineCommand } from '../define-command.js';
import { type GenerationOpts, generationOptions, runGeneration } from './generation-run.js';
import { count } from './option-values.js';

export const image = defineCommand<
  GenerationOpts & {
    prompt: string;
    count?: number;
    aspectRatio?: (typeof ASPECT_RATIOS)[number];
    language?: (typeof LANGUAGES)[number];
  }
>({
  name: 'image',
  description: 'generate images from a prompt (1 credit an image)',
  configure: (c) =>
    generationOptions(
      c
        .requiredOption(
          '--prompt <text>',
          'the picture in words (colours, surface, light, layout); text to write in quotes',
        )
        .option('--count <n>', 'how many images, 1–4 (default 1)', count('--count', 1, 4))
        .addOption(
          new Option('--aspect-ratio <ratio>', 'the images’ shape (default 1:1)').choices(ASPECT_RATIOS),
        )
        .addOption(
          new Option(
            '--language <tag>',
            'the language of the quoted text, which picks its typefaces (default: told from its script)',
          ).choices(LANGUAGES),
        ),
    ),
  async run(call) {
    const { cf, opts } = call;
    return runGeneration(call, 'image', (referenceImages, wait) =>
      cf.generateImage(
        {
          prompt: opts.prompt,
          ...(opts.count ? { count: opts.count } : {}),
          ...(opts.aspectRatio ? { aspectRatio: opts.aspectRatio } : {}),
          ...(opts.campaign ? { campaignId: opts.campaign } : {}),
          ...(referenceImages ? { referenceImages } : {}),
          ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
          ...(opts.language ? { language: opts.language } : {}),
        },
        wait,
      ),
    );
  },
});
