import { defineCommand } from '@contentforge/cli';
import { withDataDir, withServices } from '../server-services.js';

export const createWorkspace = defineCommand<{ account: string; name: string; dataDir?: string }>({
  name: 'create-workspace',
  description: 'add a workspace to an account',
  configure: (c) =>
    withDataDir(c)
      .requiredOption('--account <id>', 'account id')
      .requiredOption('--name <name>', 'workspace name'),
  run: ({ opts, io }) =>
    withServices(io, opts, async (s, { createWorkspace }) => {
      const ws = await createWorkspace(s.accounts, { accountId: opts.account, name: opts.name });
      return { json: { workspaceId: ws.id }, text: [`Workspace ${ws.id} created.`] };
    }),
});
