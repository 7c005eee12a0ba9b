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

function categoryIn(text: string, words: Partial<Record<ProductCategory, readonly string[]>>) {
  for (const [category, list] of Object.entries(words) as Array<[ProductCategory, readonly string[]]>) {
    for (const word of list) {
      if (
        UNSPACED.test(word) ? text.includes(word) : text.includes(` ${word} `) || text.includes(` ${word}s `)
      )
        return category;
    }
  }
  return undefined;
}

/**
 * The category of `subject`, `general` when no word names one: the words of `language` first, then
 * those of every other written language (a Spanish caption about "Glow serum").
 */
export function recogniseCategory(subject: string, language?: Language): ProductCategory {
  const text = ` ${subject.toLowerCase().replace(/[^\p{L}\p{M}\p{N}-]+/gu, ' ')} `;
  const first = language !== undefined ? packFor(language) : undefined;
  const packs = [first, ...Object.values(LANGUAGE_PACKS).filter((p) => p !== first)];
  for (const pack of packs) {
    const found = pack && categoryIn(text, pack.categoryWords);
    if (found) return found;
  }
  return 'general';
}
