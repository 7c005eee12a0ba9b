/**
 * A stylised hand holding the product from below: the forearm and palm behind it, fingers curled
 * around its front, the thumb on the far side. Drawn in the product's frame, so it turns with it.
 */
import { hex, mix, parseHex, type Rgb } from './colour.js';
import { type Box, grow, rotatedBounds } from './geometry.js';
import { n } from './svg-markup.js';

export const SKIN_TONES: readonly Rgb[] = [
  '#f1c7a6',
  '#e0ac86',
  '#c68a62',
  '#a2694a',
  '#7a4a32',
  '#f4d2bd',
].map(parseHex);

export interface HandDrawing {
  /** Forearm and palm, behind the product: soft enough to be drawn with the backdrop. */
  behind: string;
  /** Fingers and thumb, in front of it. */
  front: string;
  /** What the fingers and thumb cover, for their overlay box. */
  bounds: Box;
}

export function holdingHand(
  product: Box,
  rotation: number,
  skin: Rgb,
  fromRight: boolean,
  canvasHeight: number,
  /** How far down the product (0–1) the fingers grip. */
  gripAt: number,
): HandDrawing {
  const shade = mix(skin, parseHex('#3a2418'), 0.28);
  const light = mix(skin, parseHex('#ffffff'), 0.18);
  const cx = product.x + product.width / 2;
  const cy = product.y + product.height / 2;
  const grip = product.y + product.height * gripAt;
  const fingerLength = Math.max(product.width * 0.42, 70);
  const fingerThickness = Math.min(product.height * 0.085, 64);
  const side = fromRight ? 1 : -1;
  const palmX = cx + side * product.width * 0.1;
  const armWidth = Math.max(product.width * 0.55, 170);
  const armEndX = cx + side * product.width * 1.1;
  const turn = `rotate(${n(rotation)} ${n(cx)} ${n(cy)})`;

  const behind =
    `<g transform="${turn}"><defs><linearGradient id="arm" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${hex(shade)}"/><stop offset="0.45" stop-color="${hex(skin)}"/><stop offset="1" stop-color="${hex(shade)}"/></linearGradient></defs>` +
    `<path d="M${n(palmX)} ${n(grip)} C ${n(palmX + side * armWidth * 0.2)} ${n(grip + product.height * 0.35)}, ${n(armEndX)} ${n(canvasHeight * 0.95)}, ${n(armEndX + side * armWidth * 0.2)} ${n(canvasHeight * 1.15)}" stroke="url(#arm)" stroke-width="${n(armWidth)}" stroke-linecap="round" fill="none"/>` +
    `<ellipse cx="${n(palmX)}" cy="${n(grip + fingerThickness)}" rx="${n(product.width * 0.42)}" ry="${n(fingerThickness * 2.6)}" fill="${hex(skin)}"/></g>`;

  // Fingers wrap the near side of the product; each is a capsule with a crease and a nail.
  const fingers: string[] = [];
  // What the fingers and thumb cover before they turn with the product, for their overlay box.
  const reach = { left: Number.POSITIVE_INFINITY, top: Number.POSITIVE_INFINITY, right: -1e9, bottom: -1e9 };
  const cover = (x: number, y: number, width: number, height: number) => {
    reach.left = Math.min(reach.left, x);
    reach.top = Math.min(reach.top, y);
    reach.right = Math.max(reach.right, x + width);
    reach.bottom = Math.max(reach.bottom, y + height);
  };
  const startX = fromRight ? product.x + product.width * 1.02 : product.x - product.width * 0.02;
  for (let i = 0; i < 4; i++) {
    const y = grip - fingerThickness * 1.6 + i * fingerThickness * 0.98;
    const length = fingerLength * [0.82, 1, 0.95, 0.8][i]!;
    const x = fromRight ? startX - length : startX;
    cover(x, y, length, fingerThickness);
    fingers.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(length)}" height="${n(fingerThickness)}" rx="${n(fingerThickness / 2)}" fill="${hex(i % 2 === 0 ? skin : mix(skin, shade, 0.25))}" stroke="${hex(shade)}" stroke-opacity="0.55" stroke-width="2"/>`,
      `<rect x="${n(fromRight ? x + fingerThickness * 0.18 : x + length - fingerThickness * 0.78)}" y="${n(y + fingerThickness * 0.2)}" width="${n(fingerThickness * 0.6)}" height="${n(fingerThickness * 0.6)}" rx="${n(fingerThickness * 0.26)}" fill="${hex(light)}" fill-opacity="0.85"/>`,
    );
  }
  const thumbX = fromRight
    ? product.x - fingerThickness * 0.35
    : product.x + product.width - fingerThickness * 0.65;
  cover(thumbX, grip - fingerThickness * 2.1, fingerThickness, fingerThickness * 2.6);
  const thumb = `<rect x="${n(thumbX)}" y="${n(grip - fingerThickness * 2.1)}" width="${n(fingerThickness)}" height="${n(fingerThickness * 2.6)}" rx="${n(fingerThickness / 2)}" fill="${hex(skin)}" stroke="${hex(shade)}" stroke-opacity="0.55" stroke-width="2"/>`;
  const front = `<g transform="${turn}">${fingers.join('')}${thumb}</g>`;
  const covered = {
    x: reach.left,
    y: reach.top,
    width: reach.right - reach.left,
    height: reach.bottom - reach.top,
  };
  // Grown by the strokes and the anti-aliased edge.
  return { behind, front, bounds: grow(rotatedBounds(covered, rotation, { x: cx, y: cy }), 3) };
}
