import { defineCommand } from '@contentforge/cli';
import { Option } from 'commander';
import { AppError } from '../../domain/app-error.js';
import { wholeNumber, withDataDir, withServices } from '../server-services.js';

export const createToken = defineCommand<{
  account: string;
  workspace?: string;
  kind: 'api' | 'agent';
  role: 'owner' | 'editor' | 'viewer';
  expiresIn?: number;
  dataDir?: string;
}>({
  name: 'create-token',
  description: 'issue an API or agent token (also to replace a lost owner token)',
  configure: (c) =>
    withDataDir(c)
      .requiredOption('--account <id>', 'account id (see admin list-accounts)')
      .option('--workspace <id>', 'restrict the token to this workspace')
      .addOption(new Option('--kind <kind>', 'token kind').choices(['api', 'agent']).default('api'))
      .addOption(
        new Option('--role <role>', 'token role').choices(['owner', 'editor', 'viewer']).default('owner'),
      )
      .option('--expires-in <days>', 'expire after this many days', wholeNumber('--expires-in', 1)),
  run: ({ opts, io }) =>
    withServices(io, opts, async (s, { issueToken }) => {
      if (!(await s.store.accounts.findAccount(opts.account))) {
        throw new AppError('not_found', 'The account was not found: admin list-accounts shows them.');
      }
      const { token, record } = await issueToken(s.store, s.clock, {
        accountId: opts.account,
        workspaceId: opts.workspace ?? null,
        kind: opts.kind,
        role: opts.role,
        expiresInDays: opts.expiresIn ?? null,
      });
      return {
        json: { token, tokenId: record.id },
        text: [
          `Token ${record.id} (${record.kind}, ${record.role}${record.workspaceId ? `, workspace ${record.workspaceId}` : ''}${record.expiresAt ? `, expires ${record.expiresAt}` : ''}) created.`,
          `Token (shown once): ${token}`,
        ],
      };
    }),
});
