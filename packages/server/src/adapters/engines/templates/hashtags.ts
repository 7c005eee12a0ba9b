/**
 * Hashtags for a caption: the product's name as one tag, then its category's (the tags people
 * search), then its meaningful words (its category's noun and brand first), then the preset
 * style's, the tone's and the platform's, as many as the platform's readers expect. No filler tag
 * goes on every post.
 */

import { hashtagCharacters } from '../../../domain/copy/hashtag-text.js';
import type { CopyStyle, LanguagePack } from '../../../domain/copy/languages/language-pack.js';
import { LANGUAGE_PACKS } from '../../../domain/copy/languages/language-packs.js';
import type { ProductCategory } from '../../../domain/products/product-category.js';
import type { SeededRandom } from '../../../domain/seeded-random.js';
import type { Platform, Tone } from '../../../ports/copy-engine.js';
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
  pack: LanguagePack;
  category: ProductCategory;
  style: CopyStyle;
  tone: Tone;
  platform: Platform;
  random: SeededRandom;
}

const nounsByCategory = new Map<ProductCategory, ReadonlySet<string>>();

/** The words that name `category` in every written language, singular and with a plural "s". */
function categoryNouns(category: ProductCategory): ReadonlySet<string> {
  let nouns = nounsByCategory.get(category);
  if (nouns === undefined) {
    nouns = new Set(
      Object.values(LANGUAGE_PACKS)
        .flatMap((pack) => pack.categoryWords[category] ?? [])
        .flatMap((word) => [word, `${word}s`]),
    );
    nounsByCategory.set(category, nouns);
  }
  return nouns;
}

/**
 * The name's word tags, the most topical first: the category's noun in any written language
 * ("bowl", "auriculares"), then a word the name writes with a capital after its first (a brand or
 * a model: "Nocta"), then the others in the name's order. A caption with room for few of them
 * keeps what people search.
 */
function topicalFirst(tags: readonly string[], subject: string, category: ProductCategory): string[] {
  const nouns = categoryNouns(category);
  const named = new Set(
    subject
      .split(/\s+/u)
      .slice(1)
      .filter((word) => /\p{Lu}/u.test(word))
      .map((word) => hashtagCharacters(word).toLowerCase()),
  );
  const rank = (tag: string) => (nouns.has(tag.toLowerCase()) ? 0 : named.has(tag.toLowerCase()) ? 1 : 2);
  return tags
    .map((tag, i) => ({ tag, i }))
    .sort((a, b) => rank(a.tag) - rank(b.tag) || a.i - b.i)
    .map(({ tag }) => tag);
}

/** The tags of one caption, each with its "#", without duplicates (ignoring case). */
export function chooseHashtags({
  subject,
  pack,
  category,
  style,
  tone,
  platform,
  random,
}: HashtagChoice): string[] {
  const { min, max } = HASHTAG_COUNTS[platform];
  const count = min + random.int(max - min + 1);
  const [nameTag, ...nameWords] = subjectHashtags(subject, { nameWords: pack.tagNameWords ?? true });
  const words = topicalFirst(nameWords, subject, category);
  const categoryTags = random.shuffle(pack.hashtags.category[category]);
  const themed = random.shuffle([
    ...pack.hashtags.style[style],
    ...pack.hashtags.tone[tone],
    ...(pack.hashtags.platform[platform] ?? []),
  ]);
  const candidates = [
    ...(nameTag !== undefined ? [nameTag] : []),
    ...categoryTags.slice(0, 2),
    ...words.slice(0, 3),
    ...categoryTags.slice(2),
    ...themed,
    ...words.slice(3),
  ];
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
