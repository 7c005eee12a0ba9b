/**
 * The shared half of `publish` and `retry`: the preview (what it may cost, the balance, what stops
 * it) shown every time, the question, the send, the deliveries followed, and an exit code that says
 * whether every target got its post.
 */
import type { Contentforge, Publication, PublishProblem } from '@contentforge/sdk';
import type { Command } from 'commander';
import type { CommandCall, Outcome } from '../define-command.js';
import { CommandFailure, problemLines, purchaseHelp } from '../report-error.js';
import { type Bars, EXIT } from '../terminal.js';
import { describePublication, plural } from './describe.js';

export interface SpendOpts {
  yes?: boolean;
  wait: boolean;
  idempotencyKey?: string;
}

export const spendOptions = (command: Command) =>
  command
    .argument('<postId>')
    .option('-y, --yes', 'go ahead without being asked (the preview is still shown)')
    .option('--no-wait', 'do not wait for the deliveries')
    .option('--idempotency-key <key>', 'send again with the same key to be charged once');

/** What a publish or retry would do, before it is sent. */
export interface Preview {
  maxCost: number;
  balance: number;
  sufficient: boolean;
  problems: PublishProblem[];
  targets: number;
  /** For a person, on standard error. */
  lines: string[];
  /** Beside the result in the JSON answer: `{ cost }` or `{ quote }`. */
  json: Record<string, unknown>;
}

export async function publishAfterAsking<O extends SpendOpts>(
  { cf, opts, io, bars }: CommandCall<O>,
  verb: 'publish' | 'retry',
  postId: string,
  preview: Preview,
  send: () => Promise<Publication>,
): Promise<Outcome> {
  if (!opts.json) io.stderr(`${preview.lines.join('\n')}\n`);
  if (preview.problems.length > 0) {
    throw new CommandFailure(
      'publish_blocked',
      'The post cannot be published as it is; nothing was sent.',
      EXIT.refused,
      { problems: preview.problems },
      preview.json,
      opts.json ? problemLines(preview.problems) : [],
    );
  }
  if (!preview.sufficient) {
    const purchase = await purchaseHelp(cf);
    throw new CommandFailure(
      'insufficient_credits',
      `This may cost ${plural(preview.maxCost, 'credit')} and the balance is ${preview.balance}; nothing was sent.`,
      EXIT.insufficientCredits,
      { ...purchase.fields, required: preview.maxCost, balance: preview.balance },
      preview.json,
      purchase.lines,
    );
  }
  if (!opts.yes) {
    if (!io.ask) {
      throw new CommandFailure(
        'confirmation_required',
        `${verb} asks before it publishes and no one is at a terminal to answer: add --yes to ${verb} without being asked. Nothing was sent.`,
        EXIT.usage,
        {},
        preview.json,
      );
    }
    const cost = preview.maxCost > 0 ? `for up to ${plural(preview.maxCost, 'credit')}` : 'at no cost';
    const answer = await io.ask(
      `${verb === 'publish' ? 'Publish to' : 'Send again to'} ${plural(preview.targets, 'account')} ${cost}? [y/N] `,
    );
    if (!/^y(es)?$/i.test(answer.trim())) {
      throw new CommandFailure('declined', 'Nothing was sent.', EXIT.failed, {}, preview.json);
    }
  }
  let publication = await send();
  if (opts.wait) publication = await followDeliveries(cf, postId, publication, bars);
  const text = describePublication(publication);
  const missed = publication.targets.filter((t) => t.status === 'failed' || t.status === 'unknown');
  if (missed.length === 0) return { json: { ...preview.json, publication }, text };
  const detail = `${missed.length} of ${plural(publication.targets.length, 'target')} ${missed.length === 1 ? 'was' : 'were'} not delivered; send ${missed.length === 1 ? 'it' : 'them'} again with contentforge retry ${postId}${missed.some((t) => t.status === 'unknown') ? ' --include-unknown' : ''}.`;
  if (!opts.json) io.stderr(`contentforge: ${detail}\n`);
  return {
    json: { ...preview.json, publication, error: { code: 'not_delivered', detail } },
    text,
    exitCode: EXIT.failed,
  };
}

/** Reads the post until no target is left to the service (hand-offs wait for their agent). */
async function followDeliveries(
  cf: Contentforge,
  id: string,
  first: Publication,
  bars: Bars,
): Promise<Publication> {
  const settled = (p: Publication) =>
    p.targets.filter((t) => t.status !== 'pending' || t.connection === 'agent_session').length;
  let publication = first;
  const bar = bars.bar('delivering', publication.targets.length);
  const deadline = Date.now() + 10 * 60_000;
  while (
    settled(publication) < publication.targets.length &&
    !publication.scheduledAt &&
    Date.now() < deadline
  ) {
    bar.update(settled(publication));
    await new Promise((r) => setTimeout(r, 500));
    publication = (await cf.posts.get(id)).publication ?? publication;
  }
  bar.done(publication.status);
  return publication;
}
