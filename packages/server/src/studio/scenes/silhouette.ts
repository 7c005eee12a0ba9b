/**
 * The storyboard's silhouette shot: the product in the dark, its edges caught by a light from
 * behind — standing on a dark seamless backdrop, or, photographed from above, lying in a pool of
 * light on a dark surface.
 */
import { mix, parseHex, WHITE } from '../colour.js';
import { heroObject } from '../hero-object.js';
import type { Scene, SceneContext } from '../scene.js';
import { n, softEllipse } from '../svg-markup.js';

/**
 * A dark seamless backdrop, the product in silhouette: almost black, its edges caught by a rim
 * light from behind, a glow on the wall behind it.
 */
export function silhouetteScene(context: SceneContext): Scene {
  const { size } = context;
  const { width: W, height: H } = size;
  if (context.product?.view === 'above') return silhouetteFromAbove(context);
  const floorY = H * 0.8;
  const object = heroObject(
    context,
    {
      x: W / 2,
      y: floorY,
      anchor: 'bottom',
      share: 0.5,
      bounds: { x: W * 0.08, y: H * 0.1, width: W * 0.84, height: floorY - H * 0.1 },
    },
    {
      rotation: 0,
      stance: 'standing',
      tint: { r: 0.22, g: 0.22, b: 0.24 },
      light: rimLight(context),
      cast: { lean: 0, length: 0.06, blur: 8, opacity: 0.6 },
    },
    silhouetteCard(context),
  );
  const box = object.box;
  const glow = softEllipse(
    'rim',
    box.x + box.width / 2,
    box.y + box.height * 0.45,
    W * 0.42,
    H * 0.3,
    mix(context.palette.brand, WHITE, 0.3),
    0.45,
  );
  const backdrop =
    `<defs>${glow.defs}</defs><rect width="${W}" height="${H}" fill="#0b0b0d"/>${glow.body}` +
    `<rect y="${n(floorY)}" width="${W}" height="${n(H - floorY)}" fill="#060607"/>`;
  return {
    composition: 'dark seamless, silhouette, rim light',
    backdrop,
    backdropScale: 0.125,
    ...(object.product ? { product: object.product } : {}),
    overlays: object.overlays,
    texts: object.texts,
    grain: 0.12,
  };
}

/**
 * A product photographed from above, in the dark: it lies on a black surface seen from straight
 * above, almost black itself, in a pool of light in its colour — no floor line and no wall.
 */
function silhouetteFromAbove(context: SceneContext): Scene {
  const { size } = context;
  const { width: W, height: H } = size;
  const top = context.textZone?.top ?? H * 0.2;
  const object = heroObject(
    context,
    {
      x: W / 2,
      y: (top + H * 0.9) / 2,
      anchor: 'centre',
      share: 0.5,
      bounds: { x: W * 0.08, y: top, width: W * 0.84, height: H * 0.9 - top },
    },
    {
      rotation: 0,
      stance: 'lying',
      tint: { r: 0.3, g: 0.3, b: 0.32 },
      light: rimLight(context),
      shadow: { dx: 0, dy: 10, blur: 20, opacity: 0.7 },
    },
    silhouetteCard(context),
  );
  const box = object.box;
  const pool = softEllipse(
    'pool',
    box.x + box.width / 2,
    box.y + box.height / 2,
    Math.max(box.width, box.height) * 0.85,
    Math.max(box.width, box.height) * 0.85,
    mix(context.palette.brand, WHITE, 0.3),
    0.4,
  );
  return {
    composition: 'dark surface seen from above, silhouette in a pool of light',
    backdrop: `<defs>${pool.defs}</defs><rect width="${W}" height="${H}" fill="#0b0b0d"/>${pool.body}`,
    backdropScale: 0.125,
    ...(object.product ? { product: object.product } : {}),
    overlays: object.overlays,
    texts: object.texts,
    grain: 0.12,
  };
}

/** A silhouette's light: from behind, in a tint of the brand, on the product's edges. */
const rimLight = (context: SceneContext) => ({
  angle: 270,
  highlight: mix(context.palette.brand, WHITE, 0.6),
  shade: parseHex('#000000'),
  strength: 0.35,
});

/** A drawn product in silhouette: a card almost as dark as the backdrop. */
const silhouetteCard = (context: SceneContext) => ({
  surface: parseHex('#1b1b1f'),
  eyebrow: context.words.eyebrows.hero,
  aspect: 0.72,
});
