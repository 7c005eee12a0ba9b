import { columns, defineCommand } from '@contentforge/cli';
import { wholeNumber, withDataDir, withServices } from '../server-services.js';

export const listAccounts = defineCommand<{ limit: number; after?: string; dataDir?: string }>({
  name: 'list-accounts',
  description: 'list the accounts with their workspaces, owners and balance, oldest first',
  configure: (c) =>
    withDataDir(c)
      .option('--limit <n>', 'at most this many (default 100)', wholeNumber('--limit', 1), 100)
      .option('--after <accountId>', 'start after this account (the last one listed)'),
  run: ({ opts, io }) =>
    withServices(io, opts, async (s, { listAccounts }) => {
      const accounts = await listAccounts(s.accounts, { limit: opts.limit, after: opts.after });
      const items = accounts.map((a) => ({
        accountId: a.account.id,
        name: a.account.name,
        createdAt: a.account.createdAt,
        defaultWorkspaceId: a.workspaces[0]?.id ?? null,
        workspaces: a.workspaces.map((w) => ({ workspaceId: w.id, name: w.name })),
        owners: a.owners,
        balance: a.balance,
      }));
      const more = items.length === opts.limit;
      return {
        json: { items },
        text: items.length
          ? [
              columns([
                ['ACCOUNT', 'NAME', 'CREATED', 'WORKSPACES', 'OWNERS', 'BALANCE'],
                ...items.map((a) => [
                  a.accountId,
                  a.name,
                  a.createdAt.slice(0, 10),
                  String(a.workspaces.length),
                  a.owners.join(', ') || '—',
                  String(a.balance),
                ]),
              ]),
              '',
              'A new owner token for one: contentforge admin create-token --account <ACCOUNT>',
              ...(more ? [`More: contentforge admin list-accounts --after ${items.at(-1)!.accountId}`] : []),
            ]
          : ['No accounts yet: serve creates the first on an empty database.'],
      };
    }),
});
