/**
 * Puts a caption together the way each platform's posts are written, and makes it fit the
 * platform's limit counted the platform's way. This is the one place captions are fitted, after
 * any copy engine: engines write drafts, the domain fits them.
 *
 * When a draft would not fit, the least important text goes first: hashtags, then body sentences
 * (the first is kept), then the length of the subject's name (cut at a word boundary with an
 * ellipsis) wherever the draft names it, then the body, the call to action and last the hook, each
 * shortened at a word boundary. The result never exceeds the limit.
 */
import type { CaptionDraft, DraftText, Platform } from '../../ports/copy-engine.js';
import { countGraphemes, graphemesOf } from './graphemes.js';
import { countCharacters, PLATFORM_LIMITS } from './platform-limits.js';
import { fillLine, looksPlural, shortenedSubjects } from './subject-phrase.js';
import { wordCuts } from './word-boundaries.js';

/** A caption as the API shows it (the caption writer). */
export interface CopyVariant {
  /** The full text to post: hook, body, CTA and hashtags. */
  caption: string;
  hook: string;
  body: string;
  cta: string;
  hashtags: string[];
  /** `caption`'s length counted the platform's way; never over the platform's limit. */
  characterCount: number;
}

export interface CaptionParts {
  hook: string;
  body: string;
  cta: string;
  hashtags: string[];
}

/** Chinese and Japanese run sentences on without a space after their full-width 。！？. */
const CLOSES_WITHOUT_SPACE = /[。！？」』）]$/u;

/**
 * `parts` joined on one line: with a space, except after a full-width sentence end, where Chinese
 * and Japanese put none (a hashtag still gets its space).
 */
export function runOn(parts: readonly string[]): string {
  return parts
    .filter((p) => p !== '')
    .reduce(
      (text, part) =>
        text === ''
          ? part
          : `${text}${CLOSES_WITHOUT_SPACE.test(text) && !part.startsWith('#') ? '' : ' '}${part}`,
      '',
    );
}

/**
 * The full text to post, hook first. Blank lines between blocks where long captions are the norm;
 * shorter platforms run the call to action (and on X and Bluesky the tags) on with the body, as
 * people post there.
 */
export function assembleCaption(platform: Platform, { hook, body, cta, hashtags }: CaptionParts): string {
  const tags = hashtags.join(' ');
  const blocks = (...parts: string[]) => parts.filter((p) => p !== '').join('\n\n');
  const inline = (...parts: string[]) => runOn(parts);
  switch (platform) {
    case 'instagram':
    case 'linkedin':
    case 'facebook':
      return blocks(hook, body, cta, tags);
    case 'tiktok':
    case 'threads':
      return blocks(hook, body, inline(cta, tags));
    case 'x':
    case 'bluesky':
      return blocks(hook, inline(body, cta, tags));
    case 'pinterest':
      return blocks(inline(hook, body, cta), tags);
  }
}

/** The first index in [0, n) whose candidate passes, assuming passing is monotone; n when none. */
function firstPassing(n: number, passes: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (passes(mid)) hi = mid;
    else lo = mid + 1;
  }
  // Guard against a non-monotone count (a URL cut short can weigh less than 23 on X).
  while (lo < n && !passes(lo)) lo++;
  return lo;
}

/**
 * Fills `draft` with `subject` (cleaned) and fits it to `platform`. `plural` is the language pack's
 * reading of the name (English's guess when not given); `inSentence` how the middle of a sentence
 * writes the name and its shortened forms (name-casing.ts; as written when not given).
 */
export function fitCaption(
  platform: Platform,
  draft: CaptionDraft,
  subject: string,
  // Judged on the full name: a shortened one ("Trail running…") no longer shows its plural.
  plural = looksPlural(subject),
  inSentence: (form: string) => string = (form) => form,
): CopyVariant {
  const limit = PLATFORM_LIMITS[platform];
  const render = (text: DraftText, name: string): string =>
    typeof text === 'string' ? text : fillLine(text, name, plural, inSentence);
  // Index into the shorter forms of the subject, worked out only when needed; -1 is the subject in full.
  let shorterForms: string[] | undefined;
  const shorter = () => {
    shorterForms ??= shortenedSubjects(subject);
    return shorterForms;
  };
  const subjectAt = (i: number) => (i < 0 ? subject : (shorter()[i] ?? shorter().at(-1) ?? subject));

  // Instagram cuts the caption after 125 characters: a hook that would be cut names less of the
  // subject, or, when its own words are too many, is shortened at a word boundary.
  let hookIndex = -1;
  let windowHook: string | undefined;
  const within = limit.hookWithin;
  if (within !== undefined) {
    const hookFits = (i: number) => countGraphemes(render(draft.hook, subjectAt(i))) <= within;
    if (!hookFits(-1)) hookIndex = firstPassing(shorter().length, hookFits);
    if (hookIndex >= shorter().length) {
      windowHook = shortenHook(render(draft.hook, subjectAt(hookIndex)), (h) => countGraphemes(h) <= within);
    }
  }

  const compose = (restIndex: number, sentences: number, tags: number): CaptionParts => {
    const rest = subjectAt(restIndex);
    return {
      hook: windowHook ?? render(draft.hook, subjectAt(Math.max(hookIndex, restIndex))),
      body: runOn(draft.body.slice(0, sentences).map((line) => render(line, rest))),
      cta: render(draft.cta, rest),
      hashtags: draft.hashtags.slice(0, tags),
    };
  };
  const fits = (parts: CaptionParts) =>
    countCharacters(platform, assembleCaption(platform, parts)) <= limit.maxLength;
  const finish = (parts: CaptionParts): CopyVariant => {
    const caption = assembleCaption(platform, parts);
    return { ...parts, caption, characterCount: countCharacters(platform, caption) };
  };

  const sentences = draft.body.length;
  for (let tags = draft.hashtags.length; tags >= 0; tags--) {
    const parts = compose(-1, sentences, tags);
    if (fits(parts)) return finish(parts);
  }
  for (let kept = sentences - 1; kept >= 1; kept--) {
    const parts = compose(-1, kept, 0);
    if (fits(parts)) return finish(parts);
  }
  const kept = Math.min(1, sentences);
  const restIndex = firstPassing(shorter().length, (i) => fits(compose(i, kept, 0)));
  if (restIndex < shorter().length) return finish(compose(restIndex, kept, 0));

  // Text that does not name the subject (a provider's), or a subject that cannot be shortened
  // enough: shorten the words themselves, least important part first.
  const parts = compose(shorter().length - 1, kept, 0);
  if (!fits(parts)) parts.body = shortenToFit(parts.body, (body) => fits({ ...parts, body }));
  if (!fits(parts)) parts.cta = shortenToFit(parts.cta, (cta) => fits({ ...parts, cta }));
  if (!fits(parts)) parts.hook = shortenHook(parts.hook, (hook) => fits({ ...parts, hook }));
  return finish(parts);
}

/** A caption keeps its hook: when not even its first word fits, the hook is cut inside the word. */
function shortenHook(hook: string, fits: (candidate: string) => boolean): string {
  return shortenToFit(hook, fits) || cutToFit(hook, fits);
}

/**
 * The longest start of `text` that `fits`, cut between words (at a space, or between the words of
 * a script written without spaces) and marked with an ellipsis; an empty string when not even the
 * first word fits. Longer prefixes never fit where a shorter one does not, so a binary search over
 * the cuts finds it.
 */
function shortenToFit(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const cuts = wordCuts(text);
  const prefix = (i: number) => {
    const cut = text.slice(0, cuts[i]).replace(/[\s,;:–—\-、，。]+$/u, '');
    return cut ? `${cut}…` : '';
  };
  let low = -1; // -1: no cut fits
  let high = cuts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(prefix(middle))) low = middle;
    else high = middle - 1;
  }
  return low >= 0 ? prefix(low) : '';
}

/** The longest start of `text`, cut between characters, that `fits`: for a hook of one long word. */
function cutToFit(text: string, fits: (candidate: string) => boolean): string {
  if (fits(text)) return text;
  const characters = graphemesOf(text);
  const prefix = (kept: number) => (kept > 0 ? `${characters.slice(0, kept).join('')}…` : '');
  let low = 0;
  let high = characters.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(prefix(middle))) low = middle;
    else high = middle - 1;
  }
  return prefix(low);
}
