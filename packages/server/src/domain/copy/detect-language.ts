/**
 * The language a subject (or a written caption) is in, for requests that name none. The script
 * decides where it can: kana is Japanese, Hangul Korean, Arabic letters Arabic, Devanagari Hindi,
 * Han without kana Chinese, simplified or traditional by the characters only one of them writes.
 * Latin-script text is told by franc-min's trigram profiles, restricted to the documented
 * Latin-script languages, and trusted only with a clear lead over the runner-up: a subject is a few
 * words, often a brand name and borrowed ones ("Golden oat granola" scores German and Dutch
 * almost alike), and a caption in the wrong language is worse than one in the workspace's default.
 * The reasons for the library and the margins are in docs/decisions.md.
 */
import { francAll } from 'franc-min';
import type { Language } from '../languages.js';
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from './chinese-forms.js';
import { commonWords, isCommonWord, isWritten, LANGUAGE_PACKS } from './languages/language-packs.js';

/** ISO 639-3 codes (franc's) of the documented Latin-script languages, with their tags. */
const LATIN_LANGUAGES: Readonly<Record<string, readonly Language[]>> = {
  eng: ['en'],
  spa: ['es'],
  fra: ['fr'],
  deu: ['de'],
  ita: ['it'],
  // Trigrams cannot tell Portugal's Portuguese from Brazil's: either, the workspace choosing.
  por: ['pt', 'pt-BR'],
  nld: ['nl'],
  pol: ['pl'],
  tur: ['tr'],
  ind: ['id'],
};

/**
 * Letters beyond a–z each language writes; a language whose alphabet lacks a letter of the text is
 * not considered ("yüz" is not Italian, "kulaklık" only Turkish). English keeps the accents of the
 * French, Spanish and German words it borrows ("crème", "jalapeño", "müsli").
 */
const LETTERS_OF: Readonly<Record<string, string>> = {
  eng: 'àâäçéèêëïîôöûüñ',
  spa: 'áéíóúüñ',
  fra: 'àâæçéèêëîïôœùûüÿ',
  deu: 'äöüßé',
  ita: 'àèéìíîòóùú',
  por: 'áâãàçéêíóôõúü',
  nld: 'áéèëïóöüú',
  pol: 'ąćęłńóśźż',
  tur: 'âçğıîöşüû',
  ind: 'é',
};

/**
 * Spellings a language never writes, which rule it out whatever franc's trigrams say of a few words:
 * Turkish has no q, w or x and none of German's "pf", "sch", "ck" or "tz" ("Kopfhörer" is not
 * Turkish); Dutch puts a diaeresis only on a vowel after a vowel ("coöperatie"), so "Zöpfe" is not
 * Dutch.
 */
const NEVER_WRITTEN: Readonly<Record<string, RegExp>> = {
  tur: /[qwx]|pf|sch|ck|tz/iu,
  nld: /(?<![aeiou])[ëïöü]/iu,
};

/**
 * Little words that join a product's name in each language ("with", "für", "alla", "untuk"). One
 * the likeliest language writes and the runner-up does not is evidence of its own.
 */
const JOINING_WORDS: Readonly<Record<string, readonly string[]>> = {
  eng: ['with', 'for', 'and', 'the', 'of', 'without', 'from'],
  spa: ['de', 'del', 'con', 'para', 'el', 'la', 'los', 'las', 'y', 'sin', 'en', 'por'],
  fra: ['de', 'du', 'des', 'à', 'au', 'aux', 'et', 'avec', 'pour', 'sans', 'le', 'la', 'les', 'en'],
  deu: ['mit', 'für', 'und', 'der', 'die', 'das', 'aus', 'von', 'ohne', 'zum', 'zur'],
  ita: ['di', 'del', 'della', 'alla', 'al', 'con', 'per', 'e', 'in', 'senza', 'da'],
  por: ['de', 'do', 'da', 'dos', 'das', 'com', 'para', 'sem', 'e', 'o', 'a', 'em'],
  nld: ['van', 'met', 'voor', 'en', 'de', 'het', 'zonder', 'uit'],
  pol: ['z', 'ze', 'do', 'dla', 'na', 'i', 'w', 'bez'],
  tur: ['ve', 'ile', 'için'],
  ind: ['dan', 'untuk', 'dengan', 'yang', 'dari'],
};

/**
 * How far the likeliest language must lead the runner-up (1 minus the runner-up's score, franc's
 * scores being relative to the best) before it is believed. Plain a–z text is where brand names and
 * borrowed English words live, so it needs a wide lead; accented letters (except for English, which
 * only borrows them) or a joining word only the leader writes are evidence of their own, and text
 * long enough gives franc enough trigrams to need less.
 */
const MARGIN = { plain: 0.35, evidenced: 0.1, long: 0.1 };
/** Letters from which franc's reading of a text is steady (a caption, not a name). */
const LONG_TEXT_LETTERS = 80;
/** Fewer letters than this and a Latin-script text is not judged at all. */
const MIN_LATIN_LETTERS = 8;

/** Letters per script, as a subject's or a caption's script share is measured. */
export interface ScriptCounts {
  latin: number;
  kana: number;
  hangul: number;
  han: number;
  arabic: number;
  devanagari: number;
  /** Letters of any other script (Cyrillic, Thai, Greek …). */
  other: number;
  /** Arabic-script letters only Persian or Urdu write (پ چ ژ گ ک ی ے ٹ ڈ ڑ ں ہ). */
  persianOrUrdu: number;
  simplified: number;
  traditional: number;
}

const SCRIPTS: ReadonlyArray<[keyof ScriptCounts, RegExp]> = [
  ['latin', /\p{Script=Latin}/u],
  ['kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['han', /\p{Script=Han}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
];
const PERSIAN_OR_URDU = new Set('پچژگکیےٹڈڑںہ');

/** Counts the letters of `text` by script (marks and the prolonged-sound mark ー count with kana). */
export function countScripts(text: string): ScriptCounts {
  const counts: ScriptCounts = {
    latin: 0,
    kana: 0,
    hangul: 0,
    han: 0,
    arabic: 0,
    devanagari: 0,
    other: 0,
    persianOrUrdu: 0,
    simplified: 0,
    traditional: 0,
  };
  for (const char of text) {
    if (!/[\p{L}\p{M}ー]/u.test(char)) continue;
    if (char === 'ー') {
      counts.kana++;
      continue;
    }
    const script = SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0];
    if (script === undefined) {
      // A combining mark belongs to the letter before it; other scripts' letters count as other.
      if (/\p{L}/u.test(char)) counts.other++;
      continue;
    }
    counts[script]++;
    if (PERSIAN_OR_URDU.has(char)) counts.persianOrUrdu++;
    if (SIMPLIFIED_ONLY.has(char)) counts.simplified++;
    if (TRADITIONAL_ONLY.has(char)) counts.traditional++;
  }
  return counts;
}

/**
 * The languages `text` may be written in, likeliest first: one when the script or franc decides,
 * two when they cannot tell between them (Portuguese of Portugal or Brazil; Chinese without a
 * character only one of its written forms uses), none when the text does not tell (a brand name,
 * a few words franc scores alike, a script of no documented language). Any documented language,
 * written or not; `chooseLanguage` applies what is written.
 */
export function detectLanguage(text: string): readonly Language[] {
  const counts = countScripts(text);
  // A Latin brand name next to words of another script is common in every market ("Nocta 무선
  // 이어폰"): any letters of a non-Latin script decide, the most numerous one.
  const nonLatin = counts.kana + counts.hangul + counts.han + counts.arabic + counts.devanagari;
  if (nonLatin > 0 || counts.other > 0) {
    if (counts.other > nonLatin) return [];
    // Kana with Han is Japanese: Japanese writes its nouns in Han and the rest in kana.
    if (
      counts.kana > 0 &&
      counts.kana + counts.han >= Math.max(counts.hangul, counts.arabic, counts.devanagari)
    )
      return ['ja'];
    const [script] = (['hangul', 'han', 'arabic', 'devanagari'] as const)
      .map((s) => [s, counts[s]] as const)
      .sort((a, b) => b[1] - a[1])[0]!;
    switch (script) {
      case 'hangul':
        return ['ko'];
      case 'arabic':
        return counts.persianOrUrdu > 0 ? [] : ['ar'];
      case 'devanagari':
        return ['hi'];
      case 'han':
        if (counts.simplified > counts.traditional) return ['zh-Hans'];
        if (counts.traditional > counts.simplified) return ['zh-Hant'];
        return ['zh-Hans', 'zh-Hant'];
    }
  }
  return detectLatinLanguage(text, counts.latin);
}

function detectLatinLanguage(text: string, letters: number): readonly Language[] {
  if (letters < MIN_LATIN_LETTERS) return [];
  const accents = new Set(
    [...text.toLowerCase()].filter((c) => /\p{Script=Latin}/u.test(c) && !/[a-z]/.test(c)),
  );
  // Only languages whose alphabet has every accented letter of the text, and that write its spelling.
  const only = Object.keys(LATIN_LANGUAGES).filter(
    (code) =>
      [...accents].every((letter) => LETTERS_OF[code]!.includes(letter)) && !NEVER_WRITTEN[code]?.test(text),
  );
  if (only.length === 0) return [];
  if (only.length === 1) return LATIN_LANGUAGES[only[0]!]!;
  if (letters < LONG_TEXT_LETTERS) {
    const known = knownWordsLeader(text, only);
    if (known !== undefined) return LATIN_LANGUAGES[known]!;
  }
  const [best, runnerUp] = francAll(text, { only, minLength: 1 });
  if (best === undefined || best[0] === 'und') return [];
  const lead = 1 - (runnerUp?.[1] ?? 0);
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  const ownWord = (JOINING_WORDS[best[0]] ?? []).some(
    (w) => words.has(w) && !(runnerUp && JOINING_WORDS[runnerUp[0]]?.includes(w)),
  );
  const evidenced = ownWord || (accents.size > 0 && best[0] !== 'eng');
  const margin = letters >= LONG_TEXT_LETTERS ? MARGIN.long : evidenced ? MARGIN.evidenced : MARGIN.plain;
  return lead >= margin ? (LATIN_LANGUAGES[best[0]] ?? []) : [];
}

/**
 * The language whose packs know more of a short text's words than any other candidate's: a subject
 * is mostly a product's words (the common words of its pack: `commonWords`), and "Auriculares inalámbricos Nocta" or "Draadloze koptelefoon" are
 * told by their nouns and adjectives where three words give franc too few trigrams (it read the
 * first as English and "Zapatillas de running ligeras" as Dutch). A word every candidate knows
 * ("granola", "serum") tells nothing; a tie leaves the text to franc.
 */
function knownWordsLeader(text: string, candidates: readonly string[]): string | undefined {
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3),
  );
  let leader: string | undefined;
  let most = 0;
  let tied = false;
  for (const code of candidates) {
    const known = LATIN_LANGUAGES[code]!.flatMap((tag) => {
      const pack = LANGUAGE_PACKS[tag];
      return pack ? [commonWords(pack)] : [];
    });
    let count = 0;
    for (const word of words) if (known.some((list) => isCommonWord(word, list))) count++;
    if (count > most) {
      leader = code;
      most = count;
      tied = false;
    } else if (count === most && count > 0) tied = true;
  }
  return tied ? undefined : leader;
}

/** What decides the language of a request that may not name one. */
export interface LanguageChoice {
  /** The request's `language`: a documented language without a pack is refused before this. */
  requested?: Language | undefined;
  /** The language of the brand's voice, which speaks for every request that names none. */
  brandLanguage?: Language | undefined;
  /** The subject copy is written about. */
  subject: string;
  /** The workspace's `defaultLanguage`. */
  workspaceDefault?: Language | null | undefined;
}

/**
 * The language copy is written in: the request's, else the brand voice's, else the subject's when
 * it can be told, else the workspace's default, else English — each only when its pack is written
 * (the request's is refused before when it is not). When detection cannot tell between two
 * (Portuguese, Chinese), the workspace's default settles it if it is one of them.
 */
export function chooseLanguage(
  { requested, brandLanguage, subject, workspaceDefault }: LanguageChoice,
  written: (language: Language) => boolean = isWritten,
): Language {
  if (requested !== undefined) return requested;
  if (brandLanguage !== undefined && written(brandLanguage)) return brandLanguage;
  const fallback = workspaceDefault != null && written(workspaceDefault) ? workspaceDefault : 'en';
  const detected = detectLanguage(subject).filter(written);
  if (detected.includes(fallback)) return fallback;
  return detected[0] ?? fallback;
}

/**
 * Whether `text` reads as written in `language`: for a non-Latin script, most of its letters are
 * in that script (kana and Han for Japanese, with some kana; Han without kana for Chinese); for a
 * Latin-script language, few letters of other scripts and, when the text is long enough for franc
 * to tell, no other language clearly ahead. `undefined` when it cannot be told (too little text).
 * The name of the product, which may be in any script, is best removed from `text` first.
 */
export function isWrittenIn(text: string, language: Language): boolean | undefined {
  const counts = countScripts(text);
  const letters =
    counts.latin +
    counts.kana +
    counts.hangul +
    counts.han +
    counts.arabic +
    counts.devanagari +
    counts.other;
  if (letters === 0) return undefined;
  const share = (n: number) => n / letters;
  switch (language) {
    case 'ja':
      return counts.kana > 0 && share(counts.kana + counts.han) >= 0.5;
    case 'ko':
      return share(counts.hangul) >= 0.5;
    case 'zh-Hans':
    case 'zh-Hant':
      return counts.kana === 0 && share(counts.han) >= 0.5;
    case 'ar':
      return share(counts.arabic) >= 0.5;
    case 'hi':
      return share(counts.devanagari) >= 0.5;
    default: {
      if (share(counts.latin) < 0.5) return false;
      if (counts.latin < LONG_TEXT_LETTERS) return undefined;
      const detected = detectLatinLanguage(text, counts.latin);
      return detected.length === 0 || detected.includes(language);
    }
  }
}
