/**
 * Names shortened for a picture. A headline has room for a few words: when the product's name is
 * longer, it is the name that gives way — cut between words, at the end of a phrase where it can
 * ("Organic matcha powder with ceremonial grade leaves" → "Organic matcha powder"), never ending on
 * a word that only joins others in the name's language, never with an ellipsis — and a template's
 * own words (a slogan) are either drawn whole or not at all.
 */
import { countGraphemes } from '../domain/copy/graphemes.js';
import { isJoiningWord } from '../domain/copy/joining-words.js';
import { inSentenceCasing } from '../domain/copy/name-casing.js';
import { productName, startsSentence } from '../domain/copy/subject-phrase.js';
import { wordCuts } from '../domain/copy/word-boundaries.js';
import type { Language } from '../domain/languages.js';

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The last word of `text` (as the segmenter finds words), or '' when it has none. */
function lastWord(text: string): string {
  let last = '';
  for (const segment of wordSegmenter.segment(text)) if (segment.isWordLike) last = segment.segment;
  return last;
}

/** Spaces, commas, dashes and open brackets left at the end of a cut. */
const trailing = (text: string) => text.replace(/[\s,;:·\-–—/(（、，&+]+$/u, '');

/**
 * Shorter forms of `name`, longest first, each a prefix cut between words that a reader takes as a
 * name: not ending on a joining word of `language` (any language's, when not known) nor on
 * punctuation. The name itself comes first.
 */
export function nameForms(name: string, language?: Language): string[] {
  const forms = [name];
  for (const cut of wordCuts(name).reverse()) {
    const form = trailing(name.slice(0, cut));
    if (form === '' || forms.includes(form)) continue;
    const word = lastWord(form);
    if (word === '' || isJoiningWord(word, language)) continue;
    forms.push(form);
  }
  return forms;
}

/**
 * The longest form of `name` of at most `maxChars` characters, preferring one that ends where a
 * phrase of the name ends (before a joining word or a comma) when that keeps at least half of what
 * fits; the shortest form when none fits.
 */
export function fitName(name: string, maxChars: number, language?: Language): string {
  const forms = nameForms(name, language);
  const fitting = forms.filter((form) => countGraphemes(form) <= maxChars);
  if (fitting.length === 0) return forms.at(-1)!;
  const longest = fitting[0]!;
  if (longest === name) return name;
  const phraseEnd = fitting.find((form) => {
    const rest = name.slice(form.length).trimStart();
    const next = rest.match(/^[\p{L}\p{M}\p{N}'’]+/u)?.[0] ?? '';
    return /^[,;:(（、，]/u.test(rest) || (next !== '' && isJoiningWord(next, language));
  });
  return phraseEnd && countGraphemes(phraseEnd) * 2 >= countGraphemes(longest) ? phraseEnd : longest;
}

/** Stands for the name in a line, to find the words before it. */
const NAME_MARK = '\u0001';

/** A line made of a template's own words around a name. */
export type NameLine = (name: string) => string;

/**
 * The first of `lines` (in order of preference) that fits `maxChars` with `subject`'s name in it,
 * the name shortened as {@link fitName} does to at least `minNameChars`; the name alone (shortened)
 * when no template fits. The template's words are never cut. The name is said without the size a
 * listing ends on, as captions say it ("Meet the handmade ceramic mug", not "…mug, 350 ml"), and,
 * in the middle of a line, with the first letter a sentence-case name has there in `language`.
 */
export function fitLine(
  lines: readonly NameLine[],
  subject: string,
  maxChars: number,
  language?: Language,
  minNameChars = 12,
): string {
  const name = productName(subject);
  // Inside a sentence a name in sentence case loses its first capital ("Meet the red stoneware
  // serving bowl"); a line that opens with the name keeps it as written.
  const inSentence = language !== undefined ? inSentenceCasing(name, language) : (form: string) => form;
  const cased = (line: NameLine, form: string) =>
    startsSentence(line(NAME_MARK).split(NAME_MARK)[0]!) ? form : inSentence(form);
  // A right-to-left name in a left-to-right line (or the reverse) is set apart, so the line's
  // punctuation stays with the line.
  const fill = (line: NameLine, form: string) => line(isolateName(cased(line, form), line('')));
  const length = (line: NameLine, form: string) => countGraphemes(line(form));
  // The whole name in any template first: a name is worth more than a template's words.
  const whole = lines.find((line) => length(line, name) <= maxChars);
  if (whole) return fill(whole, name);
  if (countGraphemes(name) <= maxChars) return name;
  for (const line of lines) {
    const room = maxChars - countGraphemes(line(''));
    if (room < Math.min(minNameChars, countGraphemes(name))) continue;
    const short = fitName(name, room, language);
    if (length(line, short) <= maxChars) return fill(line, short);
  }
  return fitName(name, maxChars, language);
}

/** Right-to-left scripts: a name in one of them inside a left-to-right line is set apart. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;
const LEFT_TO_RIGHT = /[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}]/u;

/**
 * The name isolated from the words around it (Unicode's first-strong isolate), so that punctuation
 * a template puts after it stays with the template's run: "Meet ‹اسم›." keeps its full stop at the
 * end of the English line, not at the Arabic name's far side. A name in the template's own
 * direction needs no isolate.
 */
export function isolateName(name: string, templateWords: string): string {
  const nameIsRtl =
    RIGHT_TO_LEFT.test(name) && !LEFT_TO_RIGHT.test(name.replace(/[^\p{L}]/gu, '').slice(0, 1));
  const templateIsRtl = RIGHT_TO_LEFT.test(templateWords);
  return nameIsRtl === templateIsRtl || templateWords.trim() === '' ? name : `\u2068${name}\u2069`;
}
