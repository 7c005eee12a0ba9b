/**
 * Where the brand's logo goes in a picture: in the corner the brand chose when it is clear, else in
 * the next clear corner, else at the middle of the top or bottom edge — clear of the product (its
 * soft edge and a margin around it), of every word and of every sticker, hand, card or box the scene
 * draws; inside the 9:16 safe zone on a storyboard keyframe. When no place is clear at the brand's
 * size it is tried a little smaller (down to two thirds); a picture with no clear place at all goes
 * without it rather than covering what it sells.
 */
import { logoDrawSize } from '../domain/brand/brand-kit.js';
import type { BrandLogo, LogoCorner } from '../ports/brand-kit.js';
import { type Box, grow, rotatedBounds, type Size } from './geometry.js';
import type { PlacedLogo, Scene } from './scene.js';

export type { PlacedLogo };

const CORNERS: readonly LogoCorner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right'];
/** Sizes tried, as fractions of the brand's size. */
const SCALES = [1, 0.82, 0.66];

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the logo must stay clear of: the product, the words, and every crisp layer of the scene. */
export function logoObstacles(scene: Scene, size: Size): Box[] {
  const margin = Math.min(size.width, size.height) * 0.02;
  const boxes: Box[] = [
    ...scene.texts.map((t) => t.box),
    ...scene.overlays.map((o) => o.box),
    ...(scene.underlays ?? []).map((o) => o.box),
  ];
  if (scene.product) boxes.push(rotatedBounds(scene.product.box, scene.product.rotation));
  return boxes.map((box) => grow(box, margin));
}

export function placeLogo(
  scene: Scene,
  size: Size,
  logo: BrandLogo,
  /** The band (canvas y) the logo must stay inside: the 9:16 safe zone, or the whole height. */
  band: { top: number; bottom: number } = { top: 0, bottom: size.height },
): PlacedLogo | undefined {
  const obstacles = logoObstacles(scene, size);
  const inset = Math.round(Math.min(size.width, size.height) * 0.045);
  const places: Array<PlacedLogo['place']> = [
    logo.corner,
    // The other corner on the same edge, then the two across.
    ...CORNERS.filter((c) => c !== logo.corner).sort(
      (a, b) =>
        Number(b.split('-')[0] === logo.corner.split('-')[0]) -
        Number(a.split('-')[0] === logo.corner.split('-')[0]),
    ),
    logo.corner.startsWith('top') ? 'top' : 'bottom',
    logo.corner.startsWith('top') ? 'bottom' : 'top',
  ];
  const drawn = logoDrawSize(logo.main, logo.size, size);
  for (const scale of SCALES) {
    const width = Math.max(1, Math.round(drawn.width * scale));
    const height = Math.max(1, Math.round(drawn.height * scale));
    for (const place of places) {
      const x =
        place === 'top' || place === 'bottom'
          ? Math.round((size.width - width) / 2)
          : place.endsWith('left')
            ? inset
            : size.width - inset - width;
      const y = place.startsWith('top')
        ? Math.round(band.top + inset)
        : Math.round(band.bottom - inset - height);
      const box = { x, y, width, height };
      if (!obstacles.some((o) => overlaps(o, box))) return { box, place, logo };
    }
  }
  return undefined;
}
