import { Contentforge } from '@contentforge/sdk';
import { storeLogin } from '../client-config.js';
import { defineCommand } from '../define-command.js';
import { UsageError } from '../terminal.js';

export const login = defineCommand<{ url?: string }>({
  name: 'login',
  description: 'check a token against a service and keep both for the client commands',
  configure: (c) =>
    c.option('--url <url>', 'the service (default: CONTENTFORGE_URL, else http://localhost:8080)'),
  async run({ opts, io }) {
    const url = opts.url ?? io.env.CONTENTFORGE_URL ?? 'http://localhost:8080';
    if (!/^https?:\/\/\S+$/.test(url)) throw new UsageError('--url must be an http or https address.');
    const token = io.env.CONTENTFORGE_TOKEN || (await (io.readSecretLine?.('Token: ') ?? '')).trim();
    if (!token) throw new UsageError('no token: give one on standard input, or in CONTENTFORGE_TOKEN.');
    const me = await new Contentforge({ baseUrl: url, token }).me();
    const file = storeLogin(io.env, { url, token });
    return {
      json: { url, me, configPath: file },
      text: [
        `Logged in to ${url} with ${me.kind} token ${me.tokenId} (${me.role}, account ${me.accountId}).`,
        `Saved to ${file}, readable by you alone.`,
      ],
    };
  },
});
