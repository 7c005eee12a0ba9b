import { hex, inkOn, legibleSurface, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { type Box, productSize } from '../geometry.js';
import { heroObject } from '../hero-object.js';
import { mockupAspect, mockupShapeOf } from '../product-mockup.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n } from '../svg-markup.js';
import { matchPhotoLight, photoFraming, photoTint } from './photo-backdrop.js';
import { unboxingFromStraightAbove } from './unboxing-from-above.js';
import { KRAFT, STICKERS, tissueFor, tissueSheets, unboxingSticker } from './unboxing-parts.js';

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
