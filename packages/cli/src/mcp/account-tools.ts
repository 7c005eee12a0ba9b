/** Tools for the account's credits and the workspace's campaigns. */
import { z } from 'zod';
import { defineTool, nextCursorOutput, pageInput } from './define-tool.js';
import { howToBuy } from './tool-results.js';
import { campaignShape, creditsShape } from './tool-shapes.js';

export const getCredits = defineTool({
  name: 'get_credits',
  title: 'Credit balance',
  description:
    "The account's credit balance: what can be spent now, split into trial credits (spent first, with their expiry) and standard (bought or granted) credits. Generating costs 1 credit per image; publishing costs each platform's delivery price; everything else is free. Free.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {},
  output: { credits: creditsShape },
  async run(_args, call) {
    const credits = await call.cf.credits.get({ signal: call.signal });
    return { summary: `Balance: ${credits.balance} credit(s).`, data: { credits } };
  },
});

export const getPurchaseLink = defineTool({
  name: 'get_purchase_link',
  title: 'Where to buy credits',
  description:
    'How a person gets more credits for this account: the address where they buy them (the same link an insufficient_credits error carries) and, when the operator gave them, their instructions (Markdown) and contact. Give them to the user: you cannot buy credits yourself. Free.',
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {},
  output: {
    purchaseUrl: z.string(),
    instructions: z.string().optional().describe('How the operator sells credits (Markdown).'),
    contact: z.string().optional().describe('Whom to ask for credits: an email address or a URL.'),
  },
  async run(_args, call) {
    const options = await call.cf.credits.purchaseOptions({ signal: call.signal });
    return { summary: howToBuy(options), data: options };
  },
});

export const listCampaigns = defineTool({
  name: 'list_campaigns',
  title: 'List campaigns',
  description:
    "Lists the workspace's campaigns, newest first: groups of images and posts, with their id (for the campaignId of generate tools, create_post and the search filters). Free. Answers up to `limit` campaigns and a `nextCursor` when there are more.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {
    status: z.enum(['active', 'archived', 'all']).optional().describe('Default active.'),
    ...pageInput,
  },
  output: { campaigns: z.array(campaignShape), nextCursor: nextCursorOutput },
  async run(args, call) {
    const page = await call.cf.campaigns.list(args, { signal: call.signal });
    return {
      summary: page.data.map((c) => `${c.id}: ${c.name}`).join('; ') || 'No campaigns.',
      data: { campaigns: page.data, nextCursor: page.nextCursor },
    };
  },
});

export const createCampaign = defineTool({
  name: 'create_campaign',
  title: 'Create a campaign',
  description:
    'Creates a campaign to group images and posts (pass its id as campaignId to the generate tools and create_post). Free. Answers the campaign.',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  input: {
    name: z.string().min(1).max(200),
    description: z.string().max(2000).optional(),
  },
  output: { campaign: campaignShape },
  async run(input, call) {
    const campaign = await call.cf.campaigns.create(input, { signal: call.signal });
    return { summary: `Created campaign ${campaign.id}.`, data: { campaign } };
  },
});

export const accountTools = [getCredits, getPurchaseLink, listCampaigns, createCampaign];
