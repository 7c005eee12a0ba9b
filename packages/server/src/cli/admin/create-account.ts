import { defineCommand } from '@contentforge/cli';
import { wholeNumber, withDataDir, withServices } from '../server-services.js';

export const createAccount = defineCommand<{ name: string; credits?: number; dataDir?: string }>({
  name: 'create-account',
  description: 'create an account with its default workspace and an owner token',
  configure: (c) =>
    withDataDir(c)
      .requiredOption('--name <name>', 'account name')
      .option(
        '--credits <n>',
        'start with exactly N standard credits and no trial',
        wholeNumber('--credits', 0),
      ),
  run: ({ opts, io }) =>
    withServices(io, opts, async (s, { createAccount }) => {
      const created = await createAccount(s.accounts, {
        name: opts.name,
        ...(opts.credits !== undefined ? { credits: opts.credits } : {}),
      });
      const out = { accountId: created.account.id, workspaceId: created.workspace.id, token: created.token };
      return {
        json: out,
        text: [
          `Account ${out.accountId} created with workspace ${out.workspaceId}.`,
          `Owner token (shown once): ${out.token}`,
        ],
      };
    }),
});
