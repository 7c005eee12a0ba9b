/**
 * What kind of product a subject names, recognised from its words. The copy engines write for it
 * (a speaker talks about sound, granola about breakfast) and the studio takes its colours from it
 * when no photo is given. One recogniser for both, so words and pictures never disagree. The words
 * of each category are the language packs' (`categoryWords`), so a subject is recognised in any
 * written language.
 */
import { LANGUAGE_PACKS, packFor } from '../copy/languages/language-packs.js';
import type { Language } from '../languages.js';
import { PRODUCT_CATEGORIES, type ProductCategory } from './product-categories.js';

export { PRODUCT_CATEGORIES, type ProductCategory };

/** Scripts written without spaces between words (or with particles attached): matched inside words. */
const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\p{scx=Thai}]/u;

/**
 * A pack's category words as the strings looked for: a word of a script written without spaces as
 * it is, any other as a whole word, alone or with a plural "s". Read once per pack.
 */
type CategoryWords = ReadonlyArray<{ category: ProductCategory; forms: readonly string[] }>;
const compiled = new WeakMap<object, CategoryWords>();

function wordsOf(words: Partial<Record<ProductCategory, readonly string[]>>): CategoryWords {
  let list = compiled.get(words);
  if (!list) {
    list = (Object.entries(words) as Array<[ProductCategory, readonly string[]]>).flatMap(([category, all]) =>
      all.map((word) => ({ category, forms: UNSPACED.test(word) ? [word] : [` ${word} `, ` ${word}s `] })),
    );
    compiled.set(words, list);
  }
  return list;
}

function categoryIn(text: string, words: Partial<Record<ProductCategory, readonly string[]>>) {
  for (const { category, forms } of wordsOf(words)) {
    for (const form of forms) if (text.includes(form)) return category;
  }
  return undefined;
}

/**
 * The last subjects recognised: a run asks for its subject's category once per picture and per
 * mock-up, and a subject no pack's words name is looked for in every language.
 */
const RECENT_SUBJECTS = 64;
const recent = new Map<string, ProductCategory>();

/**
 * The category of `subject`, `general` when no word names one: the words of `language` first, then
 * those of every other written language (a Spanish caption about "Glow serum").
 */
export function recogniseCategory(subject: string, language?: Language): ProductCategory {
  const key = `${language ?? ''}\u0000${subject}`;
  let category = recent.get(key);
  if (category === undefined) {
    category = recognise(subject, language);
    if (recent.size >= RECENT_SUBJECTS) recent.delete(recent.keys().next().value!);
    recent.set(key, category);
  }
  return category;
}

function recognise(subject: string, language?: Language): ProductCategory {
  const text = ` ${subject.toLowerCase().replace(/[^\p{L}\p{M}\p{N}-]+/gu, ' ')} `;
  const first = language !== undefined ? packFor(language) : undefined;
  const packs = [first, ...Object.values(LANGUAGE_PACKS).filter((p) => p !== first)];
  for (const pack of packs) {
    const found = pack && categoryIn(text, pack.categoryWords);
    if (found) return found;
  }
  return 'general';
}
