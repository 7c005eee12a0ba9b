/**
 * What both unboxings are made of: the kraft of the box, the tissue paper in it (its colour, chosen
 * to stand apart from the product, and its crumpled sheets) and the sticker in the creator's
 * handwriting.
 */
import { captionPill } from '../caption-pill.js';
import { contrastRatio, hex, hsl, inkOn, legibleSurface, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Palette } from '../palette.js';
import type { Random } from '../random.js';
import type { Overlay, PlacedText, SceneContext } from '../scene.js';
import { fill, n } from '../svg-markup.js';
import { placeText } from '../text-block.js';

export const KRAFT = parseHex('#c49a66');
export const STICKERS = ['badge', 'tape', 'burst'] as const;

/** The sticker on an unboxing, in the creator's handwriting: a strip of tape, a badge or a burst. */
export function unboxingSticker(
  context: SceneContext,
  variant: number,
  sticker: (typeof STICKERS)[number],
): { overlays: Overlay[]; texts: PlacedText[] } {
  const { size, palette, words } = context;
  const { width: W, height: H } = size;
  const overlays: Overlay[] = [];
  const texts: PlacedText[] = [];
  const chosen = palette.fromBrand
    ? [palette.brand, palette.accent][variant % 2]!
    : [palette.accent, hsl(350, 0.75, 0.62), hsl(48, 0.95, 0.6)][variant % 3]!;
  // A mid-tone (a brand's yellow, say) is moved until its ink reads on it.
  const colour = legibleSurface(chosen, inkOn(chosen));
  const ink = inkOn(colour);
  const text = words.unboxingStickers[variant % words.unboxingStickers.length]!;
  const onRight = variant % 2 === 0;
  if (sticker === 'tape') {
    const pill = captionPill({
      role: 'sticker',
      text,
      face: 'hand',
      plate: colour,
      x: onRight ? W * 0.68 : W * 0.32,
      y: H * 0.05,
      maxWidth: W * 0.5,
      maxLines: 1,
      maxSize: W * 0.06,
      minSize: W * 0.04,
      padding: 0.5,
      radius: 4,
    });
    overlays.push(...pill.overlays);
    texts.push(...pill.texts);
  } else {
    const radius = W * 0.12;
    const cx = onRight ? W - radius - W * 0.06 : radius + W * 0.06;
    const cy = H * 0.04 + radius;
    const label = placeText({
      role: 'sticker',
      text,
      face: 'hand',
      colour: ink,
      x: cx,
      y: cy,
      align: 'middle',
      anchor: 'middle',
      maxWidth: radius * 1.45,
      maxLines: 2,
      maxSize: radius * 0.5,
      minSize: radius * 0.28,
      lineHeight: 0.95,
    });
    const shapeSvg =
      sticker === 'badge'
        ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" ${fill(colour)}/>` +
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.88)}" fill="none" stroke="${hex(ink)}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="8 8"/>`
        : `<path d="${burstPath(cx, cy, radius)}" ${fill(colour)}/>`;
    const badge = `<circle cx="${n(cx + 5)}" cy="${n(cy + 8)}" r="${n(radius)}" fill="#000" fill-opacity="0.14"/>${shapeSvg}`;
    overlays.push(
      {
        box: { x: cx - radius * 1.12, y: cy - radius * 1.12, width: radius * 2.3, height: radius * 2.3 },
        svg: badge,
      },
      label.overlay,
    );
    texts.push(label.text);
  }
  return { overlays, texts };
}

/** A twelve-pointed sticker burst. */
function burstPath(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 24 }, (_, i) => {
    const a = (Math.PI * i) / 12;
    const rr = i % 2 === 0 ? r : r * 0.84;
    return `${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`;
  });
  return `M${points.join('L')}Z`;
}

/**
 * The tissue paper: of the scene's colours (the brand's, white, its deep shade, its pale tint, the
 * accent and a charcoal), one of the first three that stand apart from the product's tone, a
 * different one per output; the one that stands apart most when none does.
 */
export function tissueFor(product: Rgb, palette: Palette, pick: number, lightOnly = false): Rgb {
  const candidates = [
    palette.brand,
    parseHex('#fbf7f2'),
    ...(lightOnly ? [] : [mix(palette.deep, palette.brand, 0.35)]),
    mix(palette.soft, WHITE, 0.2),
    mix(palette.accent, WHITE, 0.1),
    ...(lightOnly ? [] : [parseHex('#34302c')]),
  ];
  const rated = candidates.map((colour) => ({ colour, contrast: contrastRatio(colour, product) }));
  // Apart in lightness, and not the same colour a shade darker (green paper round a green tin).
  const distance = (a: Rgb) => Math.hypot(a.r - product.r, a.g - product.g, a.b - product.b);
  const apart = rated.filter((c) => c.contrast >= TISSUE_CONTRAST && distance(c.colour) >= 110);
  if (apart.length === 0) return rated.reduce((a, b) => (b.contrast > a.contrast ? b : a)).colour;
  return apart[pick % Math.min(3, apart.length)]!.colour;
}

/** How far the tissue's luminance stands from the product's (a contrast ratio). */
export const TISSUE_CONTRAST = 2.2;

/** Crumpled sheets of tissue paper over the floor of the box. */
export function tissueSheets(
  x: number,
  y: number,
  w: number,
  h: number,
  tissue: Rgb,
  random: Random,
): string {
  const creases = mix(tissue, parseHex('#000000'), 0.14);
  return Array.from({ length: 6 }, (_, i) => {
    const cx = x + w * (0.1 + 0.16 * i) + random.range(-14, 14);
    const cy = y + h * random.range(0.25, 0.75);
    const r = w * random.range(0.16, 0.24);
    const points = Array.from({ length: 7 }, (_, k) => {
      const a = (Math.PI * 2 * k) / 7 + random.range(-0.2, 0.2);
      const rr = r * random.range(0.75, 1.1);
      return `${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr * 0.6)}`;
    }).join(' ');
    return `<polygon points="${points}" ${fill(i % 2 === 0 ? tissue : mix(tissue, WHITE, 0.18))} stroke="${hex(creases)}" stroke-width="2" stroke-linejoin="round"/>`;
  }).join('');
}
