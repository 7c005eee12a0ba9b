/**
 * UGC selfie review: a phone held at arm's length in a lived-in room. The room is out of focus,
 * the product is held up close with a slight tilt, there is grain, and a handwritten review sticker
 * with a star rating is stuck on the picture.
 */
import { hsl, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { holdingHand, SKIN_TONES } from '../hand.js';
import { heroObject } from '../hero-object.js';
import { reviewSticker } from '../review-sticker.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { fill, linearGradient, n, radialGradient } from '../svg-markup.js';

const REVIEWS = [
  (s: string) => `Obsessed with my ${s}. Ten out of ten!`,
  (s: string) => `Okay, the ${s} actually lives up to the hype`,
  (s: string) => `Did not expect the ${s} to be this good`,
  (s: string) => `My new everyday favourite: ${s}`,
  (s: string) => `Week two with the ${s} and I'm hooked`,
];

export function selfieReviewScene(context: SceneContext): Scene {
  const { size, random, index } = context;
  const { width: W, height: H } = size;
  const tilt = (index % 2 === 0 ? -1 : 1) * random.range(1.5, 3.5);
  const variant = context.runVariant + index;
  const stickerOnTop = context.textFree ? false : variant % 2 === 0;
  const wall = random.pick([
    hsl(32, 0.32, 0.8),
    hsl(100, 0.14, 0.74),
    hsl(12, 0.34, 0.82),
    hsl(210, 0.14, 0.78),
  ]);
  const backdrop = room(W, H, wall, tilt, random.next() < 0.5, context);

  const top = stickerOnTop ? H * 0.34 : H * 0.1;
  const areaHeight = H * (stickerOnTop ? 0.5 : 0.54);
  const areaWidth = W * 0.5;
  const cx = W * (0.5 + random.range(-0.05, 0.05));
  const fromRight = variant % 3 !== 1;
  const object = heroObject(
    context,
    { x: cx - areaWidth / 2, y: top, width: areaWidth, height: areaHeight },
    {
      rotation: tilt + random.range(-5, 5),
      shadow: { dx: fromRight ? -10 : 10, dy: 14, blur: 22, opacity: 0.3 },
      light: { angle: fromRight ? 160 : 20, highlight: WHITE, shade: parseHex('#1c140f'), strength: 0.14 },
    },
    { surface: context.palette.brand, eyebrow: 'My honest review', aspect: 0.7 },
    'centre',
  );
  const rotation = object.product?.rotation ?? 0;
  const skin = random.pick(SKIN_TONES);
  // A card is held lower, so that the fingers never cover its words.
  const hand = holdingHand(object.box, rotation, skin, fromRight, H, object.product ? 0.72 : 0.98);
  const overlays: Overlay[] = [...object.overlays, { box: hand.bounds, svg: hand.front }];
  const texts: PlacedText[] = [...object.texts];

  if (!context.textFree) {
    const stickerWidth = W * random.range(0.56, 0.64);
    const stickerX = (variant >> 1) % 2 === 0 ? W * 0.06 : W - stickerWidth - W * 0.06;
    const review = REVIEWS[variant % REVIEWS.length]!(context.subject);
    const stars = random.next() < 0.8 ? 5 : 4;
    const draft = reviewSticker({ x: stickerX, y: 0, width: stickerWidth, height: 0 }, review, stars);
    const stickerY = stickerOnTop ? H * 0.06 : H * 0.94 - draft.box.height;
    const sticker = reviewSticker(
      { x: stickerX, y: stickerY, width: stickerWidth, height: 0 },
      review,
      stars,
    );
    overlays.push(...sticker.overlays);
    texts.push(...sticker.texts);
  }

  return {
    backdrop,
    backdropScale: 0.25,
    backdropBlur: 16,
    // The arm is near the lens and in focus; it is soft-edged enough to be drawn at backdrop scale.
    backdropFront: hand.behind,
    ...(object.product ? { product: object.product } : {}),
    overlays,
    texts,
    grain: 0.32,
  };
}

/** A bedroom or living room, out of focus: window light, a shelf, a plant, a lamp, a sofa. */
function room(
  W: number,
  H: number,
  wall: Rgb,
  tilt: number,
  windowLeft: boolean,
  context: SceneContext,
): string {
  const { random, palette } = context;
  const windowX = windowLeft ? W * 0.02 : W * 0.6;
  const shelfX = windowLeft ? W * 0.55 : W * 0.06;
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
    return `<rect x="${n(x)}" y="${n(H * 0.36 - h)}" width="${n(W * 0.07)}" height="${n(h)}" rx="10" ${fill(colour)}/>`;
  }).join('');
  const plantX = windowLeft ? W * 0.92 : W * 0.1;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -80 + i * 20 + random.range(-8, 8);
    return `<ellipse cx="${n(plantX)}" cy="${n(H * 0.52)}" rx="${n(W * 0.035)}" ry="${n(H * 0.11)}" transform="rotate(${n(angle)} ${n(plantX)} ${n(H * 0.6)})" fill="#3f6b3a"/>`;
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
    `<g transform="rotate(${n(tilt)} ${n(W / 2)} ${n(H / 2)}) translate(${n(-W * 0.08)} ${n(-H * 0.08)}) scale(1.16)">` +
    `<rect x="-40" y="-40" width="${W + 80}" height="${H + 80}" fill="url(#wall)"/>` +
    `<rect x="${n(windowX)}" y="${n(H * 0.06)}" width="${n(W * 0.34)}" height="${n(H * 0.42)}" rx="6" fill="#f7f9fb"/>` +
    `<rect x="${n(windowX + W * 0.165)}" y="${n(H * 0.06)}" width="${n(W * 0.012)}" height="${n(H * 0.42)}" ${fill(dark, 0.5)}/>` +
    `<ellipse cx="${n(windowX + W * 0.17)}" cy="${n(H * 0.3)}" rx="${n(W * 0.5)}" ry="${n(H * 0.4)}" fill="url(#daylight)"/>` +
    `<rect x="${n(shelfX - W * 0.02)}" y="${n(H * 0.36)}" width="${n(W * 0.42)}" height="${n(H * 0.018)}" ${fill(dark)}/>` +
    objects +
    `<circle cx="${n(windowLeft ? W * 0.78 : W * 0.32)}" cy="${n(H * 0.5)}" r="${n(W * 0.22)}" fill="url(#lamp)"/>` +
    leaves +
    `<rect x="${n(plantX - W * 0.06)}" y="${n(H * 0.6)}" width="${n(W * 0.12)}" height="${n(H * 0.1)}" rx="12" fill="#b8724e"/>` +
    `<rect x="-40" y="${n(H * 0.7)}" width="${W + 80}" height="${n(H * 0.4)}" rx="60" ${fill(mix(context.palette.soft, wall, 0.5))}/>` +
    `<rect x="${n(W * 0.1)}" y="${n(H * 0.64)}" width="${n(W * 0.3)}" height="${n(H * 0.14)}" rx="50" ${fill(mix(palette.accent, wall, 0.4))}/>` +
    `</g>`
  );
}
