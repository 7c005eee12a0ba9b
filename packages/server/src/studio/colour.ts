/**
 * Colour arithmetic for palettes and legibility: sRGB ⇄ HSL, mixing, and the WCAG 2 relative
 * luminance and contrast ratio that decide which ink goes on which surface.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };
export const INK: Rgb = { r: 24, g: 22, b: 28 };
/** The contrast ratio text is drawn at: WCAG AA's 4.5 with a margin for grain and JPEG. */
export const INK_CONTRAST = 5.2;

export function hex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

export function parseHex(text: string): Rgb {
  const n = Number.parseInt(text.replace('#', ''), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** h in degrees, s and l in [0, 1]. */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(1, Math.max(0, s));
  const lig = Math.min(1, Math.max(0, l));
  if (sat === 0) return { r: lig * 255, g: lig * 255, b: lig * 255 };
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const channel = (t0: number) => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return { r: channel(hue + 1 / 3) * 255, g: channel(hue) * 255, b: channel(hue - 1 / 3) * 255 };
}

export function toHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: h * 60, s, l };
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/** WCAG 2 relative luminance of an sRGB colour. */
function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The ink for text on `surface`: the preferred one when it reaches the target ratio (with a margin
 * for grain and JPEG), else whichever of near-black and white contrasts more.
 */
export function inkOn(surface: Rgb, preferred?: Rgb, target = INK_CONTRAST): Rgb {
  if (preferred && contrastRatio(preferred, surface) >= target) return preferred;
  return contrastRatio(INK, surface) >= contrastRatio(WHITE, surface) ? INK : WHITE;
}

/**
 * Moves a surface's lightness away from the ink until text on it reaches the target ratio: for
 * brand colours that sit in the middle, where neither black nor white would be legible enough.
 */
export function legibleSurface(surface: Rgb, ink: Rgb, target = INK_CONTRAST): Rgb {
  const { h, s, l } = toHsl(surface);
  const darker = relativeLuminance(ink) > 0.5;
  let lightness = l;
  let colour = surface;
  for (let i = 0; i < 40 && contrastRatio(colour, ink) < target; i++) {
    lightness += darker ? -0.025 : 0.025;
    colour = hsl(h, s, lightness);
  }
  return colour;
}

/**
 * The product's colours: opaque pixels in twelve hue buckets weighted by saturation (a white label
 * does not win over a red bottle); the heaviest bucket, then the heaviest one at least two buckets
 * away from it. A grey product answers its mean colour alone. `pixels` are RGBA rows; every
 * `step`-th byte offset is sampled (a multiple of 4).
 */
export function productColours(pixels: Buffer, step = 32): Rgb[] {
  const buckets = Array.from({ length: 12 }, () => ({ weight: 0, r: 0, g: 0, b: 0 }));
  const mean = { r: 0, g: 0, b: 0, n: 0 };
  for (let o = 0; o < pixels.length; o += step) {
    if (pixels[o + 3]! < 200) continue;
    const colour = { r: pixels[o]!, g: pixels[o + 1]!, b: pixels[o + 2]! };
    mean.r += colour.r;
    mean.g += colour.g;
    mean.b += colour.b;
    mean.n++;
    const { h, s, l } = toHsl(colour);
    if (s < 0.2 || l < 0.1 || l > 0.92) continue;
    const bucket = buckets[Math.floor(h / 30) % 12]!;
    const weight = s * (1 - Math.abs(l - 0.5));
    bucket.weight += weight;
    bucket.r += colour.r * weight;
    bucket.g += colour.g * weight;
    bucket.b += colour.b * weight;
  }
  if (mean.n === 0) return [{ r: 128, g: 128, b: 128 }];
  const ranked = buckets.map((bucket, i) => ({ ...bucket, i })).sort((a, b) => b.weight - a.weight);
  const best = ranked[0]!;
  if (best.weight < mean.n * 0.02) return [{ r: mean.r / mean.n, g: mean.g / mean.n, b: mean.b / mean.n }];
  const colourOf = (bucket: (typeof ranked)[number]) => ({
    r: bucket.r / bucket.weight,
    g: bucket.g / bucket.weight,
    b: bucket.b / bucket.weight,
  });
  const second = ranked.find((bucket) => {
    const apart = Math.min(Math.abs(bucket.i - best.i), 12 - Math.abs(bucket.i - best.i));
    return apart >= 2 && bucket.weight >= best.weight * 0.15;
  });
  return second ? [colourOf(best), colourOf(second)] : [colourOf(best)];
}
