import { defineCommand } from '../../define-command.js';
import { UsageError } from '../../terminal.js';
import { describeBrand } from './brand-text.js';

export const showBrand = defineCommand<{ version?: string }>({
  name: 'show',
  description: 'the brand: name, colours, fonts, logo and voice',
  configure: (c) => c.option('--version <n>', 'a past version, as a run recorded it in render.brandVersion'),
  async run({ cf, opts }) {
    if (opts.version !== undefined && !/^[1-9]\d*$/.test(opts.version)) {
      throw new UsageError('--version must be a whole number from 1.');
    }
    const brand = opts.version ? await cf.brand.version(Number(opts.version)) : await cf.brand.get();
    const fonts = await cf.brand.fonts.list({ limit: 100 }).toArray(100);
    return { json: { brand, fonts }, text: describeBrand(brand, fonts) };
  },
});
