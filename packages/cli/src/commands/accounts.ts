import { defineCommand } from '../define-command.js';
import { columns } from '../terminal.js';
import { PAGE_LIMIT } from './option-values.js';

export const accounts = defineCommand({
  name: 'accounts',
  description: 'list the social accounts posts can go to',
  async run({ cf }) {
    const items = await cf.socialAccounts.list({ limit: PAGE_LIMIT }).toArray();
    return {
      json: { items },
      text: items.length
        ? [
            columns([
              ['ID', 'PLATFORM', 'HANDLE', 'CONNECTION', 'STATUS'],
              ...items.map((a) => [a.id, a.platform, a.handle, a.connection, a.status]),
            ]),
          ]
        : ['No social accounts: connect one in the web app or with the API.'],
    };
  },
});
