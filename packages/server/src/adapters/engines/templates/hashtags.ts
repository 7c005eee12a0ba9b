/**
 * Hashtags for a caption: the subject's own words first (they say what the post is about), then
 * the preset style's, the tone's and the platform's, as many as the platform's readers expect.
 */

import { countGraphemes } from '../../../domain/copy/platform-limits.js';
import { CONNECTIVES } from '../../../domain/copy/subject-phrase.js';
import type { SeededRandom } from '../../../domain/seeded-random.js';
import type { Platform, Tone } from '../../../ports/copy-engine.js';
import {
  type CopyStyle,
  GENERAL_HASHTAGS,
  HASHTAGS_BY_PLATFORM,
  HASHTAGS_BY_STYLE,
  HASHTAGS_BY_TONE,
} from './copy-templates.js';

/** How many tags a caption carries on each platform (inclusive range). */
const HASHTAG_COUNTS: Readonly<Record<Platform, { min: number; max: number }>> = {
  instagram: { min: 8, max: 11 },
  tiktok: { min: 3, max: 5 },
  x: { min: 1, max: 2 },
  linkedin: { min: 3, max: 3 },
  facebook: { min: 1, max: 3 },
  // Threads links at most one topic tag per post.
  threads: { min: 0, max: 1 },
  bluesky: { min: 0, max: 2 },
  pinterest: { min: 2, max: 5 },
};

/** Words that say nothing on their own as a tag. */
const STOP_WORDS = new Set([
  ...CONNECTIVES,
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'this',
  'that',
  'its',
  'is',
  'are',
  'new',
]);

const MAX_TAG_GRAPHEMES = 24;
const MAX_WORDS_IN_PHRASE_TAG = 4;

/** Letters, combining marks and digits only: what every platform links as one tag. */
function subjectWords(subject: string): string[] {
  return subject.split(/[^\p{L}\p{M}\p{N}]+/u).filter((w) => w !== '');
}

const hasLetter = (tag: string) => /\p{L}/u.test(tag);
const fitsTag = (tag: string) => hasLetter(tag) && countGraphemes(tag) <= MAX_TAG_GRAPHEMES;

/**
 * Tags from the subject's words, without "#": the whole name in CamelCase when it is short
 * ("GlowSerumVitaminC"), then each meaningful word in lower case, a one- or two-character word
 * joined to the word before it ("vitamin C" → "vitaminc", "iPhone 15" → "iphone15").
 */
export function subjectHashtags(subject: string): string[] {
  const words = subjectWords(subject).filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  const tags: string[] = [];
  if (words.length >= 2 && words.length <= MAX_WORDS_IN_PHRASE_TAG) {
    // A word someone cased on purpose ("iPhone") keeps its casing.
    tags.push(words.map((w) => (/\p{Lu}/u.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1))).join(''));
  }
  const joined: string[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    if (previous !== undefined && countGraphemes(word) <= 2) joined[joined.length - 1] = previous + word;
    else joined.push(word);
  }
  for (const word of joined) if (countGraphemes(word) >= 3) tags.push(word.toLowerCase());
  return [...new Set(tags)].filter(fitsTag);
}

export interface HashtagChoice {
  subject: string;
  style: CopyStyle;
  tone: Tone;
  platform: Platform;
  random: SeededRandom;
}

/** The tags of one caption, each with its "#", without duplicates (ignoring case). */
export function chooseHashtags({ subject, style, tone, platform, random }: HashtagChoice): string[] {
  const { min, max } = HASHTAG_COUNTS[platform];
  const count = min + random.int(max - min + 1);
  const fromSubject = subjectHashtags(subject);
  // Half the tags at most come from the subject, so the style and tone still show.
  const subjectShare = Math.max(1, Math.ceil(count / 2));
  const themed = random.shuffle([
    ...HASHTAGS_BY_STYLE[style],
    ...HASHTAGS_BY_TONE[tone],
    ...(HASHTAGS_BY_PLATFORM[platform] ?? []),
  ]);
  const candidates = [...fromSubject.slice(0, subjectShare), ...themed, ...random.shuffle(GENERAL_HASHTAGS)];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates) {
    if (tags.length >= count) break;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(`#${tag}`);
  }
  return tags;
}
