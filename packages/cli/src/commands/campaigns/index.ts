import { defineGroup } from '../../define-command.js';
import { createCampaign } from './create.js';
import { listCampaigns } from './list.js';

export const campaigns = defineGroup('campaigns', 'list and create campaigns', [
  listCampaigns,
  createCampaign,
]);
