/**
 * Puts a caption together the way each platform's posts are written, and makes it fit the
 * platform's limit counted the platform's way. When it would not fit (a long subject), it gives up
 * the least important text first: hashtags, then body sentences, then the length of the subject's
 * name (cut at a word boundary with an ellipsis). The result never exceeds the limit.
 */
import type { CopyVariant, Platform } from '../../ports/copy-engine.js';
import type { Line } from './copy-templates.js';
import { countCharacters, countGraphemes, PLATFORM_LIMITS } from './platform-limits.js';
import { fillLine, looksPlural, shortenedSubjects } from './subject-phrase.js';

/** What a caption is made of, before the subject is filled in. */
export interface CaptionDraft {
  hook: Line;
  /** Sentences, most important first. */
  body: readonly Line[];
  cta: Line;
  /** With their "#". */
  hashtags: readonly string[];
}

export interface CaptionParts {
  hook: string;
  body: string;
  cta: string;
  hashtags: string[];
}

/**
 * The full text to post, hook first. Blank lines between blocks where long captions are the norm;
 * shorter platforms run the call to action (and on X and Bluesky the tags) on with the body, as
 * people post there. Every copy engine lays captions out with this.
 */
export function assembleCaption(platform: Platform, { hook, body, cta, hashtags }: CaptionParts): string {
  const tags = hashtags.join(' ');
  const blocks = (...parts: string[]) => parts.filter((p) => p !== '').join('\n\n');
  const inline = (...parts: string[]) => parts.filter((p) => p !== '').join(' ');
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

/** Cuts `text` to at most `max` as `platform` counts it, ending with an ellipsis. */
function hardCut(platform: Platform, text: string, max: number): string {
  const graphemes = Array.from(
    new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );
  for (let k = graphemes.length; k > 0; k--) {
    const candidate = k === graphemes.length ? text : `${graphemes.slice(0, k).join('').trimEnd()}…`;
    if (countCharacters(platform, candidate) <= max) return candidate;
  }
  return '';
}

/** Fills `draft` with `subject` (cleaned) and fits it to `platform`. */
export function fitCaption(platform: Platform, draft: CaptionDraft, subject: string): CopyVariant {
  const limit = PLATFORM_LIMITS[platform];
  // Judged on the full name: a shortened one ("Trail running…") no longer shows its plural.
  const plural = looksPlural(subject);
  const render = (line: Line, name: string): string => fillLine(line, name, plural);
  // Index into the shorter forms of the subject, worked out only when needed; -1 is the subject in full.
  let shorterForms: string[] | undefined;
  const shorter = () => {
    shorterForms ??= shortenedSubjects(subject);
    return shorterForms;
  };
  const subjectAt = (i: number) => (i < 0 ? subject : (shorter()[i] ?? shorter().at(-1) ?? subject));

  // Instagram cuts the caption after 125 characters: a hook that would be cut names less of the subject.
  let hookIndex = -1;
  const hookFits = (i: number) =>
    limit.hookWithin === undefined || countGraphemes(render(draft.hook, subjectAt(i))) <= limit.hookWithin;
  if (!hookFits(-1)) hookIndex = firstPassing(shorter().length, hookFits);

  const compose = (restIndex: number, sentences: number, tags: number, withCta = true): CaptionParts => {
    const rest = subjectAt(restIndex);
    return {
      hook: render(draft.hook, subjectAt(Math.max(hookIndex, restIndex))),
      body: draft.body
        .slice(0, sentences)
        .map((line) => render(line, rest))
        .join(' '),
      cta: withCta ? render(draft.cta, rest) : '',
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

  // Only a subject that is one enormous unbreakable word gets here: keep the hook, cut to fit.
  const last = shorter().length - 1;
  for (const parts of [compose(last, 0, 0), compose(last, 0, 0, false)])
    if (fits(parts)) return finish(parts);
  const hook = hardCut(platform, compose(last, 0, 0, false).hook, limit.hookWithin ?? limit.maxLength);
  return finish({ hook, body: '', cta: '', hashtags: [] });
}
