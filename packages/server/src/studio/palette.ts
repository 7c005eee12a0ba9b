/**
 * A scene's colours, derived from one hue: the product's dominant colour when there is a product,
 * else a hue hashed from the subject, so the same subject always gets the same colours.
 */
import { hsl, type Rgb, toHsl } from './colour.js';
import { mixSeed } from './random.js';

export interface Palette {
  hue: number;
  /** The bold brand colour. */
  brand: Rgb;
  /** A pale tint for large calm surfaces. */
  soft: Rgb;
  /** A deep shade for dark surfaces and ink accents. */
  deep: Rgb;
  /** A contrasting accent (stickers, stars, buttons). */
  accent: Rgb;
}

export function paletteFromColour(colour: Rgb): Palette {
  const { h, s } = toHsl(colour);
  // A near-grey product (black, white, steel) still gets a scene with some colour: a muted slate.
  const saturation = s < 0.12 ? 0.18 : Math.min(0.78, Math.max(0.45, s));
  return build(s < 0.12 ? 215 : h, saturation);
}

export function paletteFromSubject(subject: string): Palette {
  const seed = mixSeed(subject.trim().toLowerCase());
  return build(seed % 360, 0.5 + ((seed >>> 9) % 25) / 100);
}

function build(hue: number, saturation: number): Palette {
  return {
    hue,
    brand: hsl(hue, saturation, 0.52),
    soft: hsl(hue, saturation * 0.55, 0.9),
    deep: hsl(hue, saturation * 0.7, 0.2),
    accent: hsl(hue + 150, 0.75, 0.6),
  };
}
