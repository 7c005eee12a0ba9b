import { defineCommand } from '../../define-command.js';
import { uploadFont } from './brand-files.js';

export const uploadBrandFont = defineCommand({
  name: 'font-upload',
  description: 'upload an OTF, TTF or WOFF2 font (at most 5 MiB) for the brand’s headings or body text',
  configure: (c) => c.argument('<file>'),
  async run({ cf, args: [file] }) {
    const font = await uploadFont(cf, String(file));
    return {
      json: { font },
      text: [
        `${file} → ${font.id}: ${font.family} ${font.style} (${font.format.toUpperCase()}).`,
        ...(font.licence.notice ? [`Licence: ${font.licence.notice}`] : []),
        ...(font.licence.url ? [`Licence URL: ${font.licence.url}`] : []),
        'Holding a licence that lets you use this font in the pictures you publish is your responsibility.',
        `Use it with: contentforge brand set --heading ${font.id}`,
      ],
    };
  },
});
