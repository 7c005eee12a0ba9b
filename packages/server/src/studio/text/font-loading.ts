/**
 * Loading the studio's fonts into HarfBuzz, once per process: the faces' own fonts from their npm
 * packages, the Noto families' WOFF2 subsets (which subset holds a character is read from the
 * package's `unicode.json` without loading it), and brands' uploaded fonts as they are registered.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import type {
  BrandFace,
  BrandFontFile,
  ChainLink,
  FontsourceFamily,
  StaticFont,
  StudioFace,
} from './font-chains.js';

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

/** A subset of a Fontsource family: one file of it. */
export interface Subset {
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
export const subsetFor = (f: FontsourceFamily, codePoint: number) => subsetIndexOf(f).get(codePoint);

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

export function staticFont(file: StaticFont | BrandFontFile, weight: number): LoadedFont {
  if (file.kind === 'brand') {
    const face = faces.get(brandModule(file.key));
    if (!face) throw new Error(`The brand font ${file.key} is not registered.`);
    return fontOf(brandModule(file.key), face, weight, false);
  }
  const face =
    faces.get(file.module) ?? faceFromBytes(file.module, readFileSync(require.resolve(file.module)));
  return fontOf(file.module, face, weight, false);
}

const brandModule = (key: string) => `brand:${key}`;

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

export function loadSubset(subset: Subset): Promise<void> {
  return inTurn(async () => {
    if (faces.has(subset.file)) return;
    faceFromBytes(subset.file, await woff2ToOpenType(readFileSync(require.resolve(subset.file))));
  });
}

/** A WOFF2 file (an uploaded brand font, say) as the OpenType file HarfBuzz reads. */
export const decompressWoff2 = (bytes: Uint8Array): Promise<Uint8Array> =>
  inTurn(() => woff2ToOpenType(bytes));

/** A subset that lists the code point but has not been loaded: the search cannot go on past it. */
export const UNPREPARED = Symbol('unprepared');

/** The font of a chain link that draws this code point; UNPREPARED when that is not known yet. */
export function linkFont(link: ChainLink, codePoint: number): LoadedFont | undefined | typeof UNPREPARED {
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

/** Whether a subset is loaded already. */
export const subsetLoaded = (subset: Subset) => faces.has(subset.file);

/** Bytes of font data loaded in this process so far (decoded TTF). */
export const loadedFontBytes = () => loadedBytes;
