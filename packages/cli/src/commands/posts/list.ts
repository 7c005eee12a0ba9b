import { POST_STATUSES, type Post } from '@contentforge/sdk';
import { Option } from 'commander';
import { defineCommand } from '../../define-command.js';
import { columns } from '../../terminal.js';
import { oneLine } from '../describe.js';
import { count, PAGE_LIMIT } from '../option-values.js';

export const listPosts = defineCommand<{ status?: Post['status']; campaign?: string; limit: number }>({
  name: 'list',
  description: 'posts, newest first',
  configure: (c) =>
    c
      .addOption(new Option('--status <status>', 'only posts in this state').choices(POST_STATUSES))
      .option('--campaign <id>', 'only this campaign’s')
      .option('--limit <n>', 'at most this many (default 20)', count('--limit', 1, 10_000), 20),
  async run({ cf, opts }) {
    const items = await cf.posts
      .list({ status: opts.status, campaignId: opts.campaign, limit: Math.min(PAGE_LIMIT, opts.limit) })
      .toArray(opts.limit);
    return {
      json: { items },
      text: items.length
        ? [
            columns([
              ['ID', 'STATUS', 'TARGETS', 'CAPTION'],
              ...items.map((p) => [
                p.id,
                p.status,
                String(p.socialAccountIds.length),
                oneLine(p.caption, 50),
              ]),
            ]),
          ]
        : ['No posts.'],
    };
  },
});
