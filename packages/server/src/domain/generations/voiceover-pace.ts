/**
 * How long a voiceover line takes to say, in every script. The contract's pace is about 2.5 words a
 * second (as the presets promise), a fair measure where words are separated by spaces. Where they are not, or where
 * one written word is many syllables, a word count says little about speech, so those runs are
 * counted in the unit their readers time themselves by, at a rate broadcasters use (docs/copy.md):
 *
 * - Japanese: 5 characters a second, NHK's 300 characters a minute for news read aloud (kanji and
 *   kana alike; a kanji is usually two morae, so this is the 7–8 morae a second of read Japanese).
 * - Chinese characters in a line without kana, read as Mandarin: 4 a second, the low end of the
 *   240–270 characters a minute of China National Radio's news.
 * - Korean: 6 syllable blocks a second, KBS radio news at 350–370 syllables a minute.
 * - Thai: 9 grapheme clusters a second: 4.7 syllables a second (Coupé et al. 2019, Science Advances
 *   5(9) eaaw2594), at about two clusters a syllable (a leading vowel or a final consonant is a
 *   cluster of its own).
 *
 * A line is the sum of its words, each counted its own way ("Meet ビタミンC" is one English word,
 * four Japanese characters and a letter read as a word). Emoji and punctuation are silent.
 */
import { countGraphemes } from '../copy/graphemes.js';

const WORDS_PER_SECOND = 2.5;
const JAPANESE_CHARACTERS_PER_SECOND = 5;
const MANDARIN_CHARACTERS_PER_SECOND = 4;
const HANGUL_SYLLABLES_PER_SECOND = 6;
const THAI_CLUSTERS_PER_SECOND = 9;

/** Kana letters themselves: the script extensions of "、" and "。" include kana, Chinese uses them too. */
const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u;
const HAN_OR_KANA = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const HANGUL = /\p{scx=Hangul}/u;
const THAI = /\p{scx=Thai}/u;

const wordSegmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** One word's time, as `Intl.Segmenter` finds words; Chinese characters are Japanese when `kana` is. */
function secondsForWord(word: string, kana: boolean): number {
  if (HAN_OR_KANA.test(word)) {
    return countGraphemes(word) / (kana ? JAPANESE_CHARACTERS_PER_SECOND : MANDARIN_CHARACTERS_PER_SECOND);
  }
  if (HANGUL.test(word)) return countGraphemes(word) / HANGUL_SYLLABLES_PER_SECOND;
  if (THAI.test(word)) return countGraphemes(word) / THAI_CLUSTERS_PER_SECOND;
  return 1 / WORDS_PER_SECOND;
}

/** Seconds a voice actor takes to read `text` at the voiceover pace, pauses aside. */
export function spokenSeconds(text: string): number {
  // Kana anywhere in the line makes it Japanese: Chinese characters alone cannot tell.
  const kana = KANA.test(text);
  let seconds = 0;
  for (const { segment, isWordLike } of wordSegmenter.segment(text)) {
    if (isWordLike) seconds += secondsForWord(segment, kana);
  }
  return seconds;
}
