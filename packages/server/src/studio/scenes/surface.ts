/**
 * The surface a product stands on when the scene has none of its own: a desk, vanity, nightstand
 * or shelf top seen a little from above, receding to its far edge, lit from the window's side.
 * The selfie review lays it in front of the room (or of a customer's photo with no table top
 * where the product stands); the storyboard's close-up stands the product on it. Seen straight
 * from above it fills the frame: a flat lay.
 */
import { hex, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { SceneContext } from '../scene.js';
import { fill, linearGradient, n } from '../svg-markup.js';

export interface Surface {
  name: string;
  top: Rgb;
  veins: 'wood' | 'stone';
}

export const SURFACES: Surface[] = [
  { name: 'oak desk', top: parseHex('#c9a074'), veins: 'wood' },
  { name: 'marble vanity', top: parseHex('#ecebe6'), veins: 'stone' },
  { name: 'walnut nightstand', top: parseHex('#7a5339'), veins: 'wood' },
  { name: 'sand stone shelf', top: parseHex('#d9ccb8'), veins: 'stone' },
];

/**
 * The surface in front of the camera, seen a little from above: its top receding to a far edge
 * (`top`), lighter on the window's side, with its grain or veins running towards the back, and the
 * window's light falling across it.
 */
export function surfaceSvg(
  W: number,
  H: number,
  surface: Surface,
  top: number,
  windowLeft: boolean,
  context: SceneContext,
): string {
  const { random } = context;
  const far = mix(surface.top, WHITE, 0.1);
  const near = mix(surface.top, parseHex('#000000'), 0.16);
  const lines = Array.from({ length: 14 }, (_, i) => {
    const x0 = W * (-0.1 + i * 0.09) + random.range(-12, 12);
    const spread = (x0 - W / 2) * 0.9;
    const colour =
      surface.veins === 'wood'
        ? mix(surface.top, parseHex('#3b2414'), 0.3)
        : mix(surface.top, parseHex('#6b6a66'), 0.35);
    const opacity = surface.veins === 'wood' ? 0.35 : i % 3 === 0 ? 0.3 : 0;
    if (opacity === 0) return '';
    return `<path d="M${n(x0)} ${n(top)} Q ${n(x0 + spread * 0.4 + random.range(-20, 20))} ${n((top + H) / 2)} ${n(x0 + spread)} ${n(H)}" stroke="${hex(colour)}" stroke-opacity="${opacity}" stroke-width="${n(random.range(1.5, 4))}" fill="none"/>`;
  }).join('');
  const sunX = windowLeft ? W * 0.1 : W * 0.9;
  const dir = windowLeft ? 1 : -1;
  const sun = `<path d="M${n(sunX)} ${n(top)} L${n(sunX + dir * W * 0.4)} ${n(top)} L${n(sunX + dir * W * 0.75)} ${n(H)} L${n(sunX - dir * W * 0.05)} ${n(H)} Z" fill="#fff6e0" fill-opacity="0.22"/>`;
  return (
    `<defs>${linearGradient('surfaceTop', [
      [0, far],
      [1, near],
    ])}</defs>` +
    `<rect x="0" y="${n(top)}" width="${W}" height="${n(H - top)}" fill="url(#surfaceTop)"/>` +
    lines +
    sun +
    // The far edge catches the light; the wall just behind it is in its shade.
    `<rect x="0" y="${n(top - H * 0.012)}" width="${W}" height="${n(H * 0.012)}" fill="#000" fill-opacity="0.12"/>` +
    `<rect x="0" y="${n(top)}" width="${W}" height="3" ${fill(mix(surface.top, WHITE, 0.4), 0.8)}/>`
  );
}

/**
 * The surface seen straight from above, filling the frame: a flat lay. No far edge and nothing
 * receding — planks or veins run parallel across it, the window's light falls off from one side,
 * and a folded linen napkin lies under one corner of where the product goes (`under`, if given).
 */
export function flatLaySvg(
  W: number,
  H: number,
  surface: Surface,
  windowLeft: boolean,
  under: { x: number; y: number; width: number; height: number } | undefined,
  context: SceneContext,
): string {
  const { random } = context;
  const wood = surface.veins === 'wood';
  const vein = wood
    ? mix(surface.top, parseHex('#3b2414'), 0.3)
    : mix(surface.top, parseHex('#6b6a66'), 0.35);
  const plank = W * 0.26;
  const seams = wood
    ? Array.from({ length: Math.ceil(W / plank) }, (_, i) => {
        const x = i * plank + plank * 0.5;
        return `<rect x="${n(x)}" y="0" width="2" height="${H}" ${fill(mix(surface.top, parseHex('#000000'), 0.35), 0.5)}/>`;
      }).join('')
    : '';
  const lines = Array.from({ length: wood ? 26 : 5 }, (_, i) => {
    const x0 = wood ? W * (i / 26) + random.range(-6, 6) : W * random.range(-0.2, 1);
    const x1 = wood ? x0 + random.range(-10, 10) : x0 + W * random.range(0.4, 0.9);
    const bend = random.range(-W * 0.03, W * 0.03);
    return `<path d="M${n(x0)} 0 Q ${n((x0 + x1) / 2 + bend)} ${n(H / 2)} ${n(x1)} ${H}" stroke="${hex(vein)}" stroke-opacity="${n(wood ? random.range(0.1, 0.28) : 0.25)}" stroke-width="${n(random.range(1, wood ? 3 : 2))}" fill="none"/>`;
  }).join('');
  // The napkin: a soft linen rectangle, turned a little, under a corner of the product.
  const linen = mix(parseHex('#f3eee6'), surface.top, 0.12);
  const napkin = under ? napkinSvg(under, windowLeft, linen) : '';
  return (
    `<defs>${linearGradient(
      'flatLight',
      windowLeft
        ? [
            [0, mix(surface.top, WHITE, 0.16)],
            [1, mix(surface.top, parseHex('#000000'), 0.14)],
          ]
        : [
            [0, mix(surface.top, parseHex('#000000'), 0.14)],
            [1, mix(surface.top, WHITE, 0.16)],
          ],
      0,
    )}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#flatLight)"/>` +
    seams +
    lines +
    napkin
  );
}

/** A folded linen napkin, turned a little, under a corner of `under`. */
function napkinSvg(
  under: { x: number; y: number; width: number; height: number },
  windowLeft: boolean,
  linen: Rgb,
) {
  const nx = under.x + under.width * (windowLeft ? 0.45 : -0.25);
  const ny = under.y + under.height * 0.35;
  return `<g transform="rotate(${n(windowLeft ? -8 : 8)} ${n(nx + under.width * 0.4)} ${n(ny + under.height * 0.4)})"><rect x="${n(nx + 5)}" y="${n(ny + 7)}" width="${n(under.width * 0.8)}" height="${n(under.height * 0.85)}" rx="4" fill="#000" fill-opacity="0.1"/><rect x="${n(nx)}" y="${n(ny)}" width="${n(under.width * 0.8)}" height="${n(under.height * 0.85)}" rx="4" ${fill(linen)}/><rect x="${n(nx + under.width * 0.06)}" y="${n(ny + under.height * 0.06)}" width="${n(under.width * 0.68)}" height="${n(under.height * 0.73)}" rx="2" fill="none" stroke="${hex(mix(linen, parseHex('#000000'), 0.12))}" stroke-width="2" stroke-dasharray="6 5"/></g>`;
}
