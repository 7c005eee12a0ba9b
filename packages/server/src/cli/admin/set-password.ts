import { defineCommand, readSecretLine } from '@contentforge/cli';
import { AppError } from '../../domain/app-error.js';
import { serverSide, withDataDir, withServices } from '../server-services.js';

export const setPassword = defineCommand<{ email: string; account?: string; dataDir?: string }>({
  name: 'set-password',
  description: "set a user's password from standard input, creating the owner's user",
  configure: (c) =>
    withDataDir(c)
      .requiredOption('--email <email>', "the user's email")
      .option('--account <id>', 'for a new user: the account it owns (needed when there are several)'),
  async run({ opts, io }) {
    // The API's own rules: a user made here must be able to sign in there.
    const { emailSchema, passwordSchema } = await serverSide();
    if (!emailSchema.safeParse(opts.email.trim()).success) {
      throw new AppError('invalid_request', '--email must be an email address.');
    }
    const password = await (io.readSecretLine ?? readSecretLine)('New password: ');
    if (!passwordSchema.safeParse(password).success) {
      throw new AppError(
        'invalid_request',
        'The password must be 8 to 256 characters (read from standard input).',
      );
    }
    return withServices(io, opts, async (s, { setPassword }) => {
      const result = await setPassword(s.users, { email: opts.email, password, accountId: opts.account });
      return {
        json: { userId: result.user.id, email: result.user.email, created: result.created },
        text: [
          result.created
            ? `User ${result.user.email} (${result.user.id}) created as an owner of account ${result.accountId}; they can sign in now.`
            : `Password of ${result.user.email} set; their sessions were signed out.`,
        ],
      };
    });
  },
});
