import { Option } from 'commander';
import { defineCommand } from '../../define-command.js';
import { columns } from '../../terminal.js';
import { PAGE_LIMIT } from '../option-values.js';

export const listCampaigns = defineCommand<{ status?: 'active' | 'archived' | 'all' }>({
  name: 'list',
  description: 'the active campaigns, newest first',
  configure: (c) =>
    c.addOption(
      new Option('--status <status>', 'which ones (default active)').choices(['active', 'archived', 'all']),
    ),
  async run({ cf, opts }) {
    const items = await cf.campaigns.list({ limit: PAGE_LIMIT, status: opts.status }).toArray();
    return {
      json: { items },
      text: items.length
        ? [columns([['ID', 'STATUS', 'NAME'], ...items.map((c) => [c.id, c.status, c.name])])]
        : ['No campaigns yet: contentforge campaigns create --name …'],
    };
  },
});
