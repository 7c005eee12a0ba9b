/**
 * The typefaces the studio sets text in, and the fonts that stand in for them where they lack a
 * script: every font ships as an npm package (no system font is assumed), and is loaded lazily, per
 * script, once per process.
 *
 * Each face (sans, its medium and bold weights, handwriting, the display serif) keeps its own look
 * where it covers the text — Inter, Caveat, DM Serif Display — and falls back, character by
 * character, along a chain of open-licence Noto families: Latin, Greek and Cyrillic; Chinese,
 * Japanese and Korean (the chain put in the order the text's language wants, since the same Han
 * character is drawn differently in each); Arabic, Hebrew, Devanagari and Thai. Emoji are drawn
 * from Twemoji's artwork instead (see emoji.ts).
 *
 * The Noto families come from Fontsource as variable WOFF2 files cut into Unicode subsets (the CJK
 * ones into about a hundred each); which subset holds a character is read from the package's
 * `unicode.json` without loading it. `prepareFonts` loads, before a text is laid out, the subsets
 * its characters need; layout itself is synchronous.
 */
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from '../../domain/copy/chinese-forms.js';
import {
  type BrandFontFile,
  chainOf,
  type FaceName,
  type HanLanguage,
  type StaticFont,
} from './font-chains.js';
import {
  type LoadedFont,
  linkFont,
  loadSubset,
  staticFont,
  subsetFor,
  subsetLoaded,
  UNPREPARED,
} from './font-loading.js';

export {
  type BrandFace,
  baseFaceOf,
  type FaceName,
  type HanLanguage,
  isBrandFace,
  type StudioFace,
} from './font-chains.js';
export {
  brandFontCovers,
  decompressWoff2,
  type Ink,
  type LoadedFont,
  loadedFontBytes,
  registerBrandFont,
} from './font-loading.js';

/** A face's fallback chain for one text: which font draws a character. */
export interface FontChain {
  /** The face's own font (Inter, Caveat, DM Serif Display): its metrics set the lines. */
  primary: LoadedFont;
  /** The first font of the chain that draws every code point of `cluster`, if any is loaded. */
  fontFor(cluster: string): LoadedFont | undefined;
}

const chains = new Map<string, FontChain>();

export function fontChain(face: FaceName, han: HanLanguage): FontChain {
  const key = `${face}:${han}`;
  let chain = chains.get(key);
  if (!chain) {
    const links = chainOf(face, han);
    const primary = staticFont(links[0]!.file as StaticFont | BrandFontFile, links[0]!.weight);
    // Found fonts only (final, see below): a cluster not found now may be once its subsets are loaded.
    const found = new Map<string, LoadedFont>();
    chain = {
      primary,
      fontFor(cluster) {
        const known = found.get(cluster);
        if (known) return known;
        const codePoints = [...cluster].map((c) => c.codePointAt(0)!).filter((cp) => !isIgnorable(cp));
        if (codePoints.length === 0) return primary;
        // A font earlier in the chain that might draw the cluster but is not loaded stops the
        // search: the answer never depends on what else this process happened to load.
        for (const link of links) {
          const font = linkFont(link, codePoints[0]!);
          if (font === UNPREPARED) return undefined;
          if (font && codePoints.every((cp) => font.covers(cp))) {
            found.set(cluster, font);
            return font;
          }
        }
        return undefined;
      },
    };
    chains.set(key, chain);
  }
  return chain;
}

/**
 * Loads what every face needs to draw `texts`: the subsets of the fallback fonts that hold their
 * characters, for the language of their Han characters. Fonts stay loaded for the process.
 */
export async function prepareFonts(texts: readonly string[], han: HanLanguage): Promise<void> {
  const codePoints = new Set<number>();
  for (const text of texts) for (const c of text) codePoints.add(c.codePointAt(0)!);
  for (const face of ['sans', 'sansMedium', 'sansBold', 'hand', 'serif'] as const) {
    const links = chainOf(face, han);
    for (const cp of codePoints) {
      if (cp < 0x80 || isIgnorable(cp)) continue;
      // Down the chain until a font really draws it: a subset's list may name characters its font
      // lacks (the Chinese ones name some Thai and Arabic), and each one passed must be loaded for
      // the choice to be the same in every process.
      for (const link of links) {
        if (link.file.kind === 'fontsource') {
          const subset = subsetFor(link.file, cp);
          if (!subset) continue;
          if (!subsetLoaded(subset)) await loadSubset(subset);
        }
        const font = linkFont(link, cp);
        if (font && font !== UNPREPARED) break;
      }
    }
  }
}

/**
 * The language whose way of drawing Han characters fits these texts: Japanese when they have kana,
 * Korean when they have hangul, else Chinese — traditional when more of its characters are written
 * the traditional way than the simplified one, simplified otherwise.
 */
export function hanLanguageOf(texts: readonly string[]): HanLanguage {
  const all = texts.join('');
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(all)) return 'ja';
  if (/\p{Script=Hangul}/u.test(all)) return 'ko';
  let lean = 0;
  for (const c of all) {
    if (SIMPLIFIED_ONLY.has(c)) lean--;
    else if (TRADITIONAL_ONLY.has(c)) lean++;
  }
  return lean > 0 ? 'zh-Hant' : 'zh-Hans';
}

/** Joiners, variation selectors, bidi marks and the like: part of the text, drawn by no glyph. */
function isIgnorable(codePoint: number): boolean {
  return IGNORABLE.test(String.fromCodePoint(codePoint));
}

const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
