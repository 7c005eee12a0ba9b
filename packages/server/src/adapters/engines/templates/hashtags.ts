/**
 * Hashtags for a caption: the subject's own words first (they say what the post is about), then
 * the preset style's, the tone's and the platform's, as many as the platform's readers expect.
 */

import type { SeededRandom } from '../../../domain/seeded-random.js';
import type { Platform, Tone } from '../../../ports/copy-engine.js';
import {
  type CopyStyle,
  GENERAL_HASHTAGS,
  HASHTAGS_BY_PLATFORM,
  HASHTAGS_BY_STYLE,
  HASHTAGS_BY_TONE,
} from './copy-templates.js';
import { subjectHashtags } from './subject-hashtags.js';

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
