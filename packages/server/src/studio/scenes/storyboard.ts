/**
 * Video storyboard keyframes (9:16). Each keyframe is drawn as its scene's `shot` says — a dark
 * backdrop with the product in silhouette, a macro close-up, the creator's selfie, hands, the
 * product from above, on a surface at home, on a podium or against its colour — with the same
 * creator (skin, sleeve, hand) in every scene of the storyboard; only the shots that happen in a
 * place use the customer's own scene photo. A product photographed from above is seen from above
 * in every scene, each framed its own way (overhead.ts). Its on-screen text goes on a plate inside the safe zone,
 * clear of the top 14 % and bottom 25 % that the apps cover, and above the product.
 */
import { nameInSentence } from '../../domain/copy/name-casing.js';
import { productName } from '../../domain/copy/subject-phrase.js';
import type { SceneBrief } from '../../ports/image-engine.js';
import { captionPill } from '../caption-pill.js';
import { INK, mix, parseHex, WHITE } from '../colour.js';
import { heroObject } from '../hero-object.js';
import type { Scene, SceneBuilder, SceneContext } from '../scene.js';
import { contactShadow, fill, n } from '../svg-markup.js';
import { heroColourScene } from './hero-colour.js';
import { heroStudioScene } from './hero-studio.js';
import { lifestyleScene } from './lifestyle.js';
import { callToActionCardScene, flatLayWithThingsScene, handWithProductScene } from './overhead.js';
import { selfieReviewScene } from './selfie-review.js';
import { silhouetteScene } from './silhouette.js';
import { flatLaySvg, SURFACES, surfaceSvg } from './surface.js';
import { unboxingScene } from './unboxing.js';

export type StoryboardKind = 'ugc' | 'product';

/** The part of a 9:16 frame that no app covers, as fractions of its height. */
export const SAFE_ZONE = { top: 0.14, bottom: 0.75 };

/** The longest on-screen text shown whole; a longer one ends in "…" at a word boundary. */
const ON_SCREEN_TEXT_MAX_CHARS = 120;

/** What a shot description asks to see, and whether it happens in a place. */
export type Shot = 'silhouette' | 'macro' | 'top-down' | 'selfie' | 'hands' | 'colour' | 'podium' | 'surface';

/** The first match decides: a "dark backdrop, silhouette" is a silhouette even on a podium. */
const SHOT_WORDS: ReadonlyArray<[Shot, RegExp]> = [
  ['silhouette', /silhouette|\bdark\b|rim light|low[- ]key|deep shadows?/i],
  ['macro', /macro|extreme close|close-up of the (texture|product|finish)|\bdetails?\b|texture/i],
  ['top-down', /top-down|from above|overhead|flat ?lay|unbox/i],
  [
    'selfie',
    /selfie|into the lens|to camera|creator'?s? face|beside the creator|creator (walks|nods|smiles|leans|reads|slumps)/i,
  ],
  ['hands', /\bhands?\b|in use|using the product|holding/i],
  ['colour', /brand colou?r|colou?r block|against its colou?r/i],
  ['podium', /podium|turntable|seamless|sweep|hero (shot|frame)|studio|covered shape|end-card/i],
  ['surface', /table|linen|counter|shelf|window|sofa|setting|everyday|kitchen|desk|moments?/i],
];

/** The shot of a beat whose description names none of the above. */
const BEAT_SHOTS: Record<string, Shot> = {
  hook: 'selfie',
  problem: 'surface',
  reveal: 'top-down',
  demo: 'hands',
  proof: 'selfie',
  cta: 'colour',
  intro: 'podium',
  detail: 'macro',
  feature: 'colour',
  lifestyle: 'surface',
  showcase: 'podium',
};

/** Shots that happen in a place: the customer's own scene photo stands in for the drawn one. */
const PLACE_SHOTS: ReadonlySet<Shot> = new Set(['selfie', 'hands', 'top-down', 'surface']);

export function shotOf(brief: SceneBrief): Shot {
  for (const [shot, words] of SHOT_WORDS) if (words.test(brief.shot)) return shot;
  return BEAT_SHOTS[brief.beat.trim().toLowerCase()] ?? 'podium';
}

const SETS: Record<Shot, SceneBuilder> = {
  silhouette: silhouetteScene,
  macro: closeUpScene,
  'top-down': unboxingScene,
  selfie: selfieReviewScene,
  hands: selfieReviewScene,
  colour: heroColourScene,
  podium: heroStudioScene,
  surface: lifestyleScene,
};

/**
 * A product photographed from above is seen from above in every scene, and never stood upright;
 * what keeps its storyboard from five flat lays in a row is that each shot is framed its own way:
 * the creator's hand pointing at it (a selfie), their hand at its edge (hands), their things
 * around it (a surface), an end card for the call to action. The rest lay it flat themselves.
 */
const OVERHEAD_SETS: Partial<Record<Shot, SceneBuilder>> = {
  selfie: handWithProductScene('pointing'),
  hands: handWithProductScene('holding'),
  surface: flatLayWithThingsScene,
};

function sceneFor(shot: Shot, beat: string, context: SceneContext): SceneBuilder {
  if (context.product?.view !== 'above') return SETS[shot];
  if (shot === 'colour' && beat === 'cta') return callToActionCardScene;
  if (atHomeInPhoto(shot, beat, context)) return selfieReviewScene;
  return OVERHEAD_SETS[shot] ?? SETS[shot];
}

/**
 * A table shot "at home" (the proof beat, or a shot that says so) of a product seen from above, with
 * the customer's own room photo: it looks down at a near table with the room beyond it, as the
 * selfie review does, so the customer's photo is used and the camera angle stays one. The other
 * table shots stay flat lays with the creator's things, so the scenes still differ.
 */
function atHomeInPhoto(shot: Shot, beat: string, context: SceneContext): boolean {
  if (shot !== 'surface' || !context.backdropPhoto) return false;
  return beat === 'proof' || /\bhome\b/i.test(context.brief?.shot ?? '');
}

const DEFAULT_BEATS: Record<
  StoryboardKind,
  Array<[beat: string, shot: string, text: (s: string) => string]>
> = {
  ugc: [
    ['hook', 'Selfie close-up, product held to camera', (s) => `I finally tried the ${s}`],
    ['problem', 'Everyday moment before, at the table', () => 'Sound familiar?'],
    ['reveal', 'Top-down unboxing', (s) => `Then the ${s} arrived`],
    ['demo', 'Product in hand, in use', () => 'Here is how I use it'],
    ['proof', 'Product on the table at home', () => 'Part of my routine now'],
    ['cta', 'Product on a colour backdrop', () => 'Tap the link to see more'],
  ],
  product: [
    ['intro', 'Studio hero shot', (s) => `Introducing ${s}`],
    ['detail', 'Macro close-up of the details', () => 'Every detail considered'],
    ['feature', 'Colour block, podium', () => 'Made for every day'],
    ['lifestyle', 'On the table at home', () => 'Fits right into your routine'],
    ['cta', 'Colour block with headline', () => 'Shop now'],
  ],
};

export function defaultBriefs(kind: StoryboardKind, subject: string, count: number): SceneBrief[] {
  const beats = DEFAULT_BEATS[kind];
  return Array.from({ length: count }, (_, i) => {
    const [beat, shot, text] = beats[i % beats.length]!;
    // The default beats are English: a name in sentence case is lowered inside them.
    return { index: i + 1, beat, shot, onScreenText: text(nameInSentence(productName(subject), 'en')) };
  });
}

export function storyboardScene(_kind: StoryboardKind): SceneBuilder {
  return (context: SceneContext): Scene => {
    const { size } = context;
    const { width: W, height: H } = size;
    const brief = context.brief ?? defaultBriefs(_kind, context.subject, context.index + 1)[context.index]!;
    const shot = shotOf(brief);
    const beat = brief.beat.trim().toLowerCase();

    const top = H * SAFE_ZONE.top + H * 0.02;
    const bottom = H * SAFE_ZONE.bottom - H * 0.015;
    const dark = shot === 'silhouette';
    const chip = captionPill({
      role: 'beat',
      text: `${String(brief.index).padStart(2, '0')} · ${brief.beat.toUpperCase()}`,
      face: 'sansMedium',
      plate: dark ? parseHex('#f4f1ea') : INK,
      plateOpacity: 1,
      x: W / 2,
      y: top,
      maxWidth: W * 0.6,
      maxLines: 1,
      maxSize: W * 0.03,
      minSize: W * 0.024,
      maxChars: 40,
      padding: 0.6,
    });
    // Hooks and calls to action shout; the scenes in between speak.
    const loud = beat === 'hook' || beat === 'cta' || beat === 'intro';
    const caption = captionPill({
      role: 'on-screen-text',
      text: brief.onScreenText,
      face: loud ? 'sansBold' : 'sansMedium',
      plate: dark ? INK : loud ? context.palette.brand : parseHex('#fffdf8'),
      x: W / 2,
      y: chip.bottom + H * 0.015,
      maxWidth: W * 0.84,
      maxLines: 4,
      maxSize: W * (loud ? 0.075 : 0.062),
      minSize: W * 0.04,
      maxChars: ON_SCREEN_TEXT_MAX_CHARS,
      lineHeight: 1.12,
      padding: 0.5,
      radius: W * 0.03,
    });
    const build = sceneFor(shot, beat, context);
    // Only a shot in a place is set in the customer's own scene photo; for a product seen from
    // above, only a table shot at home (a near table looked down at, the room beyond): the selfie
    // and the hands are drawn close over the product, the unboxing straight down at the box.
    const { backdropPhoto, ...rest } = context;
    const inPhoto =
      backdropPhoto &&
      PLACE_SHOTS.has(shot) &&
      (context.product?.view !== 'above' || atHomeInPhoto(shot, beat, context));
    const base = build({
      ...rest,
      ...(inPhoto ? { backdropPhoto } : {}),
      textFree: true,
      textZone: { top: caption.bottom + H * 0.03, bottom },
    });
    if (caption.bottom > bottom) throw new Error('on-screen text does not fit the safe zone');
    return {
      ...base,
      composition: `${shot} shot: ${base.composition}`,
      overlays: [...base.overlays, ...chip.overlays, ...caption.overlays],
      texts: [...base.texts, ...chip.texts, ...caption.texts],
    };
  };
}

/**
 * A macro close-up: the product large in the frame, resting on a surface — standing on a table
 * top on its cast and contact shadow before a soft, out-of-focus wall in its colours, or, for a
 * product photographed from above, lying on the surface seen from above on the shadow that hugs
 * it, a little of it cropped by the frame's left or right edge. Never turned and never in the air.
 */
function closeUpScene(context: SceneContext): Scene {
  const { size, palette, random } = context;
  const { width: W, height: H } = size;
  const top = context.textZone?.top ?? H * 0.1;
  const fromAbove = context.product?.view === 'above';
  const lightFromLeft = (context.runVariant + context.index) % 2 === 0;
  // From above, the frame's edge crops it on one side or the other, by run.
  const cropSide = Math.floor(context.runVariant / 2) % 2 === 0 ? 1 : -1;
  const surface = SURFACES[(context.runVariant + context.index) % SURFACES.length]!;
  const tinted = { ...surface, top: mix(surface.top, palette.soft, 0.35) };
  const standY = H * 0.88;
  // The table's far edge a little above the product's base: the camera is close and low.
  const surfaceTop = standY - H * 0.13;
  const object = heroObject(
    context,
    fromAbove
      ? // Close in on it from above: the frame's edge crops a little of it.
        {
          x: W / 2 + cropSide * W * 0.27,
          y: (top + H) / 2,
          anchor: 'centre',
          share: 0.6,
          bounds: { x: -W * 0.2, y: top, width: W * 1.4, height: H * 0.96 - top },
        }
      : {
          x: W / 2,
          y: standY,
          anchor: 'bottom',
          share: 0.6,
          bounds: { x: W * 0.04, y: top, width: W * 0.92, height: standY - top },
        },
    {
      rotation: 0,
      ...(fromAbove
        ? {
            stance: 'lying' as const,
            shadow: { dx: lightFromLeft ? 14 : -14, dy: 18, blur: 14, opacity: 0.45 },
          }
        : {
            stance: 'standing' as const,
            cast: { lean: lightFromLeft ? 0.6 : -0.6, length: 0.12, blur: 12, opacity: 0.36 },
          }),
      light: {
        angle: lightFromLeft ? 20 : 160,
        highlight: WHITE,
        shade: parseHex('#140f0a'),
        strength: 0.2,
      },
    },
    { surface: palette.brand, eyebrow: context.words.eyebrows.hero, aspect: 0.72 },
  );
  const box = object.box;
  const bokeh = Array.from({ length: 9 }, () => {
    const r = W * random.range(0.05, 0.14);
    return `<circle cx="${n(W * random.next())}" cy="${n(surfaceTop * random.next())}" r="${n(r)}" fill="${random.next() < 0.5 ? '#fff' : '#000'}" fill-opacity="${n(random.range(0.08, 0.2))}"/>`;
  }).join('');
  const wall = `<rect width="${W}" height="${H}" ${fill(palette.soft)}/>${bokeh}`;
  const contact = contactShadow(box, 0.56, Math.max(6, box.width * 0.05), 0.5);
  return {
    composition: `macro close-up on ${tinted.name.split(' ').at(-1)}, ${fromAbove ? 'lying, seen from above, cropped by the frame' : 'standing on it'}, shallow depth of field`,
    // From above the surface fills the frame; from the side the wall behind is out of focus and
    // the table top the product stands on is near and sharp.
    backdrop: fromAbove ? flatLaySvg(W, H, tinted, lightFromLeft, box, context) : wall,
    backdropScale: fromAbove ? 0.5 : 0.25,
    backdropBlur: fromAbove ? 1.5 : 20,
    ...(fromAbove ? {} : { backdropFront: surfaceSvg(W, H, tinted, surfaceTop, lightFromLeft, context) }),
    underlays: fromAbove ? [] : [{ box: contact.box, svg: `<defs>${contact.defs}</defs>${contact.body}` }],
    ...(object.product ? { product: object.product } : {}),
    overlays: object.overlays,
    texts: object.texts,
    grain: 0.1,
  };
}
