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

export type FaceName = 'sans' | 'sansMedium' | 'sansBold' | 'hand' | 'serif';

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

type FontFile = StaticFont | FontsourceFamily;

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
let decodeWoff2: ((bytes: Buffer) => Promise<Uint8Array>) | undefined;

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

function staticFont(file: StaticFont, weight: number): LoadedFont {
  const face =
    faces.get(file.module) ?? faceFromBytes(file.module, readFileSync(require.resolve(file.module)));
  return fontOf(file.module, face, weight, false);
}

/**
 * wawoff2 answers a view of its WebAssembly memory, which its next call overwrites: decoding takes
 * turns, and each result is copied before the next one starts.
 */
let decoding: Promise<unknown> = Promise.resolve();

function loadSubset(subset: Subset): Promise<void> {
  const loaded = decoding.then(async () => {
    if (faces.has(subset.file)) return;
    decodeWoff2 ??= (require('wawoff2') as { decompress: (bytes: Buffer) => Promise<Uint8Array> }).decompress;
    const ttf = await decodeWoff2(readFileSync(require.resolve(subset.file)));
    faceFromBytes(subset.file, ttf.slice());
  });
  decoding = loaded.catch(() => undefined);
  return loaded;
}

/** A subset that lists the code point but has not been loaded: the search cannot go on past it. */
const UNPREPARED = Symbol('unprepared');

/** The font of a chain link that draws this code point; UNPREPARED when that is not known yet. */
function linkFont(link: ChainLink, codePoint: number): LoadedFont | undefined | typeof UNPREPARED {
  if (link.file.kind === 'static') {
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
    const primary = staticFont(links[0]!.file as StaticFont, links[0]!.weight);
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
 * Common characters that simplified and traditional Chinese write differently, in pairs: each font
 * draws both, so the text itself says which it is.
 */
const SIMPLIFIED =
  '这们说国会时对发来经过还学与体关开无见长点现实门问间题车书东从应机当义产动万个气电样为后么没维护肤颜乐号华爱头发亲买卖让话语读写认识钱银铁钟镜级约纪红纯组细终绿线练织结给统丝网罗鲜鱼鸟龙凤马驾验骑齐齿药叶节范苏艺荣营虽虾补装视觉览计订讯设访评词试诚请谢谁调谈质贵费资赠赞轻转软输边达运进远连适选递逻邮钻钢铃销锅错键镇闪闭闻阅阳阴际陆队阶随隐难雾顶项顺须预领频颗风飞饭饮馆饼';
const TRADITIONAL =
  '這們說國會時對發來經過還學與體關開無見長點現實門問間題車書東從應機當義產動萬個氣電樣為後麼沒維護膚顏樂號華愛頭髮親買賣讓話語讀寫認識錢銀鐵鐘鏡級約紀紅純組細終綠線練織結給統絲網羅鮮魚鳥龍鳳馬駕驗騎齊齒藥葉節範蘇藝榮營雖蝦補裝視覺覽計訂訊設訪評詞試誠請謝誰調談質貴費資贈讚輕轉軟輸邊達運進遠連適選遞邏郵鑽鋼鈴銷鍋錯鍵鎮閃閉聞閱陽陰際陸隊階隨隱難霧頂項順須預領頻顆風飛飯飲館餅';

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
    if (SIMPLIFIED.includes(c) && !TRADITIONAL.includes(c)) lean--;
    else if (TRADITIONAL.includes(c) && !SIMPLIFIED.includes(c)) lean++;
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
