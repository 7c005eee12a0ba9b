import { COPY_PLATFORMS, COPY_TONES } from '@contentforge/sdk';
import { Option } from 'commander';
import { defineCommand } from '../define-command.js';
import { type CopyOpts, copyOptions, languageAndClaims } from './copy-options.js';
import { count } from './option-values.js';

export const copy = defineCommand<
  CopyOpts & {
    subject: string;
    platform?: (typeof COPY_PLATFORMS)[number];
    tone?: (typeof COPY_TONES)[number];
    variants?: number;
    preset?: string;
    seed?: number;
  }
>({
  name: 'copy',
  description: 'write caption variants fitted to a platform (free)',
  configure: (c) =>
    copyOptions(c)
      .requiredOption('--subject <text>', 'what the post is about')
      .addOption(
        new Option('--platform <platform>', 'fit the captions to this platform').choices(COPY_PLATFORMS),
      )
      .addOption(new Option('--tone <tone>', 'how it sounds').choices(COPY_TONES))
      .option('--variants <n>', 'how many, 1–5 (default 3)', count('--variants', 1, 5))
      .option('--preset <id>', 'write in this preset’s style')
      .option(
        '--seed <n>',
        'repeat a call’s variants (its seed); without it every call gives new ones',
        count('--seed', 0, 2 ** 31 - 1),
      ),
  async run({ cf, opts }) {
    // What the API says beside the variants (their language, the seed) is kept, under its own name.
    const { variants, ...about } = await cf.generations.copy({
      subject: opts.subject,
      ...(opts.platform ? { platform: opts.platform } : {}),
      ...(opts.tone ? { tone: opts.tone } : {}),
      ...(opts.variants ? { variants: opts.variants } : {}),
      ...(opts.preset ? { presetId: opts.preset } : {}),
      ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
      ...languageAndClaims(opts),
    });
    return {
      json: { ...about, items: variants },
      text: [
        `Language ${about.language}, seed ${about.seed}.`,
        '',
        ...variants.flatMap((v, i) => [`── ${i + 1} (${v.characterCount} characters) ──`, v.caption, '']),
      ],
    };
  },
});
