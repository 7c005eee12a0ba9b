/**
 * A workspace's brand kit as the renderers take it: what the image engines draw with (colours,
 * fonts, the logo and where it goes) and what the copy engines write with (the voice). The domain
 * resolves it (`resolveBrandKit`) from one stored version of the brand — the current one when a run
 * is accepted, the recorded one when it is drawn again — so an engine never reads the database,
 * storage or a media URL for it, and the same version always gives the same kit.
 *
 * Every part is optional but `version`, `name` and `voice`: a brand sets what it cares about, and
 * an engine keeps its own choice for the rest.
 */
import type { PresetId } from '../domain/presets/preset-catalogue.js';
import type { BrandFamily } from '../studio/text/brand-families.js';
import type { BrandVoice } from './copy-engine.js';

export type { BrandVoice };

/** `#rrggbb`, lower case: every colour of a kit is written this one way. */
export type HexColour = string;

export interface BrandColours {
  primary: HexColour;
  secondary?: HexColour;
  accent?: HexColour;
  background?: HexColour;
  text?: HexColour;
}

/** A family the studio ships (drawn through its own face and fallback chain). */
export interface BundledBrandFont {
  kind: 'bundled';
  family: BrandFamily;
}

/** A font the workspace uploaded. */
export interface UploadedBrandFont {
  kind: 'uploaded';
  fontId: string;
  /** As the font's name table says, e.g. "Playfair Display" and "Bold Italic". */
  family: string;
  style: string;
  /** Whether it has variation axes (a weight range rather than one weight). */
  variable: boolean;
  /** SHA-256 of the uploaded file: the same key is the same font, to cache a parsed face by. */
  key: string;
  /**
   * The font as an OpenType file (TrueType or CFF outlines), ready for HarfBuzz: a WOFF2 upload
   * arrives decompressed. Characters it lacks fall back along the studio's chains.
   */
  sfnt: Buffer;
}

export type BrandFont = BundledBrandFont | UploadedBrandFont;

/** One logo image, decoded. */
export interface LogoPixels {
  width: number;
  height: number;
  /** width × height × 4 bytes, RGBA, straight (not premultiplied) alpha, rows top to bottom. */
  rgba: Buffer;
  /** The same image as a PNG (alpha kept), for a renderer that composites encoded layers. */
  png: Buffer;
  /** True when every pixel is opaque (a JPEG logo, or a PNG without transparency). */
  opaque: boolean;
}

export const LOGO_CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type LogoCorner = (typeof LOGO_CORNERS)[number];

export const LOGO_SIZES = ['small', 'medium', 'large'] as const;
export type LogoSize = (typeof LOGO_SIZES)[number];

/**
 * The side of the square a logo is scaled to fit, as a fraction of the picture's shorter side: a
 * wordmark as wide as the square, a round mark as tall.
 */
export const LOGO_BOX_FRACTION: Record<LogoSize, number> = { small: 0.12, medium: 0.18, large: 0.24 };

export interface BrandLogo {
  /** The logo as set. */
  main: LogoPixels;
  /** The variant drawn on light backgrounds (usually a dark logo), when the brand gave one. */
  onLight?: LogoPixels;
  /** The variant drawn on dark backgrounds (usually a light or white logo), when the brand gave one. */
  onDark?: LogoPixels;
  corner: LogoCorner;
  size: LogoSize;
  /** The presets whose outputs carry the logo; `all` for every preset. */
  presets: readonly PresetId[] | 'all';
  /** Whether `/generations/image` outputs carry it too. */
  images: boolean;
}

export interface BrandKit {
  /** The stored version this kit was resolved from; recorded as `render.brandVersion`. */
  version: number;
  name: string;
  colors?: BrandColours;
  fonts: { heading?: BrandFont; body?: BrandFont };
  logo?: BrandLogo;
  voice: BrandVoice;
}
