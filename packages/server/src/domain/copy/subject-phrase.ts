/**
 * The subject of a generation (1–500 characters of anything a user types: emoji, CJK, RTL, quotes,
 * line breaks) turned into something templates can place in a sentence: cleaned to one line, with
 * the grammatical forms English needs around a noun phrase ("the …", "these …", "it"/"they"), and
 * shortened at a word boundary when a caption has no room for all of it.
 */

import { graphemesOf } from './graphemes.js';
import { isWrittenWithoutSpaces, segmenterWordBoundaries, wordCuts } from './word-boundaries.js';

/** Words that already determine a noun phrase: "the", "my" … must not be doubled ("the my app"). */
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'our',
  'your',
  'their',
  'his',
  'her',
  'its',
]);

/** Conjunctions and prepositions: words that only join others ("with", "for", "plus" …). */
export const CONNECTIVES: readonly string[] = [
  'and',
  'or',
  'with',
  'for',
  'of',
  'in',
  'on',
  'at',
  'to',
  'by',
  'from',
  'plus',
];

/** Words a shortened name must not end on ("Glow serum with…" reads worse than "Glow serum…"). */
const DANGLING_WORDS = new Set([...DETERMINERS, ...CONNECTIVES, '&']);

/** Where the head noun of a phrase usually ends: "running shoes for trail" → "shoes". */
const PHRASE_BREAKS = new Set(['with', 'for', 'of', 'in', 'on', 'by', 'from', 'and', 'plus', 'featuring']);

/** Singular nouns that end in a plain "s". */
const SINGULAR_IN_S = new Set([
  'lens',
  'canvas',
  'atlas',
  'gas',
  'news',
  'series',
  'species',
  'chassis',
  'bus',
]);

const FALLBACK_SUBJECT = 'our latest release';

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/**
 * One line, single spaces, no unpaired surrogates (JSON may carry them and they would break any
 * encoder downstream).
 */
export function cleanSubject(raw: string): string {
  const wellFormed = raw.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  const oneLine = wellFormed
    // Control and invisible format characters other than joiners (which emoji sequences need).
    .replace(/[\p{Cc}\u200b\u2060\ufeff]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return oneLine === '' ? FALLBACK_SUBJECT : oneLine;
}

/** The grammatical forms of a subject that templates fill their sentences with. */
export interface SubjectSlots {
  /** As written, for the middle of a sentence. */
  name: string;
  /** For the start of a sentence. */
  Name: string;
  /** "the glow serum", or the subject alone when it already has a determiner. */
  the: string;
  The: string;
  /** "this serum" / "these shoes". */
  this: string;
  This: string;
  my: string;
  your: string;
  /** Subject pronoun: "it" / "they". */
  it: string;
  It: string;
  /** Object pronoun: "it" / "them". */
  them: string;
  /** Possessive: "its" / "their". */
  its: string;
  /** "it's" / "they're". */
  itIs: string;
  /** "it's" / "they've". */
  itHas: string;
  /** Verb agreement: `verb('works', 'work')`. */
  verb(singular: string, plural: string): string;
}

/** Upper-cases the first letter unless the first word is deliberately cased ("iPhone", "eBay"). */
export function capitaliseFirst(text: string): string {
  const firstWord = text.split(' ', 1)[0] ?? '';
  if (/\p{Lu}/u.test(firstWord)) return text;
  return text.replace(
    /^([\p{P}\p{S}]*)(\p{Ll})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

function firstWordLower(text: string): string {
  return (text.split(' ', 1)[0] ?? '').toLowerCase();
}

/** A guess good enough for "it"/"they": the head noun ends in a plain lower-case "s". */
export function looksPlural(subject: string): boolean {
  const words = subject.split(' ');
  const breakAt = words.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const head = (breakAt > 0 ? words[breakAt - 1] : words.at(-1)) ?? '';
  const bare = head.replace(/[^\p{L}]+$/u, '');
  if (!/^\p{L}{3,}$/u.test(bare) || !bare.endsWith('s')) return false;
  if (/(ss|us|is)$/.test(bare.toLowerCase())) return false;
  return !SINGULAR_IN_S.has(bare.toLowerCase());
}

export type Line = (s: SubjectSlots) => string;

/** Marks where the subject ends inside a filled line; cleaning removes control characters from subjects. */
const SUBJECT_END = '\u0001';

/**
 * Fills a template with `subject` (cleaned, possibly shortened). A full stop the template puts
 * straight after a subject that already ends in one, or in "!" or "?", is dropped ("Yahoo!." →
 * "Yahoo!"); punctuation inside the subject is left as the user wrote it.
 */
export function fillLine(line: Line, subject: string, plural = looksPlural(subject)): string {
  const pieces = line(subjectSlots(subject + SUBJECT_END, plural)).split(SUBJECT_END);
  return pieces
    .map((piece, i) =>
      i > 0 && /[.!?…]$/u.test(pieces[i - 1]!) && piece.startsWith('.') ? piece.slice(1) : piece,
    )
    .join('');
}

/** Fills the slots for `subject` (already cleaned, possibly shortened). */
export function subjectSlots(subject: string, plural = looksPlural(subject)): SubjectSlots {
  const determined = DETERMINERS.has(firstWordLower(subject));
  const the = determined ? subject : `the ${subject}`;
  const thisForm = determined ? subject : `${plural ? 'these' : 'this'} ${subject}`;
  return {
    name: subject,
    Name: capitaliseFirst(subject),
    the,
    The: capitaliseFirst(the),
    this: thisForm,
    This: capitaliseFirst(thisForm),
    my: determined ? subject : `my ${subject}`,
    your: determined ? subject : `your ${subject}`,
    it: plural ? 'they' : 'it',
    It: plural ? 'They' : 'It',
    them: plural ? 'them' : 'it',
    its: plural ? 'their' : 'its',
    itIs: plural ? "they're" : "it's",
    itHas: plural ? "they've" : "it's",
    verb: (singular, plural_) => (plural ? plural_ : singular),
  };
}

/** Trailing spaces, punctuation and dangling little words off a shortened prefix. */
function trimPrefix(prefix: string): string {
  let text = prefix.replace(/[\s\p{P}]+$/u, '');
  for (;;) {
    const words = text.split(' ');
    if (words.length < 2 || !DANGLING_WORDS.has(words.at(-1)!.toLowerCase())) return text;
    text = words
      .slice(0, -1)
      .join(' ')
      .replace(/[\s\p{P}]+$/u, '');
  }
}

/**
 * Shorter forms of `subject`, longest first, each ending in an ellipsis and each shorter than the
 * one before: cut between words (at spaces, and between the words of scripts written without
 * spaces, as `Intl.Segmenter` finds them), then inside a first word that is long on its own ("Hand-
 * poured" → "Hand"), then, for a first word of a script with spaces, between graphemes.
 */
export function shortenedSubjects(subject: string): string[] {
  const out: string[] = [];
  const add = (prefix: string) => {
    const trimmed = trimPrefix(prefix);
    const previous = out.at(-1) ?? subject;
    if (trimmed === '' || trimmed.length >= previous.replace(/…$/u, '').length) return;
    out.push(`${trimmed}…`);
  };
  const first = subject.split(' ', 1)[0] ?? '';
  const cuts = new Set([...wordCuts(subject), ...segmenterWordBoundaries(first)]);
  for (const cut of [...cuts].sort((a, b) => b - a)) add(subject.slice(0, cut));
  const shortest = out.length > 0 ? out.at(-1)!.slice(0, -1) : first;
  // A word of Chinese, Japanese or Thai is never cut: the segmenter's words there are short.
  if (isWrittenWithoutSpaces(shortest)) return out;
  const letters = graphemesOf(shortest);
  for (let k = letters.length - 1; k >= 1; k--) add(letters.slice(0, k).join(''));
  return out;
}

/** Where a clause ends: a comma, colon, bracket or dash (Latin, CJK, Arabic or Devanagari). */
const CLAUSE_BREAK = /\s*[,;:|–—(，、；：（。،؛।]\s*|\s+[-/]\s+/u;

/**
 * A name short enough to say aloud or fit on a keyframe: the subject up to its first clause break,
 * at most `maxWords` words and `maxGraphemes` characters ("Handmade ceramic mug with speckled
 * glaze, 350 ml" → "Handmade ceramic mug with speckled"). A word is what a voice reads as one and,
 * on screen, anything between spaces: a symbol or a fraction standing alone counts too. A name too
 * long in characters is cut between words, so a Chinese or Japanese one is never cut inside a word.
 */
export function shortName(subject: string, maxWords: number, maxGraphemes: number): string {
  const clause = (subject.split(CLAUSE_BREAK)[0] ?? '').trim();
  let text = clause === '' ? subject : clause;
  let words = 0;
  for (const segment of wordSegmenter.segment(text)) {
    if (segment.isWordLike && ++words > maxWords) {
      text = trimPrefix(text.slice(0, segment.index));
      break;
    }
  }
  const pieces = text.split(/\s+/u).filter(Boolean);
  if (pieces.length > maxWords) text = trimPrefix(pieces.slice(0, maxWords).join(' '));
  const letters = graphemesOf(text);
  if (letters.length > maxGraphemes) {
    const fits = (form: string) => graphemesOf(form).length <= maxGraphemes;
    text =
      shortenedSubjects(text).find(fits) ?? `${trimPrefix(letters.slice(0, maxGraphemes - 1).join(''))}…`;
  }
  return words === 0 && !/[\p{L}\p{N}]/u.test(text) ? 'this one' : text;
}
