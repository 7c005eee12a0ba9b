import { defineCommand } from '../define-command.js';
import { plural } from './describe.js';
import { publishAfterAsking, type SpendOpts, spendOptions } from './publishing.js';

export const retry = defineCommand<SpendOpts & { includeUnknown?: boolean }>({
  name: 'retry',
  description: 'send a post’s failed targets again, after the same preview and question',
  configure: (c) =>
    spendOptions(c).option('--include-unknown', 'also those whose outcome is unknown (they may post twice)'),
  async run(call) {
    const { cf, opts } = call;
    const id = String(call.args[0]);
    const input = opts.includeUnknown ? { includeUnknown: true } : {};
    const [quote, post] = await Promise.all([cf.posts.quoteRetry(id, input), cf.posts.get(id)]);
    const again = (post.publication?.targets ?? []).filter(
      (t) => t.status === 'failed' || (opts.includeUnknown && t.status === 'unknown'),
    );
    return publishAfterAsking(
      call,
      'retry',
      id,
      {
        maxCost: quote.credits,
        balance: quote.balance,
        sufficient: quote.sufficient,
        problems: [],
        targets: again.length,
        lines: [
          ...again.map((t) => `  ${t.platform.padEnd(9)} ${t.socialAccountId}  ${t.status}`),
          `Sends ${plural(again.length, 'target')} again: up to ${plural(quote.credits, 'credit')}; ${quote.balance} available.`,
        ],
        json: { quote },
      },
      () => cf.posts.retry(id, input, opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}),
    );
  },
});
