import { Option } from 'commander';
import { defineCommand } from '../define-command.js';
import { columns } from '../terminal.js';
import { count, PAGE_LIMIT } from './option-values.js';

export const media = defineCommand<{ source?: 'upload' | 'generation'; campaign?: string; limit: number }>({
  name: 'media',
  description: 'list the library, newest first',
  configure: (c) =>
    c
      .addOption(
        new Option('--source <source>', 'only uploads or generated images').choices(['upload', 'generation']),
      )
      .option('--campaign <id>', 'only this campaign’s')
      .option('--limit <n>', 'at most this many (default 20)', count('--limit', 1, 10_000), 20),
  async run({ cf, opts }) {
    const items = await cf.media
      .list({ source: opts.source, campaignId: opts.campaign, limit: Math.min(PAGE_LIMIT, opts.limit) })
      .toArray(opts.limit);
    return {
      json: { items },
      text: items.length
        ? [
            columns([
              ['ID', 'SOURCE', 'SIZE', 'CREATED', 'URL'],
              ...items.map((m) => [m.id, m.source, `${m.width}×${m.height}`, m.createdAt, m.url]),
            ]),
          ]
        : ['The library has no such images.'],
    };
  },
});
