/**
 * UGC lifestyle: the product standing on a table at home, on its own cast and contact shadow,
 * window light falling across wall and table, the soft shadow of a plant's leaves, a prop beside
 * it and a short handwritten caption. Each output of a run takes another room, camera height,
 * place on the table and prop. With the customer's own scene photo, the product stands in it
 * instead, on the photo's own surface, lit to match it.
 */

import { captionPill } from '../caption-pill.js';
import { hex, hsl, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Box } from '../geometry.js';
import { FRAME_SHARE, heroObject } from '../hero-object.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n } from '../svg-markup.js';
import { clearestPlace, framingOnSurface, matchPhotoLight, photoTint } from './photo-backdrop.js';
import { flatLaySvg } from './surface.js';

interface Setting {
  name: string;
  wall: Rgb;
  table: Rgb;
  tableEdge: Rgb;
}

const SETTINGS: Setting[] = [
  {
    name: 'oak table',
    wall: parseHex('#efe8de'),
    table: parseHex('#c89b6d'),
    tableEdge: parseHex('#8d6340'),
  },
  {
    name: 'white stone',
    wall: parseHex('#e6e9e4'),
    table: parseHex('#ecebe7'),
    tableEdge: parseHex('#b9b6ae'),
  },
  { name: 'walnut', wall: hsl(28, 0.28, 0.86), table: parseHex('#6f4b33'), tableEdge: parseHex('#3f2919') },
  { name: 'linen', wall: parseHex('#f3efe9'), table: parseHex('#d7c3a5'), tableEdge: parseHex('#a38a67') },
  {
    name: 'sage wall',
    wall: hsl(100, 0.14, 0.8),
    table: parseHex('#e9e2d6'),
    tableEdge: parseHex('#b4a892'),
  },
];

/** Camera heights: where the table's far edge is, and how much of the frame the product takes. */
const CAMERAS = [
  { name: 'eye level', tableTop: 0.6, stand: 0.84, share: 0.46 },
  { name: 'high', tableTop: 0.44, stand: 0.8, share: 0.4 },
  { name: 'low', tableTop: 0.68, stand: 0.88, share: 0.52 },
] as const;
const ABOVE = { name: 'from above', tableTop: 0.3, stand: 0.76, share: 0.5 } as const;
const PLACES = [0.5, 0.38, 0.62] as const;
/** How tall a product on the customer's surface stands: this share of the frame above the surface line. */
const PHOTO_SCALE = 0.92;
const PROPS = ['plant', 'mug', 'books', 'vase'] as const;

export function lifestyleScene(context: SceneContext): Scene {
  const { size, random, index, palette, words } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const setting = SETTINGS[variant % SETTINGS.length]!;
  // A product photographed from above is looked down on, from higher than any of the cameras.
  // (The customer's photo was taken at eye level: there the product stands on its surface.)
  const fromAbove = context.product?.view === 'above' && !context.backdropPhoto;
  const camera = fromAbove ? ABOVE : CAMERAS[(context.runVariant + index * 2) % CAMERAS.length]!;
  const place = PLACES[(Math.floor(context.runVariant / 3) + index) % PLACES.length]!;
  const prop = PROPS[(Math.floor(context.runVariant / 5) + index * 3) % PROPS.length]!;
  const photo = context.backdropPhoto;
  const lightFromLeft = photo ? photo.lightFromLeft : variant % 2 === 0;
  const tableTop = H * camera.tableTop;
  // In the customer's photo the product stands on the photo's own surface (a table top, a
  // counter), framed to bring it as near the camera's stand line as the photo allows, the base a
  // hair behind the surface's edge; never on a table top drawn over the photo. A photo with no
  // surface line is stood on low in the frame, where its floor or table is.
  const onSurface = photo ? framingOnSurface(random, index, photo, size, camera.stand) : undefined;
  const wanted = onSurface?.surfaceAt !== undefined ? onSurface.surfaceAt - 0.01 : undefined;
  const photoSurface = wanted !== undefined ? H * Math.min(0.93, Math.max(0.4, wanted)) : undefined;
  const standY = photoSurface ?? H * (camera.stand + random.range(-0.01, 0.01));
  const captionBottom = context.textFree ? (context.textZone?.top ?? 0) : H * 0.17;
  // On the customer's surface the product is as large as what already stands there: the higher the
  // surface line in the frame, the further away the surface and the smaller what stands on it. A
  // bottle or a jar on a table top seen from a little above it stands about as tall as the frame is
  // above the line. It is never shrunk to make room for the caption: the caption goes under it.
  const share =
    photoSurface !== undefined
      ? Math.min(FRAME_SHARE.max, Math.max(FRAME_SHARE.min, (photoSurface / H) * PHOTO_SCALE))
      : camera.share;
  const captionBelow =
    photoSurface !== undefined && !context.textFree && standY - share * H < captionBottom + H * 0.02;
  const top = captionBelow ? H * 0.03 : captionBottom + H * 0.02;
  // On the customer's surface, in a clear spot of it: beside what already stands there.
  const at =
    photo && onSurface && photoSurface !== undefined
      ? clearestPlace(
          photo,
          onSurface.framing,
          size,
          [place, ...PLACES.filter((p) => p !== place)],
          Math.min(share * (H / W) * (context.product?.aspect ?? 0.72), share) + 0.04,
        )
      : place;
  const object = heroObject(
    context,
    {
      x: W * at,
      y: standY,
      anchor: 'bottom',
      share,
      bounds: { x: W * 0.06, y: top, width: W * 0.88, height: standY - top },
    },
    {
      rotation: 0,
      ...(fromAbove
        ? {
            stance: 'lying' as const,
            shadow: { dx: lightFromLeft ? 14 : -14, dy: 16, blur: 16, opacity: 0.36 },
          }
        : {
            stance: 'standing' as const,
            cast: { lean: lightFromLeft ? 0.7 : -0.7, length: 0.22, blur: 14, opacity: 0.34 },
          }),
      light: photo
        ? matchPhotoLight(photo)
        : {
            angle: lightFromLeft ? 15 : 165,
            highlight: parseHex('#fff4de'),
            shade: parseHex('#21170f'),
            strength: 0.16,
          },
    },
    { surface: palette.brand, eyebrow: words.eyebrows.everyday, aspect: 0.72 },
  );
  if (object.product && photo) object.product.tint = photoTint(photo);
  const box = object.box;
  const contact = contactShadow(box, 0.58, Math.max(6, box.width * 0.07), 0.5);
  // Props are drawn from the side: none beside a product looked down on, and none drawn into the
  // customer's photo, where a vector mug would be the one thing in it not photographed.
  const propBox = !fromAbove && !photo ? propPlace(box, lightFromLeft, W, standY) : undefined;
  const propArt = propBox
    ? propSvg(prop, propBox, palette.fromBrand ? palette.brand : palette.accent, setting.wall, lightFromLeft)
    : '';
  // Looked down on, the table fills the frame: a flat lay, with no wall and no far edge.
  const flatLay = fromAbove
    ? flatLaySvg(
        W,
        H,
        { name: setting.name, top: setting.table, veins: setting.name === 'white stone' ? 'stone' : 'wood' },
        lightFromLeft,
        box,
        context,
      )
    : undefined;
  const backdrop = photo ? '' : (flatLay ?? interior(W, H, setting, tableTop, lightFromLeft, context));

  const underlays: Overlay[] = fromAbove
    ? []
    : [{ box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }];
  // The prop stands on the table a step behind the product, as sharp as the table under it (a prop
  // blurred into the room loses the line where it meets the table, and floats), drawn after the
  // product's shadow, which falls on the table, not up its side. It never overlaps the product.
  const overlays: Overlay[] = [
    ...(propBox
      ? [
          {
            // Its leaves and shadow reach past its box, never over the product.
            box: clearOf(
              {
                x: propBox.x - propBox.width * 0.3,
                y: propBox.y - propBox.height * 0.3,
                width: propBox.width * 1.6,
                height: propBox.height * 1.3 + propBox.width * 0.15,
              },
              box,
            ),
            svg: propArt,
          },
        ]
      : []),
    ...object.overlays,
  ];
  const texts: PlacedText[] = [...object.texts];
  if (!context.textFree) {
    const caption = captionPill({
      role: 'caption',
      text: words.lifestyleCaptions[variant % words.lifestyleCaptions.length]!,
      face: 'hand',
      plate: parseHex('#fffdf8'),
      x: W / 2,
      y: captionBelow ? H * 0.94 : H * 0.06,
      anchor: captionBelow ? 'bottom' : 'top',
      maxWidth: W * 0.8,
      maxLines: 1,
      maxSize: W * 0.064,
      minSize: W * 0.045,
      padding: 0.45,
    });
    overlays.push(...caption.overlays);
    texts.push(...caption.texts);
  }
  return {
    composition: `${photo ? `customer scene, on its ${photoSurface !== undefined ? 'own surface' : 'lower part'}` : `${fromAbove ? 'flat lay on the' : 'table at home,'} ${setting.name}`}, ${camera.name}, ${at === 0.5 ? 'centred' : at < 0.5 ? 'left' : 'right'}, ${propBox ? prop : 'no prop'}`,
    backdrop,
    backdropScale: photo || fromAbove ? 0.5 : 0.25,
    ...(onSurface ? { backdropPhoto: onSurface.framing } : {}),
    // Window light, leaf shadows and the far end of the table are out of focus; the
    // product is not.
    backdropBlur: photo ? 5 : fromAbove ? 1.5 : 9,
    underlays,
    ...(object.product ? { product: object.product } : {}),
    ...(propBox ? { props: [propBox] } : {}),
    overlays,
    texts,
    // A photograph's noise over the room, so that the product photo does not sit on clean vectors.
    grain: photo ? 0.16 : 0.3,
  };
}

/**
 * Where a prop stands: behind the product, on the side away from the light (else on the other
 * side), a little smaller, whole in the frame and clear of the product; nowhere when neither side
 * has room.
 */
function propPlace(product: Box, lightFromLeft: boolean, W: number, standY: number): Box | undefined {
  const width = Math.max(W * 0.12, product.width * 0.6);
  const height = Math.min(product.height * 0.7, width * 1.3);
  const gap = W * 0.02;
  const margin = W * 0.05;
  // Further back on the table than the product, so it stands higher in the frame.
  const bottom = standY - W * 0.06;
  const right = product.x + product.width + gap;
  const left = product.x - gap - width;
  const fitsRight = right + width <= W - margin;
  const fitsLeft = left >= margin;
  const x = lightFromLeft
    ? fitsRight
      ? right
      : fitsLeft
        ? left
        : undefined
    : fitsLeft
      ? left
      : fitsRight
        ? right
        : undefined;
  return x === undefined ? undefined : { x, y: bottom - height, width, height };
}

/** `area` cut back so that it ends where `product` begins, on whichever side of it `area` is. */
function clearOf(area: Box, product: Box): Box {
  const centre = area.x + area.width / 2;
  if (centre >= product.x + product.width / 2) {
    const x = Math.max(area.x, product.x + product.width);
    return { ...area, x, width: area.x + area.width - x };
  }
  return { ...area, width: Math.min(area.x + area.width, product.x) - area.x };
}

function propSvg(
  prop: (typeof PROPS)[number],
  box: Box,
  accent: Rgb,
  wall: Rgb,
  lightFromLeft: boolean,
): string {
  const { x, y, width: w, height: h } = box;
  // Round props are lit from the window's side and fall into shade on the other.
  const round = `<linearGradient id="round" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="${lightFromLeft ? 0.28 : 0}"/><stop offset="0.35" stop-color="#fff" stop-opacity="${lightFromLeft ? 0.12 : 0}"/><stop offset="0.7" stop-color="#000" stop-opacity="${lightFromLeft ? 0.08 : 0.12}"/><stop offset="1" stop-color="#000" stop-opacity="${lightFromLeft ? 0.3 : 0.04}"/></linearGradient>`;
  // Its shadow: a soft one falling away from the window, and a dark, tight one right under its
  // foot, so that it stands on the table and never hovers over it.
  const foot = prop === 'vase' ? 0.4 : prop === 'books' ? 0.92 : 0.6;
  const footX = x + (prop === 'mug' ? w * 0.45 : prop === 'books' ? w * 0.5 : w / 2);
  const contact = `<radialGradient id="propContact"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const shade =
    `<defs>${round}${contact}</defs><ellipse cx="${n(x + w / 2 + (lightFromLeft ? w * 0.16 : -w * 0.16))}" cy="${n(y + h - w * 0.02)}" rx="${n(w * 0.62)}" ry="${n(w * 0.1)}" fill="#000" fill-opacity="0.2"/>` +
    `<ellipse cx="${n(footX)}" cy="${n(y + h)}" rx="${n((w * foot) / 2 + w * 0.08)}" ry="${n(Math.max(4, w * 0.05))}" fill="url(#propContact)"/>`;
  switch (prop) {
    case 'plant':
      return (
        shade +
        `<rect x="${n(x + w * 0.2)}" y="${n(y + h * 0.55)}" width="${n(w * 0.6)}" height="${n(h * 0.45)}" rx="8" fill="#c47a55"/>` +
        `<rect x="${n(x + w * 0.2)}" y="${n(y + h * 0.55)}" width="${n(w * 0.6)}" height="${n(h * 0.45)}" rx="8" fill="url(#round)"/>` +
        `<g fill="#4d7a45">${Array.from({ length: 7 }, (_, i) => `<ellipse cx="${n(x + w / 2)}" cy="${n(y + h * 0.3)}" rx="${n(w * 0.1)}" ry="${n(h * 0.28)}" transform="rotate(${-60 + i * 20} ${n(x + w / 2)} ${n(y + h * 0.56)})"/>`).join('')}</g>`
      );
    case 'mug':
      return (
        shade +
        `<rect x="${n(x + w * 0.15)}" y="${n(y + h * 0.45)}" width="${n(w * 0.6)}" height="${n(h * 0.55)}" rx="${n(w * 0.08)}" ${fill(mix(accent, WHITE, 0.3))}/>` +
        `<rect x="${n(x + w * 0.15)}" y="${n(y + h * 0.45)}" width="${n(w * 0.6)}" height="${n(h * 0.55)}" rx="${n(w * 0.08)}" fill="url(#round)"/>` +
        `<path d="M${n(x + w * 0.75)} ${n(y + h * 0.58)} q ${n(w * 0.22)} 0 ${n(w * 0.22)} ${n(h * 0.16)} t ${n(-w * 0.22)} ${n(h * 0.16)}" stroke="${hex(mix(accent, WHITE, 0.3))}" stroke-width="${n(w * 0.07)}" fill="none"/>`
      );
    case 'books':
      return (
        shade +
        [0, 1, 2]
          .map(
            (i) =>
              `<rect x="${n(x + i * w * 0.04)}" y="${n(y + h - (i + 1) * h * 0.16)}" width="${n(w * 0.92)}" height="${n(h * 0.16 - (i === 0 ? 0 : 1))}" rx="3" ${fill([mix(accent, wall, 0.3), parseHex('#e8e1d3'), mix(accent, parseHex('#000000'), 0.25)][i]!)}/>`,
          )
          .join('')
      );
    case 'vase':
      return (
        shade +
        `<path d="M${n(x + w * 0.35)} ${n(y + h * 0.2)} L${n(x + w * 0.65)} ${n(y + h * 0.2)} Q ${n(x + w * 0.95)} ${n(y + h * 0.6)} ${n(x + w * 0.7)} ${n(y + h)} L${n(x + w * 0.3)} ${n(y + h)} Q ${n(x + w * 0.05)} ${n(y + h * 0.6)} ${n(x + w * 0.35)} ${n(y + h * 0.2)} Z" ${fill(mix(wall, parseHex('#000000'), 0.12))}/>` +
        `<path d="M${n(x + w * 0.35)} ${n(y + h * 0.2)} L${n(x + w * 0.65)} ${n(y + h * 0.2)} Q ${n(x + w * 0.95)} ${n(y + h * 0.6)} ${n(x + w * 0.7)} ${n(y + h)} L${n(x + w * 0.3)} ${n(y + h)} Q ${n(x + w * 0.05)} ${n(y + h * 0.6)} ${n(x + w * 0.35)} ${n(y + h * 0.2)} Z" fill="url(#round)"/>` +
        `<path d="M${n(x + w * 0.5)} ${n(y + h * 0.2)} q ${n(w * 0.1)} ${n(-h * 0.2)} ${n(w * 0.3)} ${n(-h * 0.25)}" stroke="#5b7a4a" stroke-width="3" fill="none"/>`
      );
  }
}

function interior(
  W: number,
  H: number,
  setting: Setting,
  tableTop: number,
  lightFromLeft: boolean,
  context: SceneContext,
): string {
  const { random } = context;
  const sun = parseHex('#fff6e0');
  const side = lightFromLeft ? 1 : -1;
  const x0 = lightFromLeft ? W * 0.05 : W * 0.95;
  // Window light: a slanted bright patch on the wall that carries on across the table.
  const patch = `<path d="M${n(x0)} ${n(H * 0.08)} L${n(x0 + side * W * 0.42)} ${n(H * 0.16)} L${n(x0 + side * W * 0.5)} ${n(tableTop)} L${n(x0 + side * W * 0.02)} ${n(tableTop)} Z" ${fill(sun, 0.55)}/>`;
  const tablePatch = `<path d="M${n(x0 + side * W * 0.02)} ${n(tableTop)} L${n(x0 + side * W * 0.5)} ${n(tableTop)} L${n(x0 + side * W * 0.8)} ${n(H)} L${n(x0 + side * W * 0.1)} ${n(H)} Z" ${fill(sun, 0.28)}/>`;
  const plantX = lightFromLeft ? W * 0.2 : W * 0.8;
  const leaves = Array.from({ length: 11 }, (_, i) => {
    const angle = -70 + i * 14 + random.range(-6, 6);
    const length = H * random.range(0.12, 0.2);
    return `<ellipse cx="${n(plantX)}" cy="${n(H * 0.22 - length / 2)}" rx="${n(W * 0.028)}" ry="${n(length / 2)}" transform="rotate(${n(angle)} ${n(plantX)} ${n(H * 0.3)})"/>`;
  }).join('');
  return (
    `<defs>${linearGradient('wall', [
      [0, mix(setting.wall, parseHex('#000000'), 0.08)],
      [1, setting.wall],
    ])}${linearGradient('table', [
      [0, mix(setting.table, WHITE, 0.12)],
      [1, mix(setting.table, parseHex('#000000'), 0.18)],
    ])}${linearGradient(
      'occlusion',
      [
        [0, parseHex('#000000'), 0],
        [1, parseHex('#000000'), 0.14],
      ],
      90,
    )}<radialGradient id="falloff" cx="${lightFromLeft ? 0.3 : 0.7}" cy="0.35" r="0.85"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#1a120a" stop-opacity="0.3"/></radialGradient></defs>` +
    `<rect width="${W}" height="${n(tableTop)}" fill="url(#wall)"/>` +
    `<g>${patch}<g fill="#3b3024" fill-opacity="0.22" transform="translate(${n(side * W * 0.12)} ${n(H * 0.06)})">${leaves}</g></g>` +
    `<rect y="${n(tableTop)}" width="${W}" height="${n(H - tableTop)}" fill="url(#table)"/>` +
    tableGrain(W, H, setting, tableTop, random) +
    `<rect y="${n(tableTop)}" width="${W}" height="4" ${fill(setting.tableEdge, 0.5)}/>` +
    `<g>${tablePatch}</g>` +
    // Where the wall meets the table the light is least; the frame's far corners are darker.
    `<rect y="${n(tableTop - H * 0.05)}" width="${W}" height="${n(H * 0.05)}" fill="url(#occlusion)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#falloff)"/>`
  );
}

/** The table's grain running away from the camera, towards a point behind the middle of the wall. */
function tableGrain(
  W: number,
  H: number,
  setting: Setting,
  top: number,
  random: SceneContext['random'],
): string {
  const stone = setting.name === 'white stone';
  const colour = stone
    ? mix(setting.table, parseHex('#6b6a66'), 0.3)
    : mix(setting.table, parseHex('#2b1a0e'), 0.35);
  return Array.from({ length: stone ? 6 : 22 }, (_, i) => {
    const x0 = W * (-0.2 + i * (stone ? 0.28 : 0.065)) + random.range(-10, 10);
    const x1 = W / 2 + (x0 - W / 2) * 2.2;
    return `<path d="M${n(x0)} ${n(top)} Q ${n((x0 + x1) / 2 + random.range(-18, 18))} ${n((top + H) / 2)} ${n(x1)} ${n(H)}" stroke="${hex(colour)}" stroke-opacity="${n(random.range(0.12, 0.3))}" stroke-width="${n(random.range(2, 6))}" fill="none"/>`;
  }).join('');
}
