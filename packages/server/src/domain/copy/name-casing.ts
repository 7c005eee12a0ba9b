/**
 * How a product's name is written in the middle of a sentence. Shop listings often write names in
 * sentence case ("Red stoneware serving bowl", "Auriculares inalámbricos Nocta"); a writer lowers
 * the first letter of such a name inside a sentence ("Meet the red stoneware serving bowl") and
 * keeps it at the start of one. A name written as a name keeps its capitals everywhere: title case
 * ("Red Stoneware Serving Bowl", "Nocta Pro"), all capitals ("AURA"), a first word cased on purpose
 * ("iPhone"), one word ("Nocta").
 *
 * A brand that opens a name ("Halo smart speaker") looks exactly like sentence case, and lowering a
 * brand is worse than a capital left in, so the first word must also be one the language's pack
 * knows as a common word: a category word ("auriculares", "granola"), a plain or weak word ("red",
 * "golden", "extra") or a material ("stoneware", "forged"). Only languages that write common nouns
 * in lower case lower names (`lowersSentenceCaseNames`): not the scripts without case, nor
 * German, whose nouns keep their capital — there only an adjective the pack knows that opens the
 * name is lowered ("Im Fokus: kabellose Kopfhörer Nocta"; `lowersOpeningAdjective`), and only in
 * the forms that open with it. This is the one place the rule lives; captions,
 * storyboards and the studio's headlines all take their names from it.
 */
import type { Language } from '../languages.js';
import type { LanguagePack } from './languages/language-pack.js';
import { commonWords, isCommonWord, packFor } from './languages/language-packs.js';

/** Turns a name, or a shortened form of it, into the form the middle of a sentence says. */
export type NameCasing = (form: string) => string;

const AS_WRITTEN: NameCasing = (form) => form;

/** A first word in sentence case: one capital (Dutch "IJ" counts as one), then lower case only. */
const SENTENCE_CASE_FIRST = /^(?:IJ|\p{Lu})\p{M}*(?:[\p{Ll}\p{M}]|['’-](?=\p{Ll}))+$/u;
/** A second word that starts in lower case: "stoneware", not "Stoneware" or "&". */
const LOWER_CASE_WORD = /^\p{Ll}/u;

/** Whether `text` (lower case) opens with one of `words`, a plural "s" or "es" allowed on a single word. */
function opensWithCommonWord(text: string, words: ReadonlySet<string>): boolean {
  if (isCommonWord(text.split(' ', 1)[0]!, words)) return true;
  for (const word of words) if (word.includes(' ') && text.startsWith(`${word} `)) return true;
  return false;
}

/** Whether `name` is written in sentence case and opens with a common word of `pack`'s language. */
export function isSentenceCaseName(name: string, pack: LanguagePack): boolean {
  const words = name.split(' ');
  if (words.length < 2 || !SENTENCE_CASE_FIRST.test(words[0]!) || !LOWER_CASE_WORD.test(words[1]!))
    return false;
  return opensWithCommonWord(lowerFirst(name, pack.language), commonWords(pack));
}

/** `text` with its first letter (or Dutch "IJ") in lower case, the way `language` lowers it. */
function lowerFirst(text: string, language: Language): string {
  return text.replace(/^(?:IJ|\p{Lu})/u, (letter) => letter.toLocaleLowerCase(language));
}

/**
 * How the middle of a sentence in `language` writes `name` and its shortened forms (decided once,
 * on the whole name: "Auriculares…" is lowered with "Auriculares inalámbricos Nocta"). The start
 * of a sentence keeps the name as written.
 */
export function inSentenceCasing(name: string, language: Language): NameCasing {
  const pack = packFor(language);
  if (pack.lowersSentenceCaseNames)
    return isSentenceCaseName(name, pack) ? (form) => lowerFirst(form, language) : AS_WRITTEN;
  const adjective = pack.lowersOpeningAdjective ? openingAdjective(name, pack) : undefined;
  if (adjective === undefined) return AS_WRITTEN;
  return (form) =>
    form === adjective || form.startsWith(`${adjective} `) ? lowerFirst(form, language) : form;
}

/** The first word of `name` when it is capitalised only for opening it: an adjective of `pack`. */
function openingAdjective(name: string, pack: LanguagePack): string | undefined {
  const [first = '', second] = name.split(' ');
  if (second === undefined || !SENTENCE_CASE_FIRST.test(first)) return undefined;
  const lower = first.toLocaleLowerCase(pack.language);
  return pack.plainWords.includes(lower) || pack.weakWords.includes(lower) ? first : undefined;
}

/** `name` as the middle of a sentence in `language` writes it ("red stoneware serving bowl"). */
export function nameInSentence(name: string, language: Language): string {
  return inSentenceCasing(name, language)(name);
}
