import { defineCommand } from '../define-command.js';

export const whoami = defineCommand({
  name: 'whoami',
  description: 'show the token in use: kind, role, account, workspace',
  async run({ cf }) {
    const me = await cf.me();
    return {
      json: { url: cf.baseUrl, me },
      text: [
        `${cf.baseUrl}: ${me.kind} token ${me.tokenId} (${me.role}) of account ${me.accountId}${me.workspaceId ? `, workspace ${me.workspaceId}` : ''}.`,
      ],
    };
  },
});
