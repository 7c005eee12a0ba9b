import { defineCommand } from '../../define-command.js';

export const createCampaign = defineCommand<{ name: string; description?: string }>({
  name: 'create',
  description: 'start a campaign',
  configure: (c) =>
    c.requiredOption('--name <name>', 'its name').option('--description <text>', 'what it is for'),
  async run({ cf, opts }) {
    const campaign = await cf.campaigns.create({
      name: opts.name,
      ...(opts.description ? { description: opts.description } : {}),
    });
    return { json: { campaign }, text: [`Campaign ${campaign.id} (${campaign.name}) created.`] };
  },
});
