/**
 * Tags from the subject's own words, in every script. The words are found by `Intl.Segmenter`: a
 * Chinese or Japanese name written without spaces is one tag and its words are more, Thai is split
 * by ICU's dictionary, and Arabic, Hebrew, Devanagari, Cyrillic, Greek and accented Latin words
 * become tags as they are written. Only scripts with case are lower-cased; quantities and emoji never
 * make a tag.
 */

import { countGraphemes } from '../../../domain/copy/graphemes.js';
import { hashtagCharacters, isWholeHashtag } from '../../../domain/copy/hashtag-text.js';
import { allStopWords, allWeakWords } from '../../../domain/copy/languages/language-packs.js';
import { isWrittenWithoutSpaces } from '../../../domain/copy/word-boundaries.js';

/** Words that say nothing on their own as a tag, in every written language ("the", "mit", "und"). */
const STOP_WORDS = allStopWords();
/**
 * Words that belong in the name's tag but are no tag alone: weak ("extra", "virgin", "single") and
 * plain ones (colours, plain adjectives, sizes: "golden", "dorada", "ゴールデン").
 */
const WEAK_WORDS = allWeakWords();

const MAX_TAG_GRAPHEMES = 24;
const MAX_PARTS_IN_PHRASE_TAG = 4;

/**
 * Scripts where one character is a syllable or a morpheme (Chinese characters, kana, Hangul): a
 * two-character word there says as much as a longer one elsewhere, and a one-character word is
 * mostly a particle ("の", "的"), too little for a tag.
 */
const SYLLABIC = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
/** Korean tags run words together (#비타민C세럼), as those of scripts written without spaces do. */
const HANGUL = /\p{scx=Hangul}/u;
const CASELESS_LETTER = /[\p{Lo}\p{Lm}]/u;

/** One word of the subject, as a hashtag can hold it. */
interface SubjectWord {
  text: string;
  /** What stood between it and the word before: '' when they touch, as in scripts without spaces. */
  gap: string;
}

/** Words that touch each other (one run in Chinese or Japanese, one word elsewhere). */
interface WordRun {
  words: string[];
  gap: string;
  /** How many space-separated parts it joins ("vitamin C" is two). */
  parts: number;
}

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

function subjectWords(subject: string): SubjectWord[] {
  const words: SubjectWord[] = [];
  let gap = '';
  for (const { segment, isWordLike } of wordSegmenter.segment(subject)) {
    const text = isWordLike ? hashtagCharacters(segment) : '';
    if (text === '') gap += segment;
    else {
      words.push({ text, gap });
      gap = '';
    }
  }
  return words;
}

const isNumber = (word: string) => /^\p{N}+$/u.test(word);
/** "30ml", "256GB", "4K": a number with its unit in one word. */
const isNumberWithUnit = (word: string) => /^\p{N}[\p{N}_]*\p{L}{1,3}$/u.test(word);
/** "ml", "g", "mAh", "毫升": a short word that is not a name ("Pro"). */
const looksLikeUnit = (word: string) => /^[\p{Ll}\p{Lo}\p{Lm}]\p{L}{0,2}$/u.test(word);

/**
 * The subject's words without its measures ("30 ml", "30ml", "30毫升"): a quantity says nothing
 * about the product as a tag. A removed measure still separates the words around it.
 */
function withoutMeasures(words: readonly SubjectWord[]): SubjectWord[] {
  const kept: SubjectWord[] = [];
  let removed = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const unit = isNumber(word.text) ? unitAfterNumber(words[i + 1]) : undefined;
    if (unit !== undefined) {
      removed += word.gap + word.text + unit.gap + unit.text;
      i++;
    } else if (isNumberWithUnit(word.text)) removed += word.gap + word.text;
    else {
      kept.push({ text: word.text, gap: removed + word.gap });
      removed = '';
    }
  }
  return kept;
}

/** The word after a number when it is the number's unit ("30 ml", "30毫升"). */
function unitAfterNumber(next: SubjectWord | undefined): SubjectWord | undefined {
  return next !== undefined && /^\s*$/u.test(next.gap) && looksLikeUnit(next.text) ? next : undefined;
}

const isStopWord = (run: WordRun) => run.words.length === 1 && STOP_WORDS.has(run.words[0]!.toLowerCase());

/** A model letter or number that belongs to the word before it: "vitamin C", "iPhone 15". */
function belongsToPrevious(run: WordRun, previous: WordRun | undefined): boolean {
  const text = run.words.join('');
  return (
    previous !== undefined &&
    !isStopWord(previous) &&
    /^\s+$/u.test(run.gap) &&
    countGraphemes(text) <= 2 &&
    /[\p{N}\p{Lu}]/u.test(text)
  );
}

const KATAKANA_WORD = /^[\p{scx=Katakana}]+$/u;

/**
 * A katakana loanword the dictionary does not know is split into fragments ("オーツ" → "オー", "ツ"):
 * a run of katakana words with a one-character piece in it is one word again.
 */
function withKatakanaRejoined(words: readonly string[]): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.some((word) => countGraphemes(word) === 1)) out.push(pending.join(''));
    else out.push(...pending);
    pending = [];
  };
  for (const word of words) {
    if (KATAKANA_WORD.test(word)) pending.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

function wordRuns(words: readonly SubjectWord[]): WordRun[] {
  const runs: WordRun[] = [];
  for (const { text, gap } of words) {
    const last = runs.at(-1);
    if (last !== undefined && gap === '') last.words.push(text);
    else runs.push({ words: [text], gap, parts: 1 });
  }
  for (const run of runs) run.words = withKatakanaRejoined(run.words);
  const joined: WordRun[] = [];
  for (const run of runs) {
    const previous = joined.at(-1);
    if (belongsToPrevious(run, previous)) {
      previous!.words.push(...run.words);
      previous!.parts += run.parts;
    } else joined.push(run);
  }
  return joined.filter((run) => !isStopWord(run));
}

/** Long enough to mean something as a tag: three graphemes, or two of a syllabic script. */
const isLongEnough = (text: string) =>
  /\p{L}/u.test(text) && countGraphemes(text) >= (SYLLABIC.test(text) ? 2 : 3);

/** Lower case, for words written only in letters with case, when every letter maps to one ("İ" does not). */
function lowerCased(text: string): string {
  const lower = text.toLowerCase();
  return !CASELESS_LETTER.test(text) && lower.length === text.length ? lower : text;
}

/** A capital first letter, unless the word is cased on purpose ("iPhone") or has no case. */
function capitalised(word: string): string {
  if (/\p{Lu}/u.test(word)) return word;
  const [first = '', ...rest] = Array.from(graphemeSegmenter.segment(word), (s) => s.segment);
  const upper = first.toUpperCase();
  return (countGraphemes(upper) === 1 ? upper : first) + rest.join('');
}

/**
 * What goes between two words of a phrase tag: nothing (CamelCase, or scripts whose tags run words
 * together), or "_" between words of caseless scripts written with spaces (Arabic, Hebrew,
 * Devanagari …), as tags are written there (#سيروم_فيتامين).
 */
function separatorBetween(left: string, right: string): string {
  const end = /(\p{L})\P{L}*$/u.exec(left)?.[1] ?? '';
  const start = /\p{L}/u.exec(right)?.[0] ?? '';
  const caseless = (c: string) => CASELESS_LETTER.test(c) && !isWrittenWithoutSpaces(c) && !HANGUL.test(c);
  return caseless(end) && caseless(start) ? '_' : '';
}

/** The whole name as one tag: "GlowSerumVitaminC", "سيروم_فيتامين_سي". */
function phraseTag(runs: readonly WordRun[]): string {
  const texts = runs.map((run) => run.words.map(capitalised).join(''));
  return texts.reduce((tag, text) => tag + separatorBetween(tag, text) + text);
}

/**
 * Tags from the subject's words, without "#": the whole name when it has two to four parts
 * ("GlowSerumVitaminC"), then each meaningful run of words (a model letter or number joined to the
 * word before it: "vitamin C" → "vitaminc", "iPhone 15" → "iphone15"; a Chinese or Japanese name
 * written without spaces whole: "维生素C精华液"), then the words inside such a run ("维生素").
 * Measures ("30 ml") and emoji are left out. Without `nameWords` (languages whose names' words are
 * inflected), only the whole name.
 */
export function subjectHashtags(subject: string, { nameWords = true } = {}): string[] {
  const runs = wordRuns(withoutMeasures(subjectWords(subject)));
  const tags: string[] = [];
  const parts = runs.reduce((n, run) => n + run.parts, 0);
  if (runs.length >= 2 && parts <= MAX_PARTS_IN_PHRASE_TAG) tags.push(phraseTag(runs));
  // Without its words, a name is tagged only whole: one tag for all of it, or none when too long.
  if (!nameWords && runs.length === 1) tags.push(lowerCased(runs[0]!.words.join('')));
  if (!nameWords) return keepable(tags);
  for (const run of runs) {
    const word = run.words.join('');
    if (!(run.words.length === 1 && WEAK_WORDS.has(word.toLowerCase()))) tags.push(lowerCased(word));
  }
  // Words that touch (not "vitamin" of "vitamin C") are tags of their own too, but for the weak
  // and plain ones (ゴールデン, 金色).
  for (const run of runs)
    if (run.words.length > run.parts)
      tags.push(...run.words.filter((word) => !WEAK_WORDS.has(word.toLowerCase())).map(lowerCased));
  return keepable(tags);
}

/** Distinct tags, each long enough to mean something and short enough to read, linked whole. */
function keepable(tags: readonly string[]): string[] {
  return [...new Set(tags)].filter(
    (tag) => isLongEnough(tag) && countGraphemes(tag) <= MAX_TAG_GRAPHEMES && isWholeHashtag(tag),
  );
}
