import { DEFAULT_OUTPUT_DIR } from '../client-files.js';
import { defineCommand } from '../define-command.js';
import { type GenerationOpts, runGeneration } from './generation-run.js';

export const cutout = defineCommand<GenerationOpts & { crop?: boolean }>({
  name: 'cutout',
  description: 'cut the product out of a photo: a PNG with a transparent background (1 credit)',
  configure: (c) =>
    c
      .argument('<file|url>', 'the photo: a file (uploaded first), an address, or a media URL of the library')
      .option('--crop', 'trim the PNG to the product instead of keeping the photo’s size')
      .option('--out <dir>', 'where to save the PNG', `./${DEFAULT_OUTPUT_DIR}`)
      .option('--no-download', 'leave the PNG in the library only')
      .option('--idempotency-key <key>', 'send again with the same key to be charged once'),
  async run(call) {
    const { cf, opts, args } = call;
    // The photo goes the way of a reference image: uploaded or fetched into the library first.
    return runGeneration({ ...call, opts: { ...opts, ref: [String(args[0])] } }, 'cutout', (images, wait) =>
      cf.removeBackground({ image: images![0]!, ...(opts.crop ? { crop: true } : {}) }, wait),
    );
  },
});
