/**
 * The languages the service writes in: captions, copy and the text drawn on pictures. BCP 47 tags,
 * as the API takes and answers them. The list may grow; every per-language table is a
 * `Record<Language, …>`, so the compiler names each place a new language needs.
 */
export const LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'pl',
  'tr',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'ar',
  'hi',
  'id',
] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(tag: string): tag is Language {
  return (LANGUAGES as readonly string[]).includes(tag);
}
