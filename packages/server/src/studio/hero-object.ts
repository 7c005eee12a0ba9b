/**
 * The thing a scene is about: the cut-out product when there is a reference image, else a drawn
 * mock-up of the kind of product the subject is (product-mockup.ts), in the scene's colours.
 */
import { inkOn, legibleSurface, type Rgb } from './colour.js';
import type { Box } from './geometry.js';
import { mockupAspect, mockupShapeOf, productMockup } from './product-mockup.js';
import type { Overlay, PlacedText, ProductPlacement, SceneContext } from './scene.js';
import type { FaceName } from './text/font-library.js';

export interface HeroObject {
  /** Where it stands (the product's or the card's box). */
  box: Box;
  product?: ProductPlacement;
  overlays: Overlay[];
  texts: PlacedText[];
}

/**
 * Where and how large the hero stands: centred on `x`, its base (or its centre) at `y`, sized to
 * `share` of the frame — the larger of its width's share of the frame's width and its height's of
 * the frame's height — and kept inside `bounds`.
 */
export interface Stand {
  x: number;
  y: number;
  anchor: 'bottom' | 'centre';
  share: number;
  bounds: Box;
}

/** The frame shares the presets size their product to: never under a quarter, never over 60 %. */
export const FRAME_SHARE = { min: 0.25, max: 0.6 };

/** The box of aspect `aspect` that `stand` asks for, inside its bounds. */
export function standBox(frame: { width: number; height: number }, stand: Stand, aspect: number): Box {
  const share = Math.min(FRAME_SHARE.max, Math.max(FRAME_SHARE.min, stand.share));
  let height = share * frame.height;
  let width = height * aspect;
  if (width > share * frame.width) {
    width = share * frame.width;
    height = width / aspect;
  }
  const { bounds } = stand;
  const fit = Math.min(1, bounds.width / width, bounds.height / height);
  width *= fit;
  height *= fit;
  let x = stand.x - width / 2;
  let y = stand.anchor === 'bottom' ? stand.y - height : stand.y - height / 2;
  x = Math.min(bounds.x + bounds.width - width, Math.max(bounds.x, x));
  y = Math.min(bounds.y + bounds.height - height, Math.max(bounds.y, y));
  return { x, y, width, height };
}

export interface CardStyle {
  surface: Rgb;
  /** Small uppercase line above the subject. */
  eyebrow: string;
  face?: FaceName;
  /** Width / height of the card; a tall "package" by default. */
  aspect?: number;
}

/**
 * The lowest line a product may stand on: a drawn mock-up carries words on its label, which stay
 * above the bottom band a storyboard's apps cover, so a scene sets its floor or podium no lower.
 */
export function lowestStand(context: SceneContext): number {
  return context.product ? Number.POSITIVE_INFINITY : (context.textZone?.bottom ?? Number.POSITIVE_INFINITY);
}

export function heroObject(
  context: SceneContext,
  stand: Stand,
  product: Omit<ProductPlacement, 'box'>,
  card: CardStyle,
): HeroObject {
  if (context.product) {
    // Below the words a storyboard puts above the scene; the product may reach into the bottom
    // band the apps cover, words may not.
    const zoneTop = context.textZone?.top ?? 0;
    const bounds =
      stand.bounds.y >= zoneTop
        ? stand.bounds
        : {
            ...stand.bounds,
            y: zoneTop,
            height: Math.max(1, stand.bounds.y + stand.bounds.height - zoneTop),
          };
    const box = standBox(context.size, { ...stand, bounds }, context.product.aspect);
    return { box, product: { ...product, box }, overlays: [], texts: [] };
  }
  const zone = context.textZone;
  const area = stand.bounds;
  const top = zone ? Math.max(area.y, zone.top) : area.y;
  const bottom = zone ? Math.min(area.y + area.height, zone.bottom) : area.y + area.height;
  const bounds = { ...area, y: top, height: Math.max(1, bottom - top) };
  // Without a photo the product is drawn: a mock-up of its kind, the subject on its label.
  const shape = mockupShapeOf(context.subject, context.language);
  const box = standBox(context.size, { ...stand, bounds }, mockupAspect(shape));
  return {
    box,
    ...productMockup(shape, context.subject, box, {
      surface: legibleSurface(card.surface, inkOn(card.surface)),
      eyebrow: card.eyebrow,
      ...(card.face === 'serif' || card.face === 'sansBold' ? { face: card.face } : {}),
    }),
  };
}
