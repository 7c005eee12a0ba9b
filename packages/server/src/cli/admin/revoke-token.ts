import { defineCommand } from '@contentforge/cli';
import { withDataDir, withServices } from '../server-services.js';

export const revokeToken = defineCommand<{ tokenId: string; dataDir?: string }>({
  name: 'revoke-token',
  description: 'revoke a token at once',
  configure: (c) => withDataDir(c).requiredOption('--token-id <id>', 'token id'),
  run: ({ opts, io }) =>
    withServices(io, opts, async (s, { revokeToken }) => {
      const record = await revokeToken(s.store, s.clock, opts.tokenId);
      return {
        json: { tokenId: record.id, revokedAt: record.revokedAt },
        text: [`Token ${record.id} revoked.`],
      };
    }),
});
