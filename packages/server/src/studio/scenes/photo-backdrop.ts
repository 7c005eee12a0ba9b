/**
 * The customer's own scene photo as a backdrop: how each output frames it (a slightly different
 * crop, so the outputs of a run are not the same picture) and how the product is lit to belong in
 * it — its light from the photo's brighter side, its highlights and shade in the photo's own
 * temperature and brightness.
 */
import { mix, parseHex, WHITE } from '../colour.js';
import type { Size } from '../geometry.js';
import type { Light } from '../pixels.js';
import type { Random } from '../random.js';
import type { BackdropFacts, Scene } from '../scene.js';

/**
 * Each output's crop: a wide one in the middle, a closer one to the left, one between to the
 * right — three framings of one room that read as three photos, not one repeated. Not much closer:
 * a tight crop leaves a product no free spot beside what already stands there.
 */
const FRAMINGS = [
  { x: 0.5, y: 0.55, zoom: [1.02, 1.08] },
  { x: 0.4, y: 0.6, zoom: [1.18, 1.26] },
  { x: 0.6, y: 0.5, zoom: [1.1, 1.16] },
] as const;

/**
 * How an output frames the photo: a slightly different crop each. `from above` (an unboxing) crops
 * into the photo's lower part, where a table top or a floor is, as close to looking down as a photo
 * taken at eye level allows.
 */
export function photoFraming(
  random: Random,
  index: number,
  view: 'ahead' | 'from above' = 'ahead',
): NonNullable<Scene['backdropPhoto']> {
  const focus = FRAMINGS[index % FRAMINGS.length]!;
  return view === 'from above'
    ? { zoom: 1.5 + random.range(0, 0.3), focusX: focus.x, focusY: 0.8 }
    : { zoom: random.range(focus.zoom[0], focus.zoom[1]), focusX: focus.x, focusY: focus.y };
}

/**
 * A framing that puts the photo's surface at `standAt` of the frame's height (as near as the photo
 * allows), so that the product stands on it rather than in the air in front of it; and where the
 * surface then is in the frame (a fraction of its height). Without a surface, the usual framing.
 */
export function framingOnSurface(
  random: Random,
  index: number,
  photo: BackdropFacts,
  size: Size,
  standAt: number,
): { framing: NonNullable<Scene['backdropPhoto']>; surfaceAt?: number } {
  const framing = photoFraming(random, index);
  if (photo.surface === undefined) return { framing };
  // The crop's height as a fraction of the photo's (compositor.ts photoBackdrop crops the same way).
  const frameAspect = size.width / size.height;
  const crop = Math.min(1, photo.aspect / frameAspect) / framing.zoom;
  const top = Math.min(1 - crop, Math.max(0, photo.surface - standAt * crop));
  return {
    framing: { ...framing, focusY: top + crop / 2 },
    surfaceAt: (photo.surface - top) / crop,
  };
}

export function matchPhotoLight(photo: BackdropFacts): Light {
  return {
    angle: photo.lightFromLeft ? 15 : 165,
    highlight: mix(WHITE, photo.mean, 0.25),
    shade: mix(parseHex('#140f0a'), photo.mean, 0.15),
    strength: 0.1 + 0.12 * (1 - photo.brightness),
  };
}

/** Colour multipliers that match a product's light to the photo's brightness and temperature. */
export function photoTint(photo: BackdropFacts): { r: number; g: number; b: number } {
  const exposure = 0.78 + 0.32 * Math.min(1, photo.brightness / 0.6);
  const warm = photo.warmth * 0.18;
  return { r: exposure * (1 + warm), g: exposure, b: exposure * (1 - warm) };
}

/**
 * Of `places` (fractions of the frame's width, the preferred first), the one where the photo's
 * surface is clearest for a product `width` wide (a fraction of the frame's width): a product is
 * set down in a free spot, not in front of a bottle already standing there. The preferred place
 * unless another is clearly freer.
 */
export function clearestPlace(
  photo: BackdropFacts,
  framing: NonNullable<Scene['backdropPhoto']>,
  size: Size,
  places: readonly number[],
  width: number,
): number {
  const { clutter } = photo;
  if (!clutter || places.length === 0) return places[0] ?? 0.5;
  // The crop's width and left edge as fractions of the photo's (compositor.ts photoBackdrop).
  const crop = Math.min(1, size.width / size.height / photo.aspect) / framing.zoom;
  const left = Math.min(1 - crop, Math.max(0, framing.focusX - crop / 2));
  const busy = (place: number) => {
    const from = left + Math.max(0, place - width / 2) * crop;
    const to = left + Math.min(1, place + width / 2) * crop;
    const first = Math.floor(from * clutter.length);
    const last = Math.min(clutter.length - 1, Math.floor(to * clutter.length));
    let sum = 0;
    for (let i = first; i <= last; i++) sum += clutter[i]!;
    return sum / Math.max(1, last - first + 1);
  };
  const scored = places.map((place) => ({ place, busy: busy(place) }));
  const clearest = scored.reduce((a, b) => (b.busy < a.busy ? b : a));
  return scored[0]!.busy > clearest.busy * 1.3 + 0.005 ? clearest.place : scored[0]!.place;
}
