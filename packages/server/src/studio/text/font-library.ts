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
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from '../../domain/copy/chinese-forms.js';

/** The studio's own faces. */
export type StudioFace = 'sans' | 'sansMedium' | 'sansBold' | 'hand' | 'serif';

/**
 * A brand's uploaded font standing in for one of the studio's faces: `brand:<sha-256>/<face>`. Its
 * own font comes first; the studio face's chain stands behind it for what it lacks.
 */
export type BrandFace = `brand:${string}/${StudioFace}`;

export type FaceName = StudioFace | BrandFace;

/** Which of the Han-script fonts comes first: the one the text's language draws its characters with. */
export type HanLanguage = 'ja' | 'ko' | 'zh-Hans' | 'zh-Hant';

const require = createRequire(import.meta.url);

/** A font whose glyphs a run can be shaped and drawn with. */
export interface LoadedFont {
  /** Unique per file and weight, e.g. `noto-sans-jp/45@800`. */
  key: string;
  font: hb.Font;
  /** Font units per em. */
  upem: number;
  /** Above and below the baseline, in em (descent positive). */
  ascent: number;
  descent: number;
  /** Whether the font maps this code point to a glyph. */
  covers(codePoint: number): boolean;
  /** The glyph's outline as SVG path data, in font units with y up. Cached. */
  pathOf(glyph: number): string;
  /** The box of the glyph's ink, in font units with y up (empty for a space). Cached. */
  inkOf(glyph: number): Ink;
}

export interface Ink {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

// --- font files -------------------------------------------------------------------------------

interface StaticFont {
  kind: 'static';
  module: string;
}

interface FontsourceFamily {
  kind: 'fontsource';
  /** The package name under @fontsource-variable. */
  name: string;
  /** Only these subsets: the others repeat what fonts earlier in the chain cover. */
  subsets?: readonly string[];
}

/** A brand's uploaded font, registered (registerBrandFont) before the texts that use it are laid out. */
interface BrandFontFile {
  kind: 'brand';
  key: string;
}

type FontFile = StaticFont | FontsourceFamily | BrandFontFile;

const expoFont = (module: string): StaticFont => ({ kind: 'static', module: `@expo-google-fonts/${module}` });
const INTER_400 = expoFont('inter/400Regular/Inter_400Regular.ttf');
const INTER_600 = expoFont('inter/600SemiBold/Inter_600SemiBold.ttf');
const INTER_800 = expoFont('inter/800ExtraBold/Inter_800ExtraBold.ttf');
const CAVEAT_700 = expoFont('caveat/700Bold/Caveat_700Bold.ttf');
const DM_SERIF_400 = expoFont('dm-serif-display/400Regular/DMSerifDisplay_400Regular.ttf');

const family = (name: string, subsets?: readonly string[]): FontsourceFamily => ({
  kind: 'fontsource',
  name,
  ...(subsets ? { subsets } : {}),
});

const HAN_SANS: Record<HanLanguage, FontsourceFamily> = {
  ja: family('noto-sans-jp'),
  ko: family('noto-sans-kr'),
  'zh-Hans': family('noto-sans-sc'),
  'zh-Hant': family('noto-sans-tc'),
};
const HAN_SERIF: Record<HanLanguage, FontsourceFamily> = {
  ja: family('noto-serif-jp'),
  ko: family('noto-serif-kr'),
  'zh-Hans': family('noto-serif-sc'),
  'zh-Hant': family('noto-serif-tc'),
};
const HAN_ORDER: Record<HanLanguage, readonly HanLanguage[]> = {
  ja: ['ja', 'zh-Hans', 'zh-Hant', 'ko'],
  ko: ['ko', 'ja', 'zh-Hant', 'zh-Hans'],
  'zh-Hans': ['zh-Hans', 'zh-Hant', 'ja', 'ko'],
  'zh-Hant': ['zh-Hant', 'zh-Hans', 'ja', 'ko'],
};

const SANS_SCRIPTS = [
  family('noto-sans-arabic', ['arabic']),
  family('noto-sans-hebrew', ['hebrew']),
  family('noto-sans-thai', ['thai']),
];
const SERIF_SCRIPTS = [
  family('noto-naskh-arabic', ['arabic']),
  family('noto-serif-hebrew', ['hebrew']),
  family('noto-serif-devanagari', ['devanagari']),
  family('noto-serif-thai', ['thai']),
];

interface ChainLink {
  file: FontFile;
  /** The weight a variable font is set to, to sit beside the face's own font. */
  weight: number;
}

const sansChain = (first: StaticFont, weight: number, han: HanLanguage): ChainLink[] => [
  { file: first, weight },
  { file: family('noto-sans'), weight },
  ...HAN_ORDER[han].map((l) => ({ file: HAN_SANS[l], weight })),
  ...SANS_SCRIPTS.map((file) => ({ file, weight })),
];

/** The fonts of each face, in the order a character is looked for in them. */
function chainOf(face: FaceName, han: HanLanguage): ChainLink[] {
  if (isBrandFace(face)) {
    const { key, base } = brandFaceParts(face);
    return [{ file: { kind: 'brand', key }, weight: 0 }, ...chainOf(base, han)];
  }
  switch (face) {
    case 'sans':
      return sansChain(INTER_400, 400, han);
    case 'sansMedium':
      return sansChain(INTER_600, 600, han);
    case 'sansBold':
      return sansChain(INTER_800, 800, han);
    case 'hand':
      // Handwriting has no stand-in in most scripts: a bold sans reads as the same voice.
      return [{ file: CAVEAT_700, weight: 700 }, ...sansChain(INTER_800, 700, han).slice(1)];
    case 'serif':
      // A display serif is heavy: its stand-ins are set a little bolder than their regular.
      return [
        { file: DM_SERIF_400, weight: 400 },
        { file: family('noto-serif'), weight: 600 },
        ...HAN_ORDER[han].map((l) => ({ file: HAN_SERIF[l], weight: 600 })),
        ...SERIF_SCRIPTS.map((file) => ({ file, weight: 600 })),
        // Anything else (symbols, say) in the sans chain's fonts.
        ...sansChain(INTER_400, 600, han).slice(1),
      ];
  }
}

// --- loading ----------------------------------------------------------------------------------

/** A subset of a Fontsource family: one file of it. */
interface Subset {
  file: string;
}

/** Per family: each code point its subsets list, mapped to the first subset that lists it. */
const subsetIndexes = new Map<string, Map<number, Subset>>();

function subsetIndexOf(f: FontsourceFamily): Map<number, Subset> {
  const key = `${f.name}:${f.subsets?.join(',') ?? '*'}`;
  let index = subsetIndexes.get(key);
  if (!index) {
    index = new Map();
    const unicode = JSON.parse(
      readFileSync(require.resolve(`@fontsource-variable/${f.name}/unicode.json`), 'utf8'),
    ) as Record<string, string>;
    for (const [listed, ranges] of Object.entries(unicode)) {
      const name = listed.replace(/[[\]]/g, '');
      if (f.subsets && !f.subsets.includes(name)) continue;
      const subset = { file: `@fontsource-variable/${f.name}/files/${f.name}-${name}-wght-normal.woff2` };
      for (const range of ranges.split(',')) {
        const [from, to] = range.trim().replace(/^U\+/i, '').split('-');
        const low = Number.parseInt(from!, 16);
        const high = to ? Number.parseInt(to, 16) : low;
        for (let cp = low; cp <= high; cp++) if (!index.has(cp)) index.set(cp, subset);
      }
    }
    subsetIndexes.set(key, index);
  }
  return index;
}

/** The subset of the family that lists the code point (which its font may still lack). */
const subsetFor = (f: FontsourceFamily, codePoint: number) => subsetIndexOf(f).get(codePoint);

/** Fonts decoded from their files, by module path, shared by every weight set on them. */
const faces = new Map<string, hb.Face>();
const fonts = new Map<string, LoadedFont>();
let loadedBytes = 0;
let decodeWoff2: ((bytes: Uint8Array) => Promise<Uint8Array>) | undefined;

function faceFromBytes(module: string, bytes: Uint8Array): hb.Face {
  const face = new hb.Face(new hb.Blob(bytes));
  faces.set(module, face);
  loadedBytes += bytes.byteLength;
  return face;
}

function fontOf(module: string, face: hb.Face, weight: number, variable: boolean): LoadedFont {
  const key = `${module}@${weight}`;
  let loaded = fonts.get(key);
  if (loaded) return loaded;
  const font = new hb.Font(face);
  if (variable) font.setVariations([new hb.Variation('wght', weight)]);
  const upem = face.upem;
  const extents = font.hExtents();
  const paths = new Map<number, string>();
  const inks = new Map<number, Ink>();
  loaded = {
    key,
    font,
    upem,
    ascent: extents.ascender / upem,
    descent: -extents.descender / upem,
    covers: (codePoint) => (font.glyph(codePoint) ?? 0) !== 0,
    pathOf(glyph) {
      let path = paths.get(glyph);
      if (path === undefined) {
        // A tenth of a font unit is far below a pixel: shorter numbers, the same outline.
        path = font
          .glyphToPath(glyph)
          .replace(/-?\d+\.\d+/g, (v) => (Math.round(Number(v) * 10) / 10).toString());
        paths.set(glyph, path);
      }
      return path;
    },
    inkOf(glyph) {
      let ink = inks.get(glyph);
      if (ink === undefined) {
        const e = font.glyphExtents(glyph);
        // HarfBuzz measures down from the top: a glyph's height is negative.
        ink = e
          ? { left: e.xBearing, top: e.yBearing, right: e.xBearing + e.width, bottom: e.yBearing + e.height }
          : { left: 0, top: 0, right: 0, bottom: 0 };
        inks.set(glyph, ink);
      }
      return ink;
    },
  };
  fonts.set(key, loaded);
  return loaded;
}

function staticFont(file: StaticFont | BrandFontFile, weight: number): LoadedFont {
  if (file.kind === 'brand') {
    const face = faces.get(brandModule(file.key));
    if (!face) throw new Error(`The brand font ${file.key} is not registered.`);
    return fontOf(brandModule(file.key), face, weight, false);
  }
  const face =
    faces.get(file.module) ?? faceFromBytes(file.module, readFileSync(require.resolve(file.module)));
  return fontOf(file.module, face, weight, false);
}

// --- brand fonts ----------------------------------------------------------------------------------

const brandModule = (key: string) => `brand:${key}`;

export function isBrandFace(face: FaceName): face is BrandFace {
  return face.startsWith('brand:');
}

function brandFaceParts(face: BrandFace): { key: string; base: StudioFace } {
  const slash = face.lastIndexOf('/');
  return { key: face.slice('brand:'.length, slash), base: face.slice(slash + 1) as StudioFace };
}

/** The studio face a face stands in for: itself, or the one behind a brand font. */
export function baseFaceOf(face: FaceName): StudioFace {
  return isBrandFace(face) ? brandFaceParts(face).base : face;
}

/**
 * Makes a brand's uploaded font (OpenType bytes, `key` its SHA-256) drawable, once per process:
 * answers the face that sets text in it in place of `base`.
 */
export function registerBrandFont(key: string, sfnt: Uint8Array, base: StudioFace): BrandFace {
  if (!faces.has(brandModule(key))) faceFromBytes(brandModule(key), new Uint8Array(sfnt));
  return `brand:${key}/${base}`;
}

/**
 * Whether the brand font draws every letter and digit of `text` itself: a text in a script it
 * lacks is set in the studio's face instead, whole, rather than in two fonts side by side.
 */
export function brandFontCovers(key: string, text: string): boolean {
  const font = staticFont({ kind: 'brand', key }, 0);
  for (const c of text) {
    if (!LETTER_OR_DIGIT.test(c)) continue;
    if (!font.covers(c.codePointAt(0)!)) return false;
  }
  return true;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/**
 * wawoff2 answers a view of its WebAssembly memory, which its next call overwrites: decoding takes
 * turns, and each result is copied before the next one starts.
 */
let decoding: Promise<unknown> = Promise.resolve();

/** Decodes a WOFF2 file to OpenType in turn: the library's own subsets, and uploaded brand fonts. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const done = decoding.then(work);
  decoding = done.catch(() => undefined);
  return done;
}

const woff2ToOpenType = async (bytes: Uint8Array): Promise<Uint8Array> => {
  decodeWoff2 ??= (require('wawoff2') as { decompress: (bytes: Uint8Array) => Promise<Uint8Array> })
    .decompress;
  return (await decodeWoff2(bytes)).slice();
};

function loadSubset(subset: Subset): Promise<void> {
  return inTurn(async () => {
    if (faces.has(subset.file)) return;
    faceFromBytes(subset.file, await woff2ToOpenType(readFileSync(require.resolve(subset.file))));
  });
}

/** A WOFF2 file (an uploaded brand font, say) as the OpenType file HarfBuzz reads. */
export const decompressWoff2 = (bytes: Uint8Array): Promise<Uint8Array> =>
  inTurn(() => woff2ToOpenType(bytes));

/** A subset that lists the code point but has not been loaded: the search cannot go on past it. */
const UNPREPARED = Symbol('unprepared');

/** The font of a chain link that draws this code point; UNPREPARED when that is not known yet. */
function linkFont(link: ChainLink, codePoint: number): LoadedFont | undefined | typeof UNPREPARED {
  if (link.file.kind === 'static' || link.file.kind === 'brand') {
    const font = staticFont(link.file, link.weight);
    return font.covers(codePoint) ? font : undefined;
  }
  const subset = subsetFor(link.file, codePoint);
  if (!subset) return undefined;
  const face = faces.get(subset.file);
  if (!face) return UNPREPARED;
  const font = fontOf(subset.file, face, link.weight, true);
  return font.covers(codePoint) ? font : undefined;
}

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
          if (!faces.has(subset.file)) await loadSubset(subset);
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

/** Bytes of font data loaded in this process so far (decoded TTF). */
export const loadedFontBytes = () => loadedBytes;

/** Joiners, variation selectors, bidi marks and the like: part of the text, drawn by no glyph. */
function isIgnorable(codePoint: number): boolean {
  return IGNORABLE.test(String.fromCodePoint(codePoint));
}

const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
