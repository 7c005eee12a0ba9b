/**
 * The options of the commands that write copy (`copy`, `generate`): the language, and the facts
 * the caller vouches for — the only rating, review, newness, offer or scarcity the copy and the
 * pictures state.
 */
import { type CopyInput, LANGUAGES } from '@contentforge/sdk';
import { type Command, Option } from 'commander';
import { count } from './option-values.js';

export interface CopyOpts {
  language?: (typeof LANGUAGES)[number];
  rating?: number;
  review?: string;
  reviewer?: string;
  new?: boolean;
  offer?: string;
  limitedStock?: boolean;
}

export const copyOptions = (command: Command) =>
  command
    .addOption(
      new Option(
        '--language <tag>',
        "write in this language (default: the subject's, else the workspace's default, else English)",
      ).choices(LANGUAGES),
    )
    .option('--rating <n>', 'a rating you report, 1–5 (drawn as stars)', count('--rating', 1, 5))
    .option('--review <text>', "a real customer's words, quoted as given")
    .option('--reviewer <name>', 'who wrote the review')
    .option('--new', 'the product is new')
    .option('--offer <text>', 'a time-bound offer, in your words')
    .option('--limited-stock', 'stock is limited');

/** The request's `language` and `claims`, with only what was given. */
export function languageAndClaims(opts: CopyOpts): Pick<CopyInput, 'language' | 'claims'> {
  const claims: NonNullable<CopyInput['claims']> = {
    ...(opts.rating !== undefined ? { rating: opts.rating } : {}),
    ...(opts.review !== undefined ? { review: opts.review } : {}),
    ...(opts.reviewer !== undefined ? { reviewer: opts.reviewer } : {}),
    ...(opts.new ? { isNew: true } : {}),
    ...(opts.offer !== undefined ? { offer: opts.offer } : {}),
    ...(opts.limitedStock ? { limitedStock: true } : {}),
  };
  return {
    ...(opts.language ? { language: opts.language } : {}),
    ...(Object.keys(claims).length > 0 ? { claims } : {}),
  };
}
