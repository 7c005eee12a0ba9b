import { defineCommand } from '../define-command.js';
import { describeCost } from './describe.js';
import { publishAfterAsking, type SpendOpts, spendOptions } from './publishing.js';

export const publish = defineCommand<SpendOpts & { at?: string }>({
  name: 'publish',
  description: 'show what publishing a post costs and what stops it, ask, then publish it',
  configure: (c) => spendOptions(c).option('--at <time>', 'schedule it instead, at this ISO 8601 time'),
  async run(call) {
    const { cf, opts } = call;
    const id = String(call.args[0]);
    const cost = await cf.posts.publishCost(id);
    return publishAfterAsking(
      call,
      'publish',
      id,
      { ...cost, targets: cost.targets.length, lines: describeCost(cost), json: { cost } },
      () =>
        cf.posts.publish(
          id,
          opts.at ? { scheduledAt: opts.at } : {},
          opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {},
        ),
    );
  },
});
