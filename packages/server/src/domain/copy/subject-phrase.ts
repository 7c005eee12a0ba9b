/**
 * The subject of a generation (1–500 characters of anything a user types: emoji, CJK, RTL, quotes,
 * line breaks) turned into something templates can place in a sentence: cleaned to one line, with
 * the grammatical forms English needs around a noun phrase ("the …", "these …", "it"/"they"), and
 * shortened at a word boundary when a caption has no room for all of it.
 */

import { graphemesOf } from './graphemes.js';
import { isJoiningWord } from './joining-words.js';
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

const FALLBACK_SUBJECT = 'our product';

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

/**
 * The head noun of an English name, with "the", to say it again ("Halo smart speaker" → "the
 * speaker", "Running shoes for trail" → "the shoes"); the name itself when it is one word, already
 * has a determiner, or ends its head on a cased word (a model name: "Nocta Buds Pro").
 */
export function englishNameAgain(name: string): string {
  const words = name.split(' ');
  if (words.length < 2 || DETERMINERS.has(firstWordLower(name))) return name;
  const breakAt = words.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w.toLowerCase()));
  const head = ((breakAt > 0 ? words[breakAt - 1] : words.at(-1)) ?? '').replace(/[^\p{L}]+$/u, '');
  if (!/^\p{Ll}[\p{Ll}-]*$/u.test(head)) return name;
  return `the ${head}`;
}

/** A size or quantity: "350 ml", "2 x 50 ml", "12 fl oz", "500g", "3-pack", "pack of 3". */
const QUANTITY =
  /(?:\d+(?:[.,]\d+)?\s*[x×]\s*)?\d+(?:[.,]\d+)?\s*(?:fl\.?\s*oz|ml|cl|dl|l|ltr|litres?|liters?|g|gr|kg|mg|oz|lbs?|cm|mm|m|in|inch(?:es)?|pcs?|pieces?|pack|ct|count|capsules|tablets|sachets|servings)\b\.?|\bpack of \d+|\d+[- ]pack\b/iu;
/** One or more sizes at the end of a name, with what separates them from it. */
const TRAILING_QUANTITY = new RegExp(
  `(?:\\s*[,(\\[–—/|-]\\s*|\\s+)(?:${QUANTITY.source})(?:\\s*[/+&,]\\s*(?:${QUANTITY.source}))*\\s*[)\\]]?$`,
  'iu',
);

/**
 * The name a sentence says: the cleaned subject without the size or quantity a product listing ends
 * on ("Handmade ceramic mug, 350 ml" → "Handmade ceramic mug"; "Olive oil 500 ml (pack of 2)" →
 * "Olive oil"). Said mid-sentence, a size reads as a catalogue line ("I love the Handmade ceramic
 * mug, 350 ml this much"); its tags leave it out too. A subject that is only a size stays whole.
 */
export function productName(raw: string): string {
  let name = cleanSubject(raw);
  for (;;) {
    const shorter = name.replace(TRAILING_QUANTITY, '').trim();
    if (shorter === name || !/[\p{L}]/u.test(shorter)) return name;
    name = shorter;
  }
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
/** Marks where the subject's mid-sentence form starts, until it is known to be mid-sentence. */
const IN_SENTENCE_START = '\u0002';

/** What may stand between the start of a sentence and its first word: spaces, ¡ ¿ « “ ( and emoji. */
const SENTENCE_START = /(?:^|[.!?…。！？]\s)(?:[\s\p{Ps}\p{Pi}\p{S}¡¿"'*]|\u200d|\ufe0f)*$/u;

/**
 * Fills a template with `subject` (cleaned, possibly shortened). A full stop the template puts
 * straight after a subject that already ends in one, or in "!" or "?", is dropped ("Yahoo!." →
 * "Yahoo!"); punctuation inside the subject is left as the user wrote it. `inSentence` gives the
 * form the middle of a sentence writes (name-casing.ts: "red stoneware serving bowl"); wherever a
 * template puts that form at the start of a sentence, the subject is written as it was given.
 */
export function fillLine(
  line: Line,
  subject: string,
  plural = looksPlural(subject),
  inSentence: (form: string) => string = (form) => form,
): string {
  const lowered = inSentence(subject);
  const slots =
    lowered === subject
      ? subjectSlots(subject + SUBJECT_END, plural)
      : subjectSlots(subject + SUBJECT_END, plural, IN_SENTENCE_START + lowered + SUBJECT_END);
  const filled = line(slots);
  const cased = lowered === subject ? filled : capitalAtSentenceStart(filled, subject, lowered);
  const pieces = cased.split(SUBJECT_END);
  return pieces
    .map((piece, i) =>
      i > 0 && /[.!?…]$/u.test(pieces[i - 1]!) && piece.startsWith('.') ? piece.slice(1) : piece,
    )
    .join('');
}

/** Whether what `before` ends on is the start of a sentence (nothing, or a full stop and a space). */
export function startsSentence(before: string): boolean {
  return SENTENCE_START.test(before);
}

/** Each mid-sentence form of the subject written as given where it starts a sentence. */
function capitalAtSentenceStart(filled: string, subject: string, lowered: string): string {
  const [head = '', ...rest] = filled.split(IN_SENTENCE_START);
  return rest.reduce(
    (text, piece) =>
      text +
      (startsSentence(text) && piece.startsWith(lowered) ? subject + piece.slice(lowered.length) : piece),
    head,
  );
}

/**
 * Fills the slots for `subject` (already cleaned, possibly shortened); `inSentence` is its form in
 * the middle of a sentence (name-casing.ts), the subject itself when not given.
 */
export function subjectSlots(
  subject: string,
  plural = looksPlural(subject),
  inSentence = subject,
): SubjectSlots {
  const determined = DETERMINERS.has(firstWordLower(subject));
  const the = determined ? inSentence : `the ${inSentence}`;
  const thisForm = determined ? inSentence : `${plural ? 'these' : 'this'} ${inSentence}`;
  return {
    name: inSentence,
    Name: capitaliseFirst(subject),
    the,
    The: determined ? capitaliseFirst(subject) : `The ${inSentence}`,
    this: thisForm,
    This: determined ? capitaliseFirst(subject) : `${plural ? 'These' : 'This'} ${inSentence}`,
    my: determined ? inSentence : `my ${inSentence}`,
    your: determined ? inSentence : `your ${inSentence}`,
    it: plural ? 'they' : 'it',
    It: plural ? 'They' : 'It',
    them: plural ? 'them' : 'it',
    its: plural ? 'their' : 'its',
    itIs: plural ? "they're" : "it's",
    itHas: plural ? "they've" : "it's",
    verb: (singular, plural_) => (plural ? plural_ : singular),
  };
}

/**
 * Trailing spaces, punctuation and dangling little words off a shortened prefix: English's, and the
 * joining words of every language ("Candela di soia cedro e", "Glow Serum mit").
 */
function trimPrefix(prefix: string): string {
  let text = prefix.replace(/[\s\p{P}]+$/u, '');
  for (;;) {
    const words = text.split(' ');
    const last = words.at(-1)!;
    if (words.length < 2 || !(DANGLING_WORDS.has(last.toLowerCase()) || isJoiningWord(last))) return text;
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

/** A run of Chinese, Japanese or Korean: a dictionary may split it into words, a reader does not. */
const EAST_ASIAN = '\\p{scx=Han}\\p{scx=Hiragana}\\p{scx=Katakana}\\p{scx=Hangul}';
/** The pieces of a name: runs of Chinese, Japanese or Korean, and what lies between them and spaces. */
const NAME_PIECES = new RegExp(`[${EAST_ASIAN}]+|[^\\s${EAST_ASIAN}]+`, 'gu');
const EAST_ASIAN_RUN = new RegExp(`^[${EAST_ASIAN}]`, 'u');
const HAS_EAST_ASIAN = new RegExp(`[${EAST_ASIAN}]`, 'u');

/**
 * Where `text` ends after `maxWords` words, or undefined when it has no more: a run of Chinese,
 * Japanese or Korean counts as one word and is never cut; other text is counted in the words
 * `Intl.Segmenter` finds ("Hand-poured" is two).
 */
function wordLimit(text: string, maxWords: number): { cut?: number } {
  let words = 0;
  for (const piece of text.matchAll(NAME_PIECES)) {
    if (EAST_ASIAN_RUN.test(piece[0])) {
      if (++words > maxWords) return { cut: piece.index };
      continue;
    }
    for (const segment of wordSegmenter.segment(piece[0])) {
      if (segment.isWordLike && ++words > maxWords) return { cut: piece.index + segment.index };
    }
  }
  return {};
}

/**
 * Shorter forms of a name with Chinese, Japanese or Korean in it, longest first, each ending in an
 * ellipsis: whole runs and whole words dropped from its end, never a run cut in two.
 */
function withoutLastPieces(text: string): string[] {
  const starts = Array.from(text.matchAll(NAME_PIECES), (piece) => piece.index).filter((i) => i > 0);
  const forms: string[] = [];
  for (const start of starts.reverse()) {
    const prefix = trimPrefix(text.slice(0, start));
    if (prefix !== '' && !forms.includes(`${prefix}…`)) forms.push(`${prefix}…`);
  }
  return forms;
}

/**
 * A name short enough to say aloud or fit on a keyframe: the subject up to its first clause break,
 * at most `maxWords` words and `maxGraphemes` characters ("Handmade ceramic mug with speckled
 * glaze, 350 ml" → "Handmade ceramic mug with speckled"). A word is what a voice reads as one and,
 * on screen, anything between spaces: a symbol or a fraction standing alone counts too. A run of
 * Chinese, Japanese or Korean is one word ("Halo 智能音箱" is two, "ビタミンC美容液" three): a name
 * too long is shortened by dropping whole runs and words from its end, and a run is cut (between
 * the words a dictionary finds) only when its first one alone is longer than `maxGraphemes`.
 */
export function shortName(subject: string, maxWords: number, maxGraphemes: number): string {
  const clause = (subject.split(CLAUSE_BREAK)[0] ?? '').trim();
  const text = clause === '' ? subject : clause;
  return (
    (HAS_EAST_ASIAN.test(text) ? byWholeRuns(text, maxWords, maxGraphemes) : undefined) ??
    byWords(text, maxWords, maxGraphemes)
  );
}

/** `text` shortened to whole runs of Chinese, Japanese or Korean; undefined when none fits. */
function byWholeRuns(text: string, maxWords: number, maxGraphemes: number): string | undefined {
  const { cut } = wordLimit(text, maxWords);
  let short = cut === undefined ? text : trimPrefix(text.slice(0, cut));
  const pieces = short.split(/\s+/u).filter(Boolean);
  if (pieces.length > maxWords) short = trimPrefix(pieces.slice(0, maxWords).join(' '));
  const fits = (form: string) => form !== '' && graphemesOf(form).length <= maxGraphemes;
  return fits(short) ? short : withoutLastPieces(short).find(fits);
}

/** `text` shortened between the words `Intl.Segmenter` finds, inside a word as a last resort. */
function byWords(subject: string, maxWords: number, maxGraphemes: number): string {
  let text = subject;
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
