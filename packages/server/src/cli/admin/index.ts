import { defineGroup } from '@contentforge/cli';
import { createAccount } from './create-account.js';
import { createToken } from './create-token.js';
import { createWorkspace } from './create-workspace.js';
import { grantCredits } from './grant-credits.js';
import { listAccounts } from './list-accounts.js';
import { revokeToken } from './revoke-token.js';
import { setPassword } from './set-password.js';

export const admin = defineGroup('admin', 'manage accounts, tokens and credits on the configured database', [
  listAccounts,
  createAccount,
  createWorkspace,
  createToken,
  revokeToken,
  setPassword,
  grantCredits,
]);
