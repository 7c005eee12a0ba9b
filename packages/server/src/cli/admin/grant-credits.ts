import { defineCommand } from '@contentforge/cli';
import { wholeNumber, withDataDir, withServices } from '../server-services.js';

export const grantCredits = defineCommand<{
  account: string;
  amount: number;
  reason?: string;
  dataDir?: string;
}>({
  name: 'grant-credits',
  description: 'add standard credits to an account',
  configure: (c) =>
    withDataDir(c)
      .requiredOption('--account <id>', 'account id')
      .requiredOption('--amount <n>', 'credits to add', wholeNumber('--amount', 1))
      .option('--reason <text>', 'why, as shown in the ledger'),
  run: ({ opts, io }) =>
    withServices(io, opts, async (s) => {
      const view = await s.credits.grant(opts.account, opts.amount, {
        kind: 'grant',
        ...(opts.reason ? { reason: opts.reason } : {}),
      });
      return {
        json: { balance: view.balance },
        text: [`Granted ${opts.amount} credits; the balance is ${view.balance}.`],
      };
    }),
});
