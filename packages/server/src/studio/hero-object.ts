/**
 * The thing a scene is about: the cut-out product when there is a reference image, else a
 * typographic card that makes the subject itself the hero, in the scene's colours.
 */
import { contrastRatio, hex, INK_CONTRAST, inkOn, legibleSurface, mix, type Rgb, WHITE } from './colour.js';
import { type Box, fitInside, grow } from './geometry.js';
import type { Overlay, PlacedText, ProductPlacement, SceneContext } from './scene.js';
import { n } from './svg-markup.js';
import type { FaceName } from './text/font-library.js';
import { placeText } from './text-block.js';

export interface HeroObject {
  /** Where it stands (the product's or the card's box). */
  box: Box;
  product?: ProductPlacement;
  overlays: Overlay[];
  texts: PlacedText[];
}

export interface CardStyle {
  surface: Rgb;
  /** Small uppercase line above the subject. */
  eyebrow: string;
  face?: FaceName;
  /** Width / height of the card; a tall "package" by default. */
  aspect?: number;
}

/** The longest subject a card shows whole; a longer one ends in "…" at a word boundary. */
const CARD_SUBJECT_MAX_CHARS = 90;

export function heroObject(
  context: SceneContext,
  area: Box,
  product: Omit<ProductPlacement, 'box'>,
  card: CardStyle,
  anchor: 'centre' | 'bottom' = 'bottom',
): HeroObject {
  if (context.product) {
    const box = fitInside(area, context.product.aspect, anchor);
    return { box, product: { ...product, box }, overlays: [], texts: [] };
  }
  const zone = context.textZone;
  const top = zone ? Math.max(area.y, zone.top) : area.y;
  const bottom = zone ? Math.min(area.y + area.height, zone.bottom) : area.y + area.height;
  const box = fitInside({ ...area, y: top, height: bottom - top }, card.aspect ?? 0.72, anchor);
  return { box, ...subjectCard(context.subject, box, card) };
}

function subjectCard(
  subject: string,
  box: Box,
  style: CardStyle,
): { overlays: Overlay[]; texts: PlacedText[] } {
  const ink = inkOn(style.surface);
  // A brand colour in the middle, where neither ink reads well enough, is moved away from the ink.
  const surface = legibleSurface(style.surface, ink);
  const radius = Math.min(box.width, box.height) * 0.06;
  const pad = box.width * 0.11;
  // The sheen lightens the card towards its top corner, where the eyebrow sits: no further than
  // white ink still reads on it.
  let sheen = 0.35;
  while (sheen > 0 && contrastRatio(ink, mix(surface, WHITE, sheen)) < INK_CONTRAST) sheen -= 0.05;
  const lift = mix(surface, WHITE, Math.max(0, sheen));
  // Lighter at the top-left corner, the plain surface from the middle on (half the diagonal).
  const card: Overlay = {
    box,
    card: {
      radius,
      from: lift,
      to: surface,
      reach: 1,
      outline: {
        inset: pad * 0.45,
        radius: radius * 0.6,
        width: Math.max(1.5, box.width * 0.006),
        colour: ink,
        opacity: 0.22,
      },
    },
  };
  const eyebrow = placeText({
    role: 'card-eyebrow',
    text: style.eyebrow.toUpperCase(),
    face: 'sansMedium',
    colour: ink,
    x: box.x + box.width / 2,
    y: box.y + pad * 1.15,
    align: 'middle',
    maxWidth: box.width - pad * 2,
    maxLines: 1,
    maxSize: Math.max(12, box.width * 0.055),
    minSize: Math.max(10, box.width * 0.035),
    letterSpacing: 2,
  });
  const title = placeText({
    role: 'card-subject',
    text: subject,
    face: style.face ?? 'serif',
    colour: ink,
    x: box.x + box.width / 2,
    y: box.y + box.height * 0.54,
    anchor: 'middle',
    align: 'middle',
    maxWidth: box.width - pad * 2,
    maxLines: 5,
    maxSize: box.width * 0.16,
    minSize: Math.max(14, box.width * 0.055),
    lineHeight: 1.08,
    maxChars: CARD_SUBJECT_MAX_CHARS,
  });
  const ruleY = title.text.box.y + title.text.box.height + pad * 0.5;
  const ruleBox = {
    x: box.x + box.width / 2 - box.width * 0.08,
    y: ruleY,
    width: box.width * 0.16,
    height: Math.max(2, box.width * 0.008),
  };
  const rule: Overlay[] =
    ruleY < box.y + box.height - pad
      ? [
          {
            // A pixel of room: the overlay's box is rounded to whole pixels, the rule is not.
            box: grow(ruleBox, 1),
            svg: `<rect x="${n(ruleBox.x)}" y="${n(ruleBox.y)}" width="${n(ruleBox.width)}" height="${n(ruleBox.height)}" fill="${hex(ink)}" fill-opacity="0.55"/>`,
          },
        ]
      : [];
  return {
    overlays: [card, ...rule, eyebrow.overlay, title.overlay],
    texts: [eyebrow.text, title.text],
  };
}
