/**
 * Product hero, colour block: a bold flat background in the product's own colour (or its
 * category's, without a photo), a second block in a related tone, a podium the product stands on,
 * a headline and a button. Each output of a run takes another colour pairing, another block shape
 * and another layout: headline above, headline in a column beside a tall product, or a low wide
 * stage for a wide one.
 */

import { captionPill } from '../caption-pill.js';
import { hex, inkOn, legibleSurface, mix, parseHex, type Rgb, WHITE } from '../colour.js';
import { heroObject, lowestStand } from '../hero-object.js';
import { fitLine } from '../name-fitting.js';
import { type Overlay, type PlacedText, type Scene, type SceneContext, shapeOf } from '../scene.js';
import { contactShadow, fill, linearGradient, n } from '../svg-markup.js';
import { placeText } from '../text-block.js';

/** The longest headline, in characters: two lines across the frame, four in a column. */
const HEADLINE_CHARS = 40;

const BLOCKS = ['circle', 'arch', 'band', 'split'] as const;
type Layout = 'headline above' | 'headline beside';

export function heroColourScene(context: SceneContext): Scene {
  const { size, random, index, palette, words } = context;
  const { width: W, height: H } = size;
  const variant = context.runVariant + index;
  const pairings: Array<{ name: string; background: Rgb; block: Rgb }> = [
    { name: 'brand', background: palette.brand, block: mix(palette.brand, WHITE, 0.22) },
    { name: 'deep', background: palette.deep, block: palette.brand },
    { name: 'soft', background: palette.soft, block: mix(palette.brand, WHITE, 0.45) },
    { name: 'accent', background: mix(palette.accent, palette.brand, 0.35), block: palette.soft },
  ];
  const chosen = pairings[variant % pairings.length]!;
  // A mid-tone colour is nudged until white or ink reads on it.
  const background = legibleSurface(chosen.background, inkOn(chosen.background));
  const ink = inkOn(background);
  const serif = variant % 2 === 1;
  const shape = context.product ? shapeOf(context.product.aspect) : 'tall';
  // A column of words beside the product suits a tall one; a wide one needs the width.
  // A product photographed from above lies on a podium seen from above; one shot straight on
  // stands on a podium seen from its own height.
  const view = context.product?.view ?? 'front';
  const layout: Layout =
    !context.textFree && shape === 'tall' && view !== 'above' && (context.runVariant + index * 2) % 3 === 1
      ? 'headline beside'
      : 'headline above';
  const block = BLOCKS[(Math.floor(context.runVariant / 4) + index) % BLOCKS.length]!;

  const overlays: Overlay[] = [];
  const texts: PlacedText[] = [];
  let headlineBottom = H * 0.1;
  const margin = W * 0.07;
  if (!context.textFree) {
    const lines = [...words.headlines.slice(variant % words.headlines.length), ...words.headlines];
    const text = fitLine(lines, context.subject, HEADLINE_CHARS, context.language);
    const beside = layout === 'headline beside';
    const headline = placeText({
      role: 'headline',
      text,
      face: serif ? 'serif' : 'sansBold',
      colour: ink,
      x: beside ? margin : W / 2,
      y: beside ? H * 0.42 : H * 0.07,
      align: beside ? 'start' : 'middle',
      anchor: beside ? 'middle' : 'top',
      maxWidth: beside ? W * 0.4 : W * 0.86,
      maxLines: beside ? 5 : 2,
      maxSize: W * (beside ? 0.075 : 0.085),
      minSize: W * 0.045,
      lineHeight: serif ? 1.05 : 1.08,
      ...(serif ? {} : { letterSpacing: -1 }),
    });
    overlays.push(headline.overlay);
    texts.push(headline.text);
    headlineBottom = beside ? H * 0.1 : headline.text.box.y + headline.text.box.height;
  }

  const beside = layout === 'headline beside';
  const cx = beside ? W * 0.7 : W / 2;
  const wide = shape === 'wide' || shape === 'flat';
  const areaTop = headlineBottom + H * 0.03;
  const above = view === 'above';
  const podiumWidth = W * (above ? 0.76 : beside ? 0.44 : wide ? 0.78 : random.range(0.52, 0.6));
  // The podium's top: nearly round from above, a thin ellipse from the product's own height.
  const ry = podiumWidth * (above ? 0.3 : view === 'three-quarter' ? 0.1 : 0.045);
  // From above, the podium's top is where the product lies, clear of the headline and the button.
  // Standing, the product's base (a little in front of the top's middle line) is no lower than it
  // may stand, so a mock-up kept above a storyboard's bottom band still stands on the podium.
  const podiumTop = above
    ? Math.min(H * 0.66, Math.max(areaTop + ry + H * 0.02, H * 0.6))
    : Math.min(H * (wide ? 0.74 : random.range(0.76, 0.79)), lowestStand(context) - ry * 0.3);
  const sideHeight = H * (above ? 0.05 : 0.12);
  const lightLeft = variant % 2 === 0;
  const object = heroObject(
    context,
    above
      ? {
          x: cx,
          y: podiumTop,
          anchor: 'centre',
          share: 0.6,
          bounds: {
            x: cx - podiumWidth * 0.4,
            y: podiumTop - ry * 0.8,
            width: podiumWidth * 0.8,
            height: ry * 1.6,
          },
        }
      : {
          x: cx,
          // Standing a little in front of the top's middle line, on its near half.
          y: podiumTop + ry * 0.3,
          anchor: 'bottom',
          share: wide ? 0.6 : beside ? 0.5 : 0.48,
          bounds: {
            x: beside ? W * 0.5 : W * 0.08,
            y: areaTop,
            width: beside ? W * 0.44 : W * 0.84,
            height: podiumTop + ry * 0.3 - areaTop,
          },
        },
    {
      rotation: 0,
      ...(above
        ? {
            stance: 'lying' as const,
            shadow: { dx: lightLeft ? 14 : -14, dy: 18, blur: 16, opacity: 0.34 },
          }
        : {
            stance: 'standing' as const,
            cast: { lean: lightLeft ? 0.5 : -0.5, length: 0.14, blur: 10, opacity: 0.28 },
          }),
      light: {
        angle: lightLeft ? 200 : 340,
        highlight: WHITE,
        shade: mix(background, parseHex('#000000'), 0.6),
        strength: 0.12,
      },
    },
    {
      surface: mix(background, WHITE, 0.88),
      eyebrow: context.claims.isNew ? words.newBadge : words.eyebrows.hero,
      aspect: 0.74,
    },
  );
  overlays.unshift(...object.overlays);
  texts.unshift(...object.texts);

  if (!context.textFree) {
    const button = captionPill({
      role: 'button',
      text: words.buttons[variant % words.buttons.length]!,
      face: 'sansMedium',
      plate: ink === WHITE ? WHITE : parseHex('#111014'),
      x: beside ? margin + W * 0.2 : W / 2,
      y: beside ? H * 0.62 : H * 0.955,
      anchor: beside ? 'top' : 'bottom',
      maxWidth: W * (beside ? 0.4 : 0.5),
      maxLines: 1,
      maxSize: W * 0.036,
      minSize: W * 0.026,
      padding: 0.7,
    });
    overlays.push(...button.overlays);
    texts.push(...button.texts);
  }

  const podium = mix(background, WHITE, 0.35);
  const podiumSide = mix(background, parseHex('#000000'), 0.12);
  const contact = contactShadow(object.box, 0.55, Math.max(6, object.box.width * 0.07), 0.38);
  const blockTop = headlineBottom + H * 0.035;
  // Beside a column of words, every block stays right of the column (which ends at 0.47 W).
  const radius = Math.min(W * (beside ? 0.22 : 0.36), (podiumTop - blockTop) / 1.6);
  const drift = beside ? W * random.range(0, 0.05) : W * random.range(-0.05, 0.05);
  const bandLeft = beside ? W * 0.5 : 0;
  const blockSvg =
    block === 'circle'
      ? `<circle cx="${n(cx + drift)}" cy="${n(blockTop + radius)}" r="${n(radius)}" ${fill(chosen.block)}/>`
      : block === 'arch'
        ? `<path d="M${n(cx - radius)} ${n(podiumTop)} L${n(cx - radius)} ${n(blockTop + radius)} A ${n(radius)} ${n(radius)} 0 0 1 ${n(cx + radius)} ${n(blockTop + radius)} L${n(cx + radius)} ${n(podiumTop)} Z" ${fill(chosen.block)}/>`
        : block === 'band'
          ? `<rect x="${n(bandLeft)}" y="${n(podiumTop - H * 0.2)}" width="${n(W - bandLeft)}" height="${n(H * 0.2)}" ${fill(chosen.block)}/>`
          : `<path d="M${n(beside ? W * 0.56 : W * 0.62)} ${n(blockTop)} L${W} ${n(blockTop)} L${W} ${n(podiumTop)} L${n(beside ? W * 0.5 : W * 0.3)} ${n(podiumTop)} Z" ${fill(chosen.block)}/>`;
  const backdrop =
    `<defs>${linearGradient(
      'podium',
      [
        [0, podiumSide],
        [0.4, podium],
        [1, podiumSide],
      ],
      0,
    )}</defs>` +
    `<rect width="${W}" height="${H}" fill="${hex(background)}"/>` +
    blockSvg +
    `<rect x="${n(cx - podiumWidth / 2)}" y="${n(podiumTop)}" width="${n(podiumWidth)}" height="${n(sideHeight)}" fill="url(#podium)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(podiumTop + sideHeight)}" rx="${n(podiumWidth / 2)}" ry="${n(ry)}" fill="url(#podium)"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(podiumTop)}" rx="${n(podiumWidth / 2)}" ry="${n(ry)}" ${fill(mix(podium, WHITE, 0.25))}/>`;
  return {
    composition: `colour block, ${chosen.name}, ${block}, ${layout}, ${above ? 'podium from above' : 'podium at eye level'}`,
    backdrop,
    backdropScale: 0.5,
    // Lying on the podium, its drop shadow is all the shadow it has.
    underlays: above ? [] : [{ box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }],
    ...(object.product ? { product: object.product } : {}),
    ...(above ? {} : { standsOn: { line: podiumTop + ry * 0.3, base: object.box.y + object.box.height } }),
    overlays,
    texts,
    grain: 0.06,
  };
}
