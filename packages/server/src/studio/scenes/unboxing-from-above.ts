/**
 * The unboxing seen from straight above, for a product photographed from above: the open box lying
 * flat on the table, and the box itself drawn from above.
 */
import { hex, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { type Box, productSize } from '../geometry.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { fill, n } from '../svg-markup.js';
import { matchPhotoLight, photoFraming, photoTint } from './photo-backdrop.js';
import { flatLaySvg, SURFACES } from './surface.js';
import { KRAFT, STICKERS, tissueFor, tissueSheets, unboxingSticker } from './unboxing-parts.js';

/**
 * An unboxing seen from straight above, for a product photographed from above: the open box lies
 * on the table (or the customer's own surface) with its four flaps folded out flat, the tissue in
 * it, and the product lies in it on the tissue, or beside it on the table as just lifted out.
 * Nothing recedes: no wall, no far edge, no front wall seen from the side.
 */
export function unboxingFromStraightAbove(context: SceneContext): Scene {
  const { size, random, palette, index } = context;
  const { width: W, height: H } = size;
  const product = context.product!;
  const variant = context.runVariant + index;
  const photo = context.backdropPhoto;
  const surface = SURFACES[variant % SURFACES.length]!;
  const sticker = STICKERS[(Math.floor(context.runVariant / 4) + index) % STICKERS.length]!;
  const tissue = tissueFor(product.mean, palette, (context.runVariant + index * 2) % 3, true);
  const lightFromLeft = photo ? photo.lightFromLeft : variant % 2 === 0;
  // In the box, or beside it: the outputs of a run take turns.
  const inBox = (context.runVariant + index) % 2 === 0;
  const turn = [-4, 3, -2, 5][variant % 4]!;
  const top = Math.max(H * 0.2, context.textZone?.top ?? 0) + H * 0.03;
  const bottom = H * 0.97;
  const side = context.creator.fromRight ? 1 : -1;

  let productBox: Box;
  let opening: Box;
  if (inBox) {
    // The box a little larger than the product, centred in the room under the words; its flaps
    // may reach past the frame's edges.
    const share = [0.46, 0.42, 0.5][variant % 3]!;
    const p = productSize(W, H, product.aspect, share);
    const inner = { width: p.width * 1.34 + W * 0.04, height: p.height * 1.34 + W * 0.04 };
    // The whole box in the frame, its side flaps (0.22 of its width each) too.
    const flap = inner.height * 0.32;
    const fit = Math.min(1, (bottom - top) / (inner.height + 2 * flap), (W * 0.88) / (inner.width * 1.44));
    const width = inner.width * fit;
    const height = inner.height * fit;
    const cx = W / 2 + side * W * [0, 0.02, -0.015][variant % 3]!;
    const cy = top + (bottom - top) / 2;
    opening = { x: cx - width / 2, y: cy - height / 2, width, height };
    const pw = p.width * fit;
    const ph = p.height * fit;
    productBox = { x: cx - pw / 2, y: cy - ph / 2, width: pw, height: ph };
  } else {
    // Lifted out: the product on the table under the words, the box below it to one side, cut by
    // the frame's edge.
    const share = [0.4, 0.44][variant % 2]!;
    const p = productSize(W, H, product.aspect, share);
    const px = W / 2 + side * W * 0.1 - p.width / 2;
    const py = top + H * 0.01;
    productBox = { x: Math.min(W * 0.96 - p.width, Math.max(W * 0.04, px)), y: py, ...p };
    const width = W * 0.62;
    const height = Math.min(width * 0.8, H * 0.36);
    const boxTop = Math.max(py + p.height + H * 0.05, H * 0.62);
    const bx = side > 0 ? -W * 0.08 : W - width + W * 0.08;
    opening = { x: bx, y: boxTop, width, height };
  }
  const box = boxFromAbove(opening, tissue, lightFromLeft, turn, context);
  const light = photo
    ? matchPhotoLight(photo)
    : { angle: lightFromLeft ? 20 : 160, highlight: WHITE, shade: parseHex('#2a1d12'), strength: 0.12 };
  const overlays: Overlay[] = [];
  const texts: PlacedText[] = [];
  if (!context.textFree) {
    const sticked = unboxingSticker(context, variant, sticker);
    overlays.push(...sticked.overlays);
    texts.push(...sticked.texts);
  }
  return {
    composition: `unboxing from straight above, ${photo ? 'customer surface' : `${surface.name} table`}, ${context.textFree ? 'no' : sticker} sticker, product lying ${inBox ? 'in the open box' : 'beside the open box'}, tissue ${hex(tissue)}`,
    backdrop: (photo ? '' : flatLaySvg(W, H, surface, lightFromLeft, undefined, context)) + box,
    backdropScale: 0.5,
    ...(photo ? { backdropPhoto: photoFraming(random, index, 'from above'), backdropBlur: 3 } : {}),
    product: {
      box: productBox,
      rotation: turn + (inBox ? 0 : side * 6),
      stance: 'lying',
      shadow: { dx: lightFromLeft ? 14 : -14, dy: 16, blur: 14, opacity: 0.42 },
      light,
      ...(photo ? { tint: photoTint(photo) } : {}),
    },
    overlays,
    texts,
    grain: 0.18,
  };
}

/**
 * An open kraft box seen from straight above, turned by `turn` degrees about its centre: its
 * shadow on the table away from the light, four flaps folded out flat (their inner face up, a
 * crease where they fold), the cut rim of its walls, the inner wall on the light's side casting
 * its shade on the tissue, and crumpled tissue paper over its floor.
 */
function boxFromAbove(
  opening: Box,
  tissue: Rgb,
  lightFromLeft: boolean,
  turn: number,
  context: SceneContext,
) {
  const { random } = context;
  const { x, y, width: w, height: h } = opening;
  const black = parseHex('#000000');
  const inside = mix(KRAFT, WHITE, 0.22);
  const rimColour = mix(KRAFT, WHITE, 0.08);
  const wall = Math.max(6, Math.min(w, h) * 0.035);
  const side = lightFromLeft ? 1 : -1;
  const shadow = [0, 1, 2]
    .map((i) => {
      const grow = (i - 0.5) * w * 0.03;
      return `<rect x="${n(x + side * w * 0.04 - grow)}" y="${n(y + h * 0.05 - grow)}" width="${n(w + 2 * grow)}" height="${n(h + 2 * grow)}" rx="${n(10 + Math.max(0, grow))}" fill="#000" fill-opacity="${[0.14, 0.09, 0.05][i]}"/>`;
    })
    .join('');
  const fv = h * 0.32;
  const fh = w * 0.22;
  const shade = (lit: boolean) => fill(mix(inside, black, lit ? 0 : 0.1));
  const flap = (points: Array<[number, number]>, lit: boolean) =>
    `<path d="M${points.map(([px, py]) => `${n(px)} ${n(py)}`).join(' L')} Z" ${shade(lit)} stroke="${hex(mix(KRAFT, black, 0.2))}" stroke-width="2"/>`;
  const flaps =
    flap(
      [
        [x, y],
        [x + w, y],
        [x + w - w * 0.04, y - fv],
        [x + w * 0.04, y - fv],
      ],
      true,
    ) +
    flap(
      [
        [x, y + h],
        [x + w, y + h],
        [x + w - w * 0.04, y + h + fv],
        [x + w * 0.04, y + h + fv],
      ],
      false,
    ) +
    flap(
      [
        [x, y],
        [x - fh, y + h * 0.05],
        [x - fh, y + h * 0.95],
        [x, y + h],
      ],
      lightFromLeft,
    ) +
    flap(
      [
        [x + w, y],
        [x + w + fh, y + h * 0.05],
        [x + w + fh, y + h * 0.95],
        [x + w, y + h],
      ],
      !lightFromLeft,
    );
  const ix = x + wall;
  const iy = y + wall;
  const iw = w - 2 * wall;
  const ih = h - 2 * wall;
  // The wall on the light's side shades the tissue along it.
  const wallShade = lightFromLeft
    ? `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw * 0.08)}" height="${n(ih)}" fill="#000" fill-opacity="0.18"/>` +
      `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih * 0.06)}" fill="#000" fill-opacity="0.12"/>`
    : `<rect x="${n(ix + iw * 0.92)}" y="${n(iy)}" width="${n(iw * 0.08)}" height="${n(ih)}" fill="#000" fill-opacity="0.18"/>` +
      `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih * 0.06)}" fill="#000" fill-opacity="0.12"/>`;
  const body =
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${fill(rimColour)}/>` +
    `<clipPath id="boxFloor"><rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}"/></clipPath>` +
    `<g clip-path="url(#boxFloor)"><rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" ${fill(tissue)}/>` +
    tissueSheets(ix, iy - ih * 0.2, iw, ih * 1.4, tissue, random) +
    `${wallShade}</g>` +
    `<rect x="${n(ix)}" y="${n(iy)}" width="${n(iw)}" height="${n(ih)}" fill="none" stroke="${hex(mix(KRAFT, black, 0.3))}" stroke-width="2"/>`;
  const cx = x + w / 2;
  const cy = y + h / 2;
  return `<g transform="rotate(${n(turn)} ${n(cx)} ${n(cy)})">${shadow}${flaps}${body}</g>`;
}
