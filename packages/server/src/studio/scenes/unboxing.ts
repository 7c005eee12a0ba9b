import { captionPill } from '../caption-pill.js';
import { contrastRatio, hex, hsl, inkOn, legibleSurface, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Box } from '../geometry.js';
import { heroObject } from '../hero-object.js';
import type { Palette } from '../palette.js';
import { mockupAspect, mockupShapeOf } from '../product-mockup.js';
import type { Random } from '../random.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n } from '../svg-markup.js';
import { placeText } from '../text-block.js';
import { matchPhotoLight, photoFraming, photoTint } from './photo-backdrop.js';
import { flatLaySvg, SURFACES } from './surface.js';

const KRAFT = parseHex('#c49a66');
const STICKERS = ['badge', 'tape', 'burst'] as const;

/**
 * UGC unboxing, shot from a high angle: an open kraft box on a table (or on the customer's own
 * surface), its flaps folded out, its inner walls in shade and its front wall towards the camera,
 * casting its shadow on the table; tissue paper inside in a colour that stands apart from the
 * product (a white product on white tissue disappears). A drawn mock-up stands in it, rising out
 * of the tissue, its foot hidden behind the front wall; a photographed product is lifted out and
 * stands whole on the table in front of the box, on its contact and cast shadow, in the table's
 * light. A product photographed from above lies in or beside a box seen from straight above
 * instead. The box is made for the product: a little wider than it, whatever its shape. Each output of a run takes another
 * surface, tissue, sticker design, lean and place.
 */
export function unboxingScene(context: SceneContext): Scene {
  // A product photographed from above cannot stand in front of a box: the box is seen from above too.
  if (context.product?.view === 'above') return unboxingFromStraightAbove(context);
  const { size, random, palette, index, words } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const photo = context.backdropPhoto;
  const surfaces = [
    { name: 'oak', colour: parseHex('#e9dcc8'), wood: true },
    { name: 'white', colour: parseHex('#f1efea'), wood: false },
    { name: 'tinted', colour: mix(palette.soft, WHITE, 0.3), wood: false },
    { name: 'walnut', colour: parseHex('#b08968'), wood: true },
  ];
  const surface = surfaces[variant % surfaces.length]!;
  const sticker = STICKERS[(Math.floor(context.runVariant / 4) + index) % STICKERS.length]!;
  const aspect = context.product?.aspect ?? mockupAspect(mockupShapeOf(context.subject, context.language));
  // A photographed product is lifted out: it stands on the table in front of its open box, whole
  // and in the table's light. A drawn mock-up stands in the box, rising out of its tissue.
  const inFront = context.product !== undefined;
  // The drawn mock-up wears the brand colour; a photo's product is as light or dark as it is.
  const productTone = context.product?.mean ?? legibleSurface(palette.brand, inkOn(palette.brand));
  // Out of the box, the product is seen against the tissue as much as the box: no charcoal or deep
  // shade in it, which made a gloomy box.
  const tissue = tissueFor(productTone, palette, (context.runVariant + index * 2) % 3, inFront);
  const lean = inFront ? 0 : [0, -3, 3][(Math.floor(context.runVariant / 3) + index) % 3]!;
  const lightFromLeft = photo ? photo.lightFromLeft : variant % 2 === 0;

  // The frame the box may take: below the text above the scene, above the bottom margin.
  const top = Math.max(H * 0.2, context.textZone?.top ?? 0) + H * 0.04;
  // The box may reach into the band the apps cover at the bottom: only words must stay out of it.
  const bottom = H * (inFront ? 0.9 : 0.95);
  const share = [0.5, 0.46, 0.54][(context.runVariant + index) % 3]!;
  const product = productSize(W, H, aspect, share);
  // The box: wider than the product with room for tissue, deep enough to look like a box it came
  // in. In it, the front wall hides the product's foot; behind it, the box is made for the product
  // (a little wider than it) and its front wall stands a step behind the product's base.
  const shape = (p: { width: number; height: number }) => {
    const w = inFront ? Math.max(p.width * 1.12, p.height * 0.7) : Math.max(p.width * 1.38, p.height * 0.66);
    const h = w * 0.5;
    const d = inFront ? w * 0.22 : Math.max(w * 0.2, p.height * 0.3);
    const hidden = inFront ? -Math.max(p.height * 0.16, w * 0.08) : d * 0.72;
    // From the top of the product (or of the back flap) to the bottom of the front wall.
    const above = inFront
      ? Math.max(h * 0.36, p.height + hidden - h - d)
      : Math.max(p.height - h - hidden, h * 0.36);
    // Below the front wall: the product's base in front of the box, or the box's own shadow.
    const below = inFront ? -hidden : w * 0.04;
    return { w, h, d, hidden, above, total: above + h + d + below };
  };
  let fitted = shape(product);
  const fit = Math.min(1, (W * 0.84) / (fitted.w * 1.36), (bottom - top) / fitted.total);
  const scaled = { width: product.width * fit, height: product.height * fit };
  fitted = shape(scaled);
  const centreX = W / 2 + W * [0, -0.03, 0.03][(context.runVariant + index * 2) % 3]!;
  const slack = bottom - top - fitted.total;
  const openingY = top + slack * 0.45 + fitted.above;
  const opening: Box = { x: centreX - fitted.w / 2, y: openingY, width: fitted.w, height: fitted.h };
  const base = openingY + fitted.h + (inFront ? fitted.d - fitted.hidden : fitted.hidden);
  const walls = kraftBox(opening, fitted.d, tissue, lightFromLeft, context);
  const backdrop = (photo ? '' : table(W, H, surface.colour, surface.wood, context)) + walls.back;

  const light = photo
    ? matchPhotoLight(photo)
    : {
        angle: lightFromLeft ? 20 : 160,
        highlight: WHITE,
        shade: parseHex('#2a1d12'),
        strength: 0.12,
      };
  const object = heroObject(
    context,
    {
      x: centreX,
      y: base,
      anchor: 'bottom',
      share: Math.max(scaled.width / W, scaled.height / H),
      bounds: inFront
        ? { x: W * 0.06, y: 0, width: W * 0.88, height: base }
        : { x: opening.x, y: 0, width: opening.width, height: base },
    },
    inFront
      ? {
          rotation: 0,
          stance: 'standing',
          cast: { lean: lightFromLeft ? 0.6 : -0.6, length: 0.18, blur: 14, opacity: 0.3 },
          light,
          ...(photo ? { tint: photoTint(photo) } : {}),
        }
      : {
          rotation: lean,
          stance: 'boxed',
          // Its shadow falls on the tissue behind it, away from the light.
          shadow: { dx: lightFromLeft ? 16 : -16, dy: -6, blur: 20, opacity: 0.38 },
          light,
          ...(photo ? { tint: photoTint(photo) } : {}),
        },
    { surface: palette.brand, eyebrow: words.eyebrows.unboxing, aspect: 0.78 },
  );
  // In front of the box the product stands on its contact shadow, over the box's front wall; in it,
  // the front wall, its rim and tissue puffing over it go over the product's foot (a drawn
  // mock-up is an overlay itself: the wall goes over it too).
  const contact = contactShadow(object.box, 0.56, Math.max(6, object.box.width * 0.06), 0.5);
  const underlays: Overlay[] = inFront
    ? [walls.front, { box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }]
    : [];
  const overlays: Overlay[] = inFront ? [...object.overlays] : [...object.overlays, walls.front];
  const texts: PlacedText[] = [...object.texts];

  if (!context.textFree) {
    const sticked = unboxingSticker(context, variant, sticker);
    overlays.push(...sticked.overlays);
    texts.push(...sticked.texts);
  }

  return {
    composition: `unboxing from above, ${photo ? 'customer surface' : `${surface.name} table`}, ${sticker} sticker, ${inFront ? 'product lifted out in front of the box' : lean === 0 ? 'straight' : 'leaning'}, box ${aspect < 1 ? 'upright' : 'wide'}, tissue ${hex(tissue)}`,
    backdrop,
    backdropScale: 0.5,
    ...(photo ? { backdropPhoto: photoFraming(random, index, 'from above'), backdropBlur: 3 } : {}),
    underlays,
    ...(object.product ? { product: object.product } : {}),
    overlays,
    texts,
    grain: 0.18,
  };
}

/**
 * An unboxing seen from straight above, for a product photographed from above: the open box lies
 * on the table (or the customer's own surface) with its four flaps folded out flat, the tissue in
 * it, and the product lies in it on the tissue, or beside it on the table as just lifted out.
 * Nothing recedes: no wall, no far edge, no front wall seen from the side.
 */
function unboxingFromStraightAbove(context: SceneContext): Scene {
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

/** The sticker on an unboxing, in the creator's handwriting: a strip of tape, a badge or a burst. */
function unboxingSticker(
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

/** The product's size at `share` of the frame (the larger of its width's and height's shares). */
function productSize(W: number, H: number, aspect: number, share: number) {
  let height = share * H;
  let width = height * aspect;
  if (width > share * W) {
    width = share * W;
    height = width / aspect;
  }
  return { width, height };
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

function table(W: number, H: number, surface: Rgb, wood: boolean, context: SceneContext): string {
  const { random } = context;
  const grainLines = wood
    ? Array.from({ length: 18 }, (_, i) => {
        const y = (H / 18) * i + random.range(-10, 10);
        return `<path d="M0 ${n(y)} C ${n(W * 0.3)} ${n(y + random.range(-14, 14))}, ${n(W * 0.7)} ${n(y + random.range(-14, 14))}, ${W} ${n(y)}" stroke="${hex(mix(surface, parseHex('#6b4a2b'), 0.35))}" stroke-opacity="0.35" stroke-width="${n(random.range(1.5, 4))}" fill="none"/>`;
      }).join('')
    : '';
  return `<defs>${linearGradient(
    'surface',
    [
      [0, mix(surface, WHITE, 0.2)],
      [1, mix(surface, parseHex('#000000'), 0.08)],
    ],
    60,
  )}</defs><rect width="${W}" height="${H}" fill="url(#surface)"/>${grainLines}`;
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

/**
 * The open box from a high angle. `opening` is its top: the back wall's inner face and the side
 * walls' in shade inside it, the floor with tissue paper, the flaps folded out around it, and its
 * shadow on the table (`back`, behind the product); the front wall of depth `depth` below it, its
 * cut rim and two puffs of tissue over it (`front`, over the product's foot).
 */
function kraftBox(
  opening: Box,
  depth: number,
  tissue: Rgb,
  lightFromLeft: boolean,
  context: SceneContext,
): { back: string; front: Overlay } {
  const { random } = context;
  const { x, y, width: w, height: h } = opening;
  const black = parseHex('#000000');
  const dark = mix(KRAFT, parseHex('#3b2612'), 0.42);
  const light = mix(KRAFT, WHITE, 0.14);
  const side = lightFromLeft ? 1 : -1;
  const backWall = h * 0.42;
  const sideWall = w * 0.05;
  // The shadow on the table: the box's footprint pushed away from the light, soft at its edges.
  const shadow = [0, 1, 2]
    .map((i) => {
      const grow = (i - 0.5) * w * 0.028;
      return `<rect x="${n(x + side * w * 0.05 - grow)}" y="${n(y + h * 0.25 - grow)}" width="${n(w + 2 * grow)}" height="${n(h * 0.75 + depth + h * 0.04 + 2 * grow)}" rx="${n(14 + Math.max(0, grow))}" fill="#000" fill-opacity="${[0.12, 0.08, 0.05][i]}"/>`;
    })
    .join('');
  const backFlap = h * 0.36;
  const sideFlap = w * 0.2;
  const flaps =
    `<path d="M${n(x)} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w * 0.96)} ${n(y - backFlap)} L${n(x + w * 0.04)} ${n(y - backFlap)} Z" ${fill(mix(light, dark, 0.15))}/>` +
    `<path d="M${n(x)} ${n(y)} L${n(x - sideFlap)} ${n(y + h * 0.1)} L${n(x - sideFlap * 0.9)} ${n(y + h + depth * 0.3)} L${n(x)} ${n(y + h)} Z" ${fill(mix(light, dark, lightFromLeft ? 0 : 0.3))}/>` +
    `<path d="M${n(x + w)} ${n(y)} L${n(x + w + sideFlap)} ${n(y + h * 0.1)} L${n(x + w + sideFlap * 0.9)} ${n(y + h + depth * 0.3)} L${n(x + w)} ${n(y + h)} Z" ${fill(mix(light, dark, lightFromLeft ? 0.3 : 0))}/>`;
  const inside =
    `<defs>${linearGradient(
      'backWall',
      [
        [0, mix(dark, black, 0.25)],
        [1, mix(dark, black, 0.05)],
      ],
      90,
    )}${linearGradient(
      'tissueShade',
      [
        [0, black, 0.34],
        [1, black, 0],
      ],
      90,
    )}</defs>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${fill(tissue)}/>` +
    tissueSheets(x + sideWall, y + backWall * 0.7, w - 2 * sideWall, h - backWall * 0.7, tissue, random) +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(backWall)}" fill="url(#backWall)"/>` +
    `<rect x="${n(x)}" y="${n(y + backWall)}" width="${n(w)}" height="${n(h * 0.3)}" fill="url(#tissueShade)"/>` +
    `<path d="M${n(x)} ${n(y)} L${n(x + sideWall)} ${n(y + backWall)} L${n(x + sideWall)} ${n(y + h)} L${n(x)} ${n(y + h)} Z" ${fill(mix(dark, black, lightFromLeft ? 0.05 : 0.2))}/>` +
    `<path d="M${n(x + w)} ${n(y)} L${n(x + w - sideWall)} ${n(y + backWall)} L${n(x + w - sideWall)} ${n(y + h)} L${n(x + w)} ${n(y + h)} Z" ${fill(mix(dark, black, lightFromLeft ? 0.2 : 0.05))}/>` +
    // The cut rim of the back and side walls catches the light.
    `<path d="M${n(x)} ${n(y + h)} L${n(x)} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w)} ${n(y + h)}" stroke="${hex(mix(light, WHITE, 0.2))}" stroke-width="${n(Math.max(3, w * 0.008))}" fill="none"/>`;

  // The front wall, its label and rim, and tissue puffing over the rim at both ends.
  const rim = Math.max(3, w * 0.01);
  const puff = (cx: number, rx: number) => {
    const points = Array.from({ length: 9 }, (_, k) => {
      const a = Math.PI + (Math.PI * k) / 8;
      const rr = rx * random.range(0.8, 1.05);
      return `${n(cx + Math.cos(a) * rr)},${n(y + h + Math.sin(a) * rr * 0.55)}`;
    }).join(' ');
    return `<polygon points="${points}" ${fill(tissue)} stroke="${hex(mix(tissue, black, 0.14))}" stroke-width="2" stroke-linejoin="round"/>`;
  };
  const frontWall =
    `<defs>${linearGradient(
      'frontWall',
      [
        [0, mix(KRAFT, WHITE, lightFromLeft ? 0.06 : 0)],
        [1, mix(KRAFT, black, 0.12)],
      ],
      90,
    )}</defs>` +
    puff(x + w * 0.14, w * 0.13) +
    puff(x + w * 0.86, w * 0.13) +
    `<path d="M${n(x)} ${n(y + h)} L${n(x + w)} ${n(y + h)} L${n(x + w)} ${n(y + h + depth)} L${n(x)} ${n(y + h + depth)} Z" fill="url(#frontWall)"/>` +
    `<rect x="${n(x)}" y="${n(y + h - rim / 2)}" width="${n(w)}" height="${n(rim)}" ${fill(mix(light, WHITE, 0.3))}/>` +
    `<rect x="${n(x + w * 0.62)}" y="${n(y + h + depth * 0.3)}" width="${n(w * 0.26)}" height="${n(depth * 0.42)}" rx="3" fill="#fbfaf7"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${n(x + w * 0.645 + i * w * 0.017)}" y="${n(y + h + depth * 0.36)}" width="${n(i % 3 === 0 ? 4 : 2)}" height="${n(depth * 0.22)}" fill="#222"/>`,
    ).join('');
  return {
    back: shadow + flaps + inside,
    front: {
      box: { x: x - 4, y: y + h - w * 0.13 * 0.6 - 4, width: w + 8, height: depth + w * 0.13 * 0.6 + 8 },
      svg: frontWall,
    },
  };
}

/** Crumpled sheets of tissue paper over the floor of the box. */
function tissueSheets(x: number, y: number, w: number, h: number, tissue: Rgb, random: Random): string {
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
