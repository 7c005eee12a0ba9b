/**
 * The language packs the service writes in. A language of the documented list without a pack is
 * refused when asked for explicitly (400 "not yet written") rather than answered in English.
 */
import { invalidRequest } from '../../app-error.js';
import type { Language } from '../../languages.js';
import { ARABIC } from './ar.js';
import { GERMAN } from './de.js';
import { ENGLISH } from './en.js';
import { SPANISH } from './es.js';
import { FRENCH } from './fr.js';
import { HINDI } from './hi.js';
import { INDONESIAN } from './id.js';
import { ITALIAN } from './it.js';
import { JAPANESE } from './ja.js';
import { KOREAN } from './ko.js';
import type { LanguagePack } from './language-pack.js';
import { DUTCH } from './nl.js';
import { POLISH } from './pl.js';
import { EUROPEAN_PORTUGUESE } from './pt.js';
import { BRAZILIAN_PORTUGUESE } from './pt-BR.js';
import { TURKISH } from './tr.js';
import { SIMPLIFIED_CHINESE } from './zh-Hans.js';
import { TRADITIONAL_CHINESE } from './zh-Hant.js';

export const LANGUAGE_PACKS: Readonly<Partial<Record<Language, LanguagePack>>> = {
  en: ENGLISH,
  pt: EUROPEAN_PORTUGUESE,
  'pt-BR': BRAZILIAN_PORTUGUESE,
  nl: DUTCH,
  pl: POLISH,
  es: SPANISH,
  fr: FRENCH,
  de: GERMAN,
  it: ITALIAN,
  tr: TURKISH,
  id: INDONESIAN,
  hi: HINDI,
  ar: ARABIC,
  ja: JAPANESE,
  ko: KOREAN,
  'zh-Hans': SIMPLIFIED_CHINESE,
  'zh-Hant': TRADITIONAL_CHINESE,
};

/** The languages copy can be written in today. */
export const WRITTEN_LANGUAGES = Object.keys(LANGUAGE_PACKS) as Language[];

export function isWritten(language: Language): boolean {
  return LANGUAGE_PACKS[language] !== undefined;
}

/**
 * `language` when copy can be written in it; a language of the documented list without a pack yet
 * is a 400, never answered in English in its place.
 */
export function writableLanguage(language: Language): Language {
  if (!isWritten(language))
    throw invalidRequest(
      `Copy in ${language} is not yet written; languages available today: ${WRITTEN_LANGUAGES.join(', ')}.`,
    );
  return language;
}

/** The pack of `language`; English for a language without one (callers refuse those first). */
export function packFor(language: Language): LanguagePack {
  return LANGUAGE_PACKS[language] ?? ENGLISH;
}

const commonWordsByLanguage = new Map<Language, ReadonlySet<string>>();

/**
 * The words of `pack` that are common words of its language, never a brand, in lower case: its
 * category nouns, weak, plain and material words. Read once per language.
 */
export function commonWords(pack: LanguagePack): ReadonlySet<string> {
  let words = commonWordsByLanguage.get(pack.language);
  if (words === undefined) {
    const lower = (word: string) => word.toLocaleLowerCase(pack.language);
    words = new Set(
      [
        ...Object.values(pack.categoryWords).flat(),
        ...pack.weakWords,
        ...pack.plainWords,
        ...(pack.materialWords ?? []),
      ].map(lower),
    );
    commonWordsByLanguage.set(pack.language, words);
  }
  return words;
}

/** Whether the single lower-case `word` is one of `words`, a plural "s" or "es" allowed. */
export function isCommonWord(word: string, words: ReadonlySet<string>): boolean {
  return words.has(word) || words.has(word.replace(/s$/u, '')) || words.has(word.replace(/es$/u, ''));
}

const lowerSet = (words: string[]) => new Set(words.map((w) => w.toLowerCase()));

/** Words of any written language left out of hashtags ("the", "mit", "und", "de"). */
export function allStopWords(): ReadonlySet<string> {
  return lowerSet(Object.values(LANGUAGE_PACKS).flatMap((pack) => [...pack.stopWords]));
}

/** Words of any written language that are no hashtag on their own ("extra", "virgin", "golden"). */
export function allWeakWords(): ReadonlySet<string> {
  return lowerSet(Object.values(LANGUAGE_PACKS).flatMap((pack) => [...pack.weakWords, ...pack.plainWords]));
}
