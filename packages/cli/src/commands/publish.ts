import { defineCommand } from '../define-command.js';
import { describeCost, splitProblems } from './describe.js';
import { publishAfterAsking, type SpendOpts, spendOptions } from './publishing.js';

export const publish = defineCommand<SpendOpts & { at?: string; autoFix: boolean }>({
  name: 'publish',
  description: 'show what publishing a post costs, what stops it and what it fixes, ask, then publish it',
  configure: (c) =>
    spendOptions(c)
      .option('--at <time>', 'schedule it instead, at this ISO 8601 time')
      .option(
        '--no-auto-fix',
        'refuse an image a platform takes only cropped, scaled or re-encoded, instead of posting such a variant',
      ),
  async run(call) {
    const { cf, opts } = call;
    const id = String(call.args[0]);
    const cost = await cf.posts.publishCost(id);
    return publishAfterAsking(
      call,
      'publish',
      id,
      {
        ...cost,
        // Problems with a fix stop the publish only without autoFix; the service posts a variant.
        problems: splitProblems(cost.problems, opts.autoFix).blocking,
        targets: cost.targets.length,
        lines: describeCost(cost, opts.autoFix),
        json: { cost },
      },
      () =>
        cf.posts.publish(
          id,
          { ...(opts.at ? { scheduledAt: opts.at } : {}), ...(opts.autoFix ? {} : { autoFix: false }) },
          opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {},
        ),
    );
  },
});
