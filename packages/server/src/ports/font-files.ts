/**
 * Font files, behind a port: reading what an uploaded file is (by parsing it, never by its name or
 * declared type) and turning it into the OpenType file a shaper takes.
 */

export const FONT_FORMATS = ['ttf', 'otf', 'woff2'] as const;
export type FontFormat = (typeof FONT_FORMATS)[number];

/** What a font's own tables say about it. */
export interface FontFacts {
  format: FontFormat;
  /** The typographic family (name ID 16, else 1), e.g. "Playfair Display". */
  family: string;
  /** The style within it (name ID 17, else 2), e.g. "Bold Italic". */
  style: string;
  fullName: string;
  postscriptName: string | null;
  /** Whether it has variation axes. */
  variable: boolean;
  /** The licence fields of the name table, as the font's maker wrote them (trimmed). */
  licence: { notice: string | null; url: string | null; copyright: string | null };
}

export interface FontFiles {
  /**
   * Parses the file as the renderers will read it (a WOFF2 decompressed first); rejects with
   * `InvalidFontError` when it is not a font that can draw text.
   */
  inspect(bytes: Buffer): Promise<FontFacts>;
  /** The font as an OpenType file: a WOFF2 decompressed, a TTF or OTF as it is. */
  toSfnt(bytes: Buffer, format: FontFormat): Promise<Buffer>;
}

/** The bytes are not a usable font; `message` says why, for a person. */
export class InvalidFontError extends Error {
  override name = 'InvalidFontError';
}
