import type { Font, FontCollection } from 'fontkit';
import { type FontFacts, type FontFiles, type FontFormat, InvalidFontError } from '../../ports/font-files.js';
import { decompressWoff2 } from '../../studio/text/font-library.js';

/**
 * Fonts read with fontkit, the font engine behind pdfkit, loaded on the first upload (a third of a
 * second), not when the service starts. A WOFF2 file is first turned into OpenType by the studio's
 * own decoder (wawoff2, Google's reference one, in WebAssembly): ten times faster than fontkit's
 * JavaScript Brotli, and what HarfBuzz will read anyway, so that is what is checked.
 */
export function createFontkitFonts(): FontFiles {
  const toSfnt = async (bytes: Buffer, format: FontFormat): Promise<Buffer> => {
    if (format !== 'woff2') return bytes;
    checkInflatedSize(bytes);
    try {
      return Buffer.from(await decompressWoff2(bytes));
    } catch (err) {
      throw new InvalidFontError(`The WOFF2 file cannot be decompressed (${(err as Error).message}).`);
    }
  };
  return {
    toSfnt,
    async inspect(bytes) {
      const format = formatOf(bytes);
      const sfnt = await toSfnt(bytes, format);
      const fontkit = await import('fontkit');
      let parsed: Font | FontCollection;
      try {
        parsed = fontkit.create(sfnt);
      } catch {
        throw new InvalidFontError(
          `The file starts like a${format === 'otf' ? 'n' : ''} ${format.toUpperCase()} font but cannot be read as one.`,
        );
      }
      if (!('familyName' in parsed)) {
        throw new InvalidFontError(
          'The file is a font collection; upload one font of it as a TTF, OTF or WOFF2 file.',
        );
      }
      try {
        return factsOf(parsed, format);
      } catch (err) {
        if (err instanceof InvalidFontError) throw err;
        throw new InvalidFontError(
          `The font's tables cannot be read (${(err as Error).message}); it may be damaged.`,
        );
      }
    },
  };
}

/** What the first four bytes say the file is: checked, never taken from its name or declared type. */
function formatOf(bytes: Buffer): FontFormat {
  const tag = bytes.subarray(0, 4).toString('latin1');
  if (tag === '\0\x01\0\0' || tag === 'true') return 'ttf';
  if (tag === 'OTTO') return 'otf';
  if (tag === 'wOF2') return 'woff2';
  if (tag === 'wOFF') {
    throw new InvalidFontError('WOFF (version 1) files are not taken; upload the font as WOFF2, TTF or OTF.');
  }
  if (tag === 'ttcf') {
    throw new InvalidFontError(
      'The file is a font collection; upload one font of it as a TTF, OTF or WOFF2 file.',
    );
  }
  throw new InvalidFontError(
    'The file is not a font: upload an OpenType (.otf), TrueType (.ttf) or WOFF2 (.woff2) file.',
  );
}

/**
 * A WOFF2 file says how large it is once decompressed (its header's totalSfntSize), and the decoder
 * makes room for that before it reads a byte: a 5 MiB file claiming gigabytes is refused here.
 */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

function checkInflatedSize(bytes: Buffer): void {
  if (bytes.length < 48)
    throw new InvalidFontError('The WOFF2 file is cut short: it has no complete header.');
  const total = bytes.readUInt32BE(16);
  if (total > MAX_INFLATED_BYTES) {
    throw new InvalidFontError(
      `The WOFF2 file would decompress to ${Math.round(total / 1024 / 1024)} MiB; fonts are limited to ${MAX_INFLATED_BYTES / 1024 / 1024} MiB of tables.`,
    );
  }
}

/** The facts a font's tables give, reading every table text is drawn with: a damaged one throws. */
function factsOf(font: Font, format: FontFormat): FontFacts {
  const upem = font.unitsPerEm;
  if (!Number.isInteger(upem) || upem < 16 || upem > 16_384) {
    throw new InvalidFontError('The font has no valid units-per-em in its head table.');
  }
  if (font.numGlyphs < 2) throw new InvalidFontError('The font has no glyphs.');
  // The characters it maps, and the outline of a few letters: a font that cannot draw a letter is
  // of no use for headings or body text.
  const letters = font.characterSet.filter((cp) => /\p{L}/u.test(String.fromCodePoint(cp)));
  if (letters.length === 0) throw new InvalidFontError('The font maps no letter to a glyph.');
  let drawn = 0;
  for (const cp of letters.slice(0, 8)) {
    const glyph = font.glyphForCodePoint(cp);
    const commands = glyph.path.commands.length;
    if (!Number.isFinite(glyph.advanceWidth)) throw new InvalidFontError('A glyph of the font has no width.');
    if (commands > 0) drawn++;
  }
  if (drawn === 0) throw new InvalidFontError('The letters of the font have no outlines.');
  const name = (key: string) => clean(font.getName(key, 'en'));
  const family = name('preferredFamily') ?? clean(font.familyName);
  if (!family) throw new InvalidFontError('The font has no family name.');
  const style = name('preferredSubfamily') ?? clean(font.subfamilyName) ?? 'Regular';
  return {
    format,
    family,
    style,
    fullName: clean(font.fullName) ?? `${family} ${style}`,
    postscriptName: clean(font.postscriptName),
    variable: Object.keys(font.variationAxes ?? {}).length > 0,
    licence: {
      notice: clean(name('license'), 2000),
      url: clean(name('licenseURL'), 500),
      copyright: clean(font.copyright, 500),
    },
  };
}

/** A name-table string: control characters out, whitespace tidied, cut to `max`; null when empty. */
function clean(text: string | null | undefined, max = 200): string | null {
  if (typeof text !== 'string') return null;
  const tidy = text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (tidy === '') return null;
  return tidy.length > max ? `${tidy.slice(0, max - 1)}…` : tidy;
}
