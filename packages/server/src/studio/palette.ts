/**
 * A scene's colours. With a product photo they come from the product itself: its dominant
 * non-neutral colour, a second colour of it (or the first one's complement, for contrast). Without
 * one they come from what the subject is — matcha is green, espresso brown, a candle honey —
 * recognised from its words (domain/products), with a quiet neutral when nothing is recognised.
 * Never from the letters of the subject. No colour of a palette is a chroma-key green: a saturated
 * green of middle lightness reads as a video keying screen, not as a brand.
 */
import type { ProductCategory } from '../domain/products/product-category.js';
import type { BrandColours } from '../ports/brand-kit.js';
import { hsl, parseHex, type Rgb, toHsl } from './colour.js';

export interface Palette {
  hue: number;
  /** The bold brand colour. */
  brand: Rgb;
  /** A pale tint for large calm surfaces. */
  soft: Rgb;
  /** A deep shade for dark surfaces and ink accents. */
  deep: Rgb;
  /** A contrasting accent (stickers, buttons): a second colour of the product, or a complement. */
  accent: Rgb;
  /** True when the palette is a neutral one (a grey product, an unrecognised subject). */
  neutral: boolean;
  /**
   * True for a brand kit's palette: stickers, plates and props take its colours where the scenes
   * would otherwise pick colours of their own.
   */
  fromBrand?: boolean;
}

/** Hue, saturation and the lightness of the brand colour, per category. */
const CATEGORY_COLOURS: Readonly<
  Record<ProductCategory, { hue: number; saturation: number; lightness: number }>
> = {
  skincare: { hue: 22, saturation: 0.42, lightness: 0.62 },
  haircare: { hue: 285, saturation: 0.28, lightness: 0.56 },
  makeup: { hue: 345, saturation: 0.5, lightness: 0.55 },
  fragrance: { hue: 320, saturation: 0.24, lightness: 0.46 },
  coffee: { hue: 24, saturation: 0.42, lightness: 0.32 },
  tea: { hue: 92, saturation: 0.38, lightness: 0.42 },
  food: { hue: 38, saturation: 0.6, lightness: 0.5 },
  snacks: { hue: 24, saturation: 0.72, lightness: 0.52 },
  drinks: { hue: 188, saturation: 0.5, lightness: 0.42 },
  spirits: { hue: 30, saturation: 0.58, lightness: 0.38 },
  footwear: { hue: 214, saturation: 0.32, lightness: 0.44 },
  apparel: { hue: 222, saturation: 0.3, lightness: 0.4 },
  accessories: { hue: 28, saturation: 0.36, lightness: 0.46 },
  jewellery: { hue: 43, saturation: 0.55, lightness: 0.5 },
  tech: { hue: 212, saturation: 0.5, lightness: 0.46 },
  audio: { hue: 252, saturation: 0.22, lightness: 0.36 },
  home: { hue: 105, saturation: 0.16, lightness: 0.52 },
  candles: { hue: 36, saturation: 0.52, lightness: 0.56 },
  kitchen: { hue: 14, saturation: 0.5, lightness: 0.48 },
  fitness: { hue: 168, saturation: 0.45, lightness: 0.38 },
  pets: { hue: 30, saturation: 0.58, lightness: 0.52 },
  baby: { hue: 200, saturation: 0.42, lightness: 0.66 },
  books: { hue: 350, saturation: 0.42, lightness: 0.36 },
  services: { hue: 232, saturation: 0.42, lightness: 0.46 },
  general: { hue: 32, saturation: 0.06, lightness: 0.46 },
};

export function paletteFromCategory(category: ProductCategory): Palette {
  const { hue, saturation, lightness } = CATEGORY_COLOURS[category];
  return build(hue, saturation, lightness, undefined, category === 'general');
}

/**
 * The palette of a product from its own colours (`colours[0]` its dominant non-neutral colour,
 * `colours[1]` a second one when it has one). A near-grey product (black, white, steel) gets a
 * quiet warm neutral rather than an invented colour.
 */
export function paletteFromProduct(colours: readonly Rgb[]): Palette {
  const first = colours[0];
  if (!first) return paletteFromCategory('general');
  const { h, s, l } = toHsl(first);
  if (s < 0.12) return paletteFromCategory('general');
  const second = colours[1] ? toHsl(colours[1]) : undefined;
  const secondHue = second && second.s >= 0.2 && hueDistance(second.h, h) >= 40 ? second.h : undefined;
  return build(h, Math.min(0.72, Math.max(0.38, s)), Math.min(0.6, Math.max(0.34, l)), secondHue, false);
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

function build(
  hue: number,
  saturation: number,
  lightness: number,
  accentHue: number | undefined,
  neutral: boolean,
): Palette {
  const complement = accentHue ?? hue + 180;
  return {
    hue,
    brand: notKeyGreen(hsl(hue, saturation, lightness)),
    soft: notKeyGreen(hsl(hue, saturation * 0.5, 0.9)),
    deep: notKeyGreen(hsl(hue, saturation * 0.7, 0.18)),
    accent: notKeyGreen(hsl(complement, neutral ? 0.35 : 0.6, 0.6)),
    neutral,
  };
}

/**
 * Whether a colour is what a keying screen is made of: a saturated green (hue 85–160°) of middle
 * lightness.
 */
export function isChromaGreen(colour: Rgb): boolean {
  const { h, s, l } = toHsl(colour);
  return h >= 85 && h <= 160 && s > 0.55 && l > 0.3 && l < 0.75;
}

/** A chroma-key green turned into a botanical one: less saturated, a little deeper. */
function notKeyGreen(colour: Rgb): Rgb {
  if (!isChromaGreen(colour)) return colour;
  const { h, l } = toHsl(colour);
  return hsl(h, 0.42, Math.min(l, 0.46));
}

/**
 * The palette of a brand kit: its primary as the bold colour, its background (when it is a light
 * one) for calm surfaces, its text colour or secondary (when dark) for deep surfaces, and its
 * accent — else its secondary, else the product's own colour when there is a photo, else the
 * primary's complement. The brand's colours are used as they are: where text goes on them, the
 * scenes move a surface's lightness until the ink reads (colour.ts `legibleSurface`), never the ink
 * below the contrast the gates ask for.
 */
export function paletteFromBrand(colours: BrandColours, productColours: readonly Rgb[] = []): Palette {
  const primary = parseHex(colours.primary);
  const { h, s } = toHsl(primary);
  const light = (hexColour: string | undefined) =>
    hexColour !== undefined && toHsl(parseHex(hexColour)).l >= 0.8 ? parseHex(hexColour) : undefined;
  const dark = (hexColour: string | undefined) =>
    hexColour !== undefined && toHsl(parseHex(hexColour)).l <= 0.3 ? parseHex(hexColour) : undefined;
  const product = productColours.find((c) => toHsl(c).s >= 0.2);
  const accent = colours.accent ?? colours.secondary;
  return {
    hue: h,
    brand: primary,
    soft: light(colours.background) ?? light(colours.secondary) ?? hsl(h, s * 0.5, 0.92),
    deep: dark(colours.text) ?? dark(colours.secondary) ?? hsl(h, s * 0.7, 0.16),
    accent: accent !== undefined ? parseHex(accent) : (product ?? hsl(h + 180, 0.6, 0.6)),
    neutral: s < 0.12,
    fromBrand: true,
  };
}
