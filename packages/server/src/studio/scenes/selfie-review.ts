/**
 * UGC selfie review: the creator's phone close to a product set down on the desk, vanity or
 * nightstand in front of them, the lived-in room behind it out of focus (or the customer's own
 * scene). The product stands on the surface on its own cast and contact shadow, lit from the
 * room's window; there is grain, and a sticker with a line in the creator's handwriting — a paper
 * note (with the caller's star rating when there is one), a speech bubble or a label. No hand is
 * drawn: a drawn hand never looked like it held anything. Each output of a run takes another room,
 * surface, camera height, place and sticker design.
 */
import { captionPill } from '../caption-pill.js';
import { hsl, INK, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import type { Box } from '../geometry.js';
import { heroObject } from '../hero-object.js';
import { fitLine } from '../name-fitting.js';
import { reviewSticker } from '../review-sticker.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n, radialGradient } from '../svg-markup.js';
import { framingOnSurface, matchPhotoLight, photoFraming, photoTint } from './photo-backdrop.js';
import { flatLaySvg, SURFACES, type Surface, surfaceSvg } from './surface.js';

const STICKERS = ['note', 'bubble', 'label'] as const;
const ROOMS = [
  { name: 'warm bedroom', wall: hsl(32, 0.32, 0.8) },
  { name: 'sage living room', wall: hsl(100, 0.14, 0.74) },
  { name: 'blush room', wall: hsl(12, 0.34, 0.82) },
  { name: 'grey-blue room', wall: hsl(210, 0.14, 0.78) },
];
/** The longest line on a sticker. */
const NOTE_CHARS = 60;

export function selfieReviewScene(context: SceneContext): Scene {
  const { size, random, index, words } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const stickerOnTop = context.textFree ? false : variant % 2 === 0;
  const sticker = STICKERS[(Math.floor(context.runVariant / 2) + index) % STICKERS.length]!;
  const room = ROOMS[(context.runVariant + index * 3) % ROOMS.length]!;
  // Looked down on, all three outputs show their surface whole: each takes another.
  const fromAboveView = context.product?.view === 'above';
  const surface =
    SURFACES[(Math.floor(context.runVariant / 3) + index * (fromAboveView ? 3 : 2)) % SURFACES.length]!;
  const photo = context.backdropPhoto;
  const windowLeft = photo ? photo.lightFromLeft : variant % 2 === 0;
  // The product stands to the side the creator's hand would be on, a little off centre.
  const side = context.creator.fromRight ? 1 : -1;
  const place = W * (0.5 + side * [0.04, 0.1, 0][variant % 3]! + random.range(-0.02, 0.02));

  // Where the product's base is: low in the frame under a sticker above, higher over one below.
  const zoneTop = context.textFree
    ? Math.max(H * 0.1, context.textZone?.top ?? 0)
    : stickerOnTop
      ? H * 0.34
      : H * 0.07;
  const wantedBase = context.textFree
    ? Math.min(H * 0.86, Math.max(H * 0.6, context.textZone?.bottom ?? H * 0.86))
    : stickerOnTop
      ? H * 0.88
      : H * 0.68;
  // A product photographed from above, in the customer's room: the phone looks down at a near
  // table top, the product lying on it; beyond the table's edge, at the top of the frame, the
  // room's floor, far below and out of focus. The photo is cropped to its lower part (its floor) as
  // the unboxing does: a room seen at eye level above a top-down product was a collage of two views.
  const lookingDown = context.product?.view === 'above' && photo !== undefined;
  const onSurface =
    photo && !lookingDown ? framingOnSurface(random, index, photo, size, wantedBase / H) : undefined;
  // The photo's own table top or shelf when the framing brings it near where the product stands;
  // else a surface is laid in front of the photo.
  const photoSurface =
    onSurface?.surfaceAt !== undefined && Math.abs(onSurface.surfaceAt * H - wantedBase) < H * 0.08
      ? onSurface.surfaceAt * H
      : undefined;
  const standY = photoSurface !== undefined ? Math.min(H * 0.92, photoSurface + H * 0.01) : wantedBase;
  // The far edge of the surface, behind the product: how far depends on the camera's height.
  // A product photographed from above is looked down on: the camera is high over the surface.
  const fromAbove = context.product?.view === 'above';
  // Looked down on: without a photo the camera is straight over the surface (a flat lay, no far
  // edge); in the customer's photo as high as it allows, the surface reaching nearly to the top.
  const flatLay = fromAbove && !photo;
  const surfaceTop = fromAbove
    ? H * 0.12
    : standY - H * [0.16, 0.22, 0.12][(context.runVariant + index) % 3]!;
  const object = heroObject(
    context,
    {
      x: place,
      y: standY,
      anchor: 'bottom',
      share: 0.5,
      bounds: { x: W * 0.08, y: zoneTop, width: W * 0.84, height: standY - zoneTop },
    },
    {
      rotation: 0,
      ...(fromAbove
        ? {
            stance: 'lying' as const,
            shadow: { dx: windowLeft ? 14 : -14, dy: 16, blur: 16, opacity: 0.36 },
          }
        : {
            stance: 'standing' as const,
            cast: { lean: windowLeft ? 0.6 : -0.6, length: 0.2, blur: 14, opacity: 0.32 },
          }),
      light: photo
        ? matchPhotoLight(photo)
        : {
            angle: windowLeft ? 15 : 165,
            highlight: parseHex('#fff4de'),
            shade: parseHex('#1c140f'),
            strength: 0.16,
          },
      ...(photo ? { tint: photoTint(photo) } : {}),
    },
    { surface: context.palette.brand, eyebrow: words.eyebrows.selfie, aspect: 0.7 },
  );
  const backdrop = flatLay
    ? flatLaySvg(W, H, surface, windowLeft, object.box, context)
    : photo
      ? ''
      : roomSvg(W, H, room.wall, windowLeft, surfaceTop, context);
  // The near table's far edge: above the product, clear of a sticker above it, leaving the room's
  // floor a band of the frame.
  const tableEdge = Math.max(H * 0.22, Math.min(object.box.y - H * 0.05, H * (stickerOnTop ? 0.38 : 0.3)));
  const contact = contactShadow(object.box, 0.56, Math.max(6, object.box.width * 0.07), 0.5);
  const underlays: Overlay[] = fromAbove
    ? []
    : [{ box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }];
  const overlays: Overlay[] = [...object.overlays];
  const texts: PlacedText[] = [...object.texts];

  if (!context.textFree) {
    const notes = [...words.selfieNotes.slice(variant % words.selfieNotes.length), ...words.selfieNotes];
    // A customer's words only when the caller gave them; otherwise what the creator is doing.
    const { review, reviewer } = context.claims;
    const note =
      review !== undefined
        ? `“${review}”${reviewer !== undefined ? ` — ${reviewer}` : ''}`
        : fitLine(notes, context.subject, NOTE_CHARS, context.language);
    const stickerWidth = W * random.range(0.56, 0.64);
    const left = (variant >> 1) % 2 === 0;
    const stickerX = left ? W * 0.06 : W - stickerWidth - W * 0.06;
    if (sticker === 'note') {
      const stars = context.claims.rating;
      const draft = reviewSticker({ x: stickerX, y: 0, width: stickerWidth, height: 0 }, note, stars);
      const stickerY = stickerOnTop ? H * 0.06 : H * 0.94 - draft.box.height;
      const placed = reviewSticker({ x: stickerX, y: stickerY, width: stickerWidth, height: 0 }, note, stars);
      overlays.push(...placed.overlays);
      texts.push(...placed.texts);
    } else {
      const plate: Rgb =
        sticker === 'bubble' ? parseHex('#fffdf8') : context.palette.fromBrand ? context.palette.brand : INK;
      const pill = captionPill({
        role: 'review',
        text: note,
        face: sticker === 'bubble' ? 'hand' : 'sansBold',
        plate,
        x: W / 2,
        y: stickerOnTop ? H * 0.06 : H * 0.94,
        anchor: stickerOnTop ? 'top' : 'bottom',
        maxWidth: W * 0.8,
        maxLines: 2,
        maxSize: W * (sticker === 'bubble' ? 0.062 : 0.05),
        minSize: W * 0.036,
        padding: 0.6,
        radius: sticker === 'bubble' ? W * 0.05 : W * 0.015,
      });
      overlays.push(...pill.overlays);
      if (sticker === 'bubble') {
        // The bubble's tail points at the product.
        const tailX = W / 2 + (left ? -W * 0.1 : W * 0.1);
        const edge = stickerOnTop ? pill.bottom : pill.top;
        const tip = stickerOnTop ? edge + H * 0.035 : edge - H * 0.035;
        const tail = `<path d="M${n(tailX - W * 0.03)} ${n(edge + (stickerOnTop ? -2 : 2))} L${n(tailX + W * 0.03)} ${n(edge + (stickerOnTop ? -2 : 2))} L${n(tailX + W * 0.05)} ${n(tip)} Z" ${fill(plate)}/>`;
        overlays.splice(overlays.length - 1, 0, {
          box: {
            x: tailX - W * 0.04,
            y: Math.min(edge, tip) - 4,
            width: W * 0.1,
            height: Math.abs(tip - edge) + 8,
          },
          svg: tail,
        });
      }
      texts.push(...pill.texts);
    }
  }

  return {
    composition: `selfie, ${lookingDown ? 'customer scene, looking down at a table top before it' : photo ? 'customer scene' : flatLay ? `flat lay on the ${surface.name}` : `${room.name}, ${surface.name}`}, ${context.textFree ? 'no sticker' : `${sticker} sticker ${stickerOnTop ? 'above' : 'below'}`}, product on the surface ${place < W * 0.47 ? 'left' : place > W * 0.53 ? 'right' : 'centred'}, no hand`,
    backdrop,
    backdropScale: photo || flatLay ? 0.5 : 0.25,
    ...(onSurface ? { backdropPhoto: onSurface.framing } : {}),
    ...(lookingDown ? { backdropPhoto: photoFraming(random, index, 'from above') } : {}),
    // The room is far behind and soft; the surface the product stands on is near and in focus.
    backdropBlur: lookingDown ? 14 : photo ? 8 : flatLay ? 1.5 : 18,
    // A photo with a table top or shelf of its own is stood on; one without gets a surface in front
    // of it, in its own light; looked down on, the near table top is seen from straight above.
    ...(lookingDown
      ? {
          backdropFront: nearTableSvg(
            W,
            H,
            { ...surface, top: mix(surface.top, photo.mean, 0.25) },
            tableEdge,
            windowLeft,
            object.box,
            context,
          ),
        }
      : photoSurface !== undefined || flatLay
        ? {}
        : {
            backdropFront: surfaceSvg(
              W,
              H,
              photo ? { ...surface, top: mix(surface.top, photo.mean, 0.3) } : surface,
              surfaceTop,
              windowLeft,
              context,
            ),
          }),
    underlays,
    ...(object.product ? { product: object.product } : {}),
    overlays,
    texts,
    grain: 0.3,
  };
}

/** A bedroom or living room behind the surface, out of focus: window light, a shelf, a plant, a lamp. */
function roomSvg(
  W: number,
  H: number,
  wall: Rgb,
  windowLeft: boolean,
  surfaceTop: number,
  context: SceneContext,
): string {
  const { random, palette } = context;
  const windowX = windowLeft ? W * 0.02 : W * 0.6;
  const shelfX = windowLeft ? W * 0.55 : W * 0.06;
  const shelfY = Math.min(H * 0.36, surfaceTop - H * 0.12);
  const dark = mix(wall, parseHex('#2a2018'), 0.35);
  const objects = Array.from({ length: 4 }, (_, i) => {
    const x = shelfX + i * W * 0.095;
    const h = H * random.range(0.05, 0.11);
    const colour = random.pick([
      palette.brand,
      palette.accent,
      mix(wall, WHITE, 0.5),
      palette.deep,
      hsl(40, 0.5, 0.6),
    ]);
    return `<rect x="${n(x)}" y="${n(shelfY - h)}" width="${n(W * 0.07)}" height="${n(h)}" rx="10" ${fill(colour)}/>`;
  }).join('');
  const plantX = windowLeft ? W * 0.9 : W * 0.1;
  const potTop = surfaceTop - H * 0.04;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -80 + i * 20 + random.range(-8, 8);
    return `<ellipse cx="${n(plantX)}" cy="${n(potTop - H * 0.08)}" rx="${n(W * 0.035)}" ry="${n(H * 0.11)}" transform="rotate(${n(angle)} ${n(plantX)} ${n(potTop)})" fill="#3f6b3a"/>`;
  }).join('');
  return (
    `<defs>${linearGradient('wall', [
      [0, mix(wall, WHITE, 0.15)],
      [1, mix(wall, parseHex('#000000'), 0.12)],
    ])}${radialGradient('lamp', [
      [0, parseHex('#fff1c9'), 0.9],
      [1, parseHex('#fff1c9'), 0],
    ])}${radialGradient('daylight', [
      [0, WHITE, 0.7],
      [1, WHITE, 0],
    ])}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#wall)"/>` +
    `<rect x="${n(windowX)}" y="${n(H * 0.04)}" width="${n(W * 0.36)}" height="${n(Math.max(H * 0.2, surfaceTop - H * 0.1))}" rx="6" fill="#f7f9fb"/>` +
    `<rect x="${n(windowX + W * 0.175)}" y="${n(H * 0.04)}" width="${n(W * 0.012)}" height="${n(Math.max(H * 0.2, surfaceTop - H * 0.1))}" ${fill(dark, 0.5)}/>` +
    `<ellipse cx="${n(windowX + W * 0.18)}" cy="${n(H * 0.28)}" rx="${n(W * 0.55)}" ry="${n(H * 0.42)}" fill="url(#daylight)"/>` +
    `<rect x="${n(shelfX - W * 0.02)}" y="${n(shelfY)}" width="${n(W * 0.42)}" height="${n(H * 0.018)}" ${fill(dark)}/>` +
    objects +
    `<circle cx="${n(windowLeft ? W * 0.8 : W * 0.3)}" cy="${n(surfaceTop - H * 0.12)}" r="${n(W * 0.2)}" fill="url(#lamp)"/>` +
    leaves +
    `<rect x="${n(plantX - W * 0.06)}" y="${n(potTop)}" width="${n(W * 0.12)}" height="${n(H * 0.1)}" rx="12" fill="#b8724e"/>`
  );
}

/**
 * A table top near the camera seen from straight above, from `edge` down to the bottom of the
 * frame (the flat lay's planks or veins, light and napkin), its far edge catching the light and
 * the floor beyond it in the table's shade.
 */
function nearTableSvg(
  W: number,
  H: number,
  surface: Surface,
  edge: number,
  windowLeft: boolean,
  under: Box,
  context: SceneContext,
): string {
  return (
    `<defs><clipPath id="nearTable"><rect y="${n(edge)}" width="${W}" height="${n(H - edge)}"/></clipPath>${linearGradient(
      'beyondEdge',
      [
        [0, parseHex('#000000'), 0],
        [1, parseHex('#000000'), 0.35],
      ],
      90,
    )}</defs>` +
    `<rect y="${n(edge - H * 0.06)}" width="${W}" height="${n(H * 0.06)}" fill="url(#beyondEdge)"/>` +
    `<g clip-path="url(#nearTable)">${flatLaySvg(W, H, surface, windowLeft, under, context)}</g>` +
    `<rect y="${n(edge)}" width="${W}" height="${n(H * 0.006)}" ${fill(mix(surface.top, WHITE, 0.45), 0.9)}/>`
  );
}
