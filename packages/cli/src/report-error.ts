/**
 * How a command's failure reaches a person and a script: one line (and what helps) on standard
 * error, `{"error": {code, detail, …}}` on standard output with `--json`, and the exit code of
 * docs/cli.md.
 */
import {
  type Contentforge,
  ContentforgeError,
  InsufficientCreditsError,
  PublishBlockedError,
  type PublishProblem,
} from '@contentforge/sdk';
import { InvalidArgumentError } from 'commander';
import { ClientConfigError } from './client-config.js';
import type { Io } from './io.js';
import { EXIT, exitCodeOf, UsageError } from './terminal.js';

/**
 * A command that ran but did not do what was asked — a publish refused before sending, a question
 * answered no, deliveries that failed — with its code, its exit code, the error's own fields
 * (`problems`, `purchaseUrl`, …) and what the JSON answer carries beside the error.
 */
export class CommandFailure extends Error {
  override name = 'CommandFailure';
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode: number,
    readonly fields: Record<string, unknown> = {},
    readonly context: Record<string, unknown> = {},
    /** More lines for a person, after the message. */
    readonly lines: string[] = [],
  ) {
    super(message);
  }
}

/** Errors of a program's own kinds (the server's configuration, its domain): their code, message and exit code. */
export type ExplainError = (err: unknown) => { code: string; message: string; exitCode: number } | undefined;

/** Where a person gets credits, as the operator said it: the link, their instructions and contact. */
export interface PurchaseHelp {
  fields: { purchaseUrl: string; instructions?: string; contact?: string };
  lines: string[];
}

/**
 * The same way out the web app's billing page offers: the operator's instructions (Markdown, read
 * as it is) and contact when they gave them, and the purchase link.
 */
export async function purchaseHelp(cf: Contentforge): Promise<PurchaseHelp> {
  const { purchaseUrl, instructions, contact } = await cf.credits.purchaseOptions();
  const lines = instructions
    ? [
        'How to get credits:',
        ...instructions
          .trim()
          .split('\n')
          .map((l) => (l ? `  ${l}` : '')),
      ]
    : [];
  if (contact) lines.push(`Contact: ${contact}`);
  lines.push(`Buy credits: ${purchaseUrl}`);
  return {
    fields: { purchaseUrl, ...(instructions ? { instructions } : {}), ...(contact ? { contact } : {}) },
    lines,
  };
}

/** The purchase help for an error that needs it (not enough credits, no packs on sale), else nothing. */
export async function purchaseHelpFor(
  err: unknown,
  cf: Contentforge | undefined,
): Promise<PurchaseHelp | undefined> {
  const needsCredits =
    err instanceof InsufficientCreditsError ||
    (err instanceof ContentforgeError && err.code === 'billing_not_configured');
  if (!needsCredits || !cf) return undefined;
  return purchaseHelp(cf).catch(() => undefined);
}

/** Prints an error and answers its exit code. */
export function reportError(
  io: Io,
  json: boolean,
  err: unknown,
  explain?: ExplainError,
  purchase?: PurchaseHelp,
): number {
  const say = (
    code: string,
    detail: string,
    exitCode: number,
    fields = {},
    context = {},
    lines: string[] = [],
  ) => {
    if (json) io.stdout(`${JSON.stringify({ error: { code, detail, ...fields }, ...context })}\n`);
    io.stderr(`contentforge: ${detail}\n${lines.map((l) => `${l}\n`).join('')}`);
    return exitCode;
  };
  if (err instanceof CommandFailure) {
    return say(err.code, err.message, err.exitCode, err.fields, err.context, err.lines);
  }
  if (err instanceof ClientConfigError || err instanceof UsageError || err instanceof InvalidArgumentError) {
    return say('usage', err.message, EXIT.usage);
  }
  if (err instanceof ContentforgeError) {
    const detail = err.detail ?? err.message;
    const fields = { ...err.problem, status: err.status, code: err.code, detail, ...purchase?.fields };
    return say(err.code, detail, exitCodeOf(err), fields, {}, helpFor(err, purchase));
  }
  const explained = explain?.(err);
  if (explained) return say(explained.code, explained.message, explained.exitCode);
  return say('failed', err instanceof Error ? err.message : String(err), EXIT.failed);
}

/** What a person can do about an API error, after its message. */
function helpFor(err: ContentforgeError, purchase: PurchaseHelp | undefined): string[] {
  if (err instanceof InsufficientCreditsError) {
    const need = `Needs ${err.required} credits; ${err.balance} available.`;
    return purchase ? [need, ...purchase.lines] : [`${need} Buy credits: ${err.purchaseUrl}`];
  }
  if (purchase) return purchase.lines;
  if (err instanceof PublishBlockedError) return problemLines(err.problems);
  if (err.status === 0) {
    return [
      'Is the service running at that address? It comes from CONTENTFORGE_URL, else from contentforge login.',
    ];
  }
  return [];
}

export const problemLines = (problems: readonly PublishProblem[]) =>
  problems.map((p) => `  ${p.socialAccountId}: ${p.message} (${p.code})`);
