import { uploadFiles } from '../client-files.js';
import { defineCommand } from '../define-command.js';

export const upload = defineCommand({
  name: 'upload',
  description: 'add images to the library: files, or http(s) addresses the service fetches',
  configure: (c) => c.argument('<files...>', 'image files or addresses'),
  async run({ cf, args: [files], bars }) {
    const sources = files as string[];
    const items = await uploadFiles(cf, sources, bars);
    return {
      json: { items },
      text: items.map((m, i) => `${sources[i]} → ${m.id} (${m.width}×${m.height}) ${m.url}`),
    };
  },
});
