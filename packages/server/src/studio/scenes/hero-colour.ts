/**
 * Product hero, colour block: a bold flat background in the product's own colour (or the subject's,
 * without a product), a second block in a related tone, a podium, and a headline.
 */

import { captionPill } from '../caption-pill.js';
import { hex, hsl, inkOn, legibleSurface, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { heroObject } from '../hero-object.js';
import type { Overlay, PlacedText, Scene, SceneContext } from '../scene.js';
import { contactShadow, fill, linearGradient, n } from '../svg-markup.js';
import { placeText } from '../text-block.js';

/** The longest headline shown whole; a longer one ends in "…" at a word boundary. */
const HEADLINE_MAX_CHARS = 70;

const HEADLINES = [
  (s: string) => s,
  (s: string) => `Meet the ${s}`,
  (s: string) => `Say hello to ${s}`,
  (s: string) => `${s}. Made to be noticed.`,
];
const BUTTONS = ['Shop now', 'Discover more', 'Get yours', 'New in'];

export function heroColourScene(context: SceneContext): Scene {
  const { size, random, index, palette } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const blocks: Array<{ background: Rgb; block: Rgb }> = [
    { background: palette.brand, block: mix(palette.brand, WHITE, 0.22) },
    { background: palette.deep, block: palette.brand },
    { background: palette.soft, block: mix(palette.brand, WHITE, 0.45) },
    { background: hsl(palette.hue + 30, 0.6, 0.55), block: palette.brand },
  ];
  const chosen = blocks[variant % blocks.length]!;
  // A mid-tone brand colour is nudged until white or ink reads on it.
  const background = legibleSurface(chosen.background, inkOn(chosen.background));
  const ink = inkOn(background);
  const serif = variant % 2 === 1;

  const overlays: Overlay[] = [];
  const texts: PlacedText[] = [];
  let headlineBottom = H * 0.1;
  if (!context.textFree) {
    const headline = placeText({
      role: 'headline',
      text: HEADLINES[variant % HEADLINES.length]!(context.subject),
      face: serif ? 'serif' : 'sansBold',
      colour: ink,
      x: W / 2,
      y: H * 0.07,
      align: 'middle',
      maxWidth: W * 0.86,
      maxLines: 2,
      maxSize: W * 0.085,
      minSize: W * 0.05,
      lineHeight: serif ? 1.05 : 1.08,
      maxChars: HEADLINE_MAX_CHARS,
      ...(serif ? {} : { letterSpacing: -1 }),
    });
    overlays.push(headline.overlay);
    texts.push(headline.text);
    headlineBottom = headline.text.box.y + headline.text.box.height;
  }

  const podiumTop = H * random.range(0.77, 0.8);
  const podiumWidth = W * random.range(0.52, 0.6);
  const cx = W / 2;
  const areaTop = headlineBottom + H * 0.025;
  const areaHeight = Math.max(H * 0.3, podiumTop - areaTop + H * 0.01);
  const object = heroObject(
    context,
    { x: cx - W * 0.3, y: podiumTop + H * 0.01 - areaHeight, width: W * 0.6, height: areaHeight },
    {
      rotation: 0,
      shadow: { dx: variant % 2 === 0 ? 24 : -24, dy: 10, blur: 24, opacity: 0.3 },
      light: {
        angle: variant % 2 === 0 ? 200 : 340,
        highlight: WHITE,
        shade: mix(background, parseHex('#000000'), 0.6),
        strength: 0.12,
      },
    },
    { surface: mix(background, WHITE, 0.88), eyebrow: 'New', aspect: 0.74 },
  );
  overlays.unshift(...object.overlays);
  texts.unshift(...object.texts);

  if (!context.textFree) {
    const button = captionPill({
      role: 'button',
      text: BUTTONS[variant % BUTTONS.length]!,
      face: 'sansMedium',
      plate: ink === WHITE ? WHITE : parseHex('#111014'),
      x: W / 2,
      y: H * 0.955,
      anchor: 'bottom',
      maxWidth: W * 0.5,
      maxLines: 1,
      maxSize: W * 0.036,
      minSize: W * 0.028,
      padding: 0.7,
    });
    overlays.push(...button.overlays);
    texts.push(...button.texts);
  }

  const podium = mix(background, WHITE, 0.35);
  const podiumSide = mix(background, parseHex('#000000'), 0.12);
  const ry = podiumWidth * 0.12;
  const contact = contactShadow(object.box, 0.55, ry * 0.45, 0.35);
  // The block stays below the headline, so the headline only ever sits on the background colour.
  const blockTop = headlineBottom + H * 0.035;
  const radius = Math.min(W * 0.36, (podiumTop - blockTop) / 1.6);
  const blockShape =
    variant % 2 === 0
      ? `<circle cx="${n(cx + W * random.range(-0.06, 0.06))}" cy="${n(blockTop + radius)}" r="${n(radius)}" ${fill(chosen.block)}/>`
      : `<path d="M${n(cx - radius)} ${n(podiumTop)} L${n(cx - radius)} ${n(blockTop + radius)} A ${n(radius)} ${n(radius)} 0 0 1 ${n(cx + radius)} ${n(blockTop + radius)} L${n(cx + radius)} ${n(podiumTop)} Z" ${fill(chosen.block)}/>`;
  const backdrop =
    `<defs>${linearGradient(
      'podium',
      [
        [0, podiumSide],
        [0.4, podium],
        [1, podiumSide],
      ],
      0,
    )}${contact.defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="${hex(background)}"/>` +
    blockShape +
    `<rect x="${n(cx - podiumWidth / 2)}" y="${n(podiumTop)}" width="${n(podiumWidth)}" height="${n(H * 0.12)}" fill="url(#podium)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(podiumTop + H * 0.12)}" rx="${n(podiumWidth / 2)}" ry="${n(ry)}" fill="url(#podium)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(podiumTop)}" rx="${n(podiumWidth / 2)}" ry="${n(ry)}" ${fill(mix(podium, WHITE, 0.25))}/>` +
    contact.body;
  return {
    backdrop,
    backdropScale: 0.5,
    ...(object.product ? { product: object.product } : {}),
    overlays,
    texts,
    grain: 0.06,
  };
}
