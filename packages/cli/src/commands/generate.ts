import { COPY_PLATFORMS } from '@contentforge/sdk';
import { Option } from 'commander';
import { defineCommand } from '../define-command.js';
import { type CopyOpts, copyOptions, languageAndClaims } from './copy-options.js';
import { type GenerationOpts, generationOptions, runGeneration } from './generation-run.js';

export const generate = defineCommand<
  GenerationOpts &
    CopyOpts & { subject: string; platform?: (typeof COPY_PLATFORMS)[number]; backdrop?: string }
>({
  name: 'generate',
  description: 'run a preset: images with captions (1 credit an image)',
  configure: (c) =>
    generationOptions(
      copyOptions(c)
        .argument('<presetId>', 'a preset (see contentforge presets)')
        .requiredOption('--subject <text>', 'what the images are of, 1–500 characters')
        .addOption(
          new Option('--platform <platform>', 'write the captions for this platform').choices(COPY_PLATFORMS),
        )
        .option(
          '--backdrop <file|url>',
          "a photo of the customer's own scene to set the product into (lifestyle, selfie, unboxing, storyboards)",
        ),
    ),
  async run(call) {
    const { cf, opts } = call;
    const presetId = String(call.args[0]);
    return runGeneration(
      call,
      presetId,
      (referenceImages, wait, backdropImage) =>
        cf.generatePreset(
          {
            presetId,
            subject: opts.subject,
            ...(opts.campaign ? { campaignId: opts.campaign } : {}),
            ...(referenceImages ? { referenceImages } : {}),
            ...(backdropImage ? { backdropImage } : {}),
            ...(opts.platform ? { platform: opts.platform } : {}),
            ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
            ...languageAndClaims(opts),
          },
          wait,
        ),
      opts.backdrop,
    );
  },
});
