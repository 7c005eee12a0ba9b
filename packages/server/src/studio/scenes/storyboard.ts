/**
 * Video storyboard keyframes (9:16): each scene's beat picks the set it is drawn in (a selfie for
 * the hook, an unboxing for the reveal, a colour block for the call to action, …) and its on-screen
 * text goes on a plate inside the safe zone, clear of the top 14 % and bottom 25 % that the apps
 * cover with their own interface.
 */
import type { SceneBrief } from '../../ports/image-engine.js';
import { captionPill } from '../caption-pill.js';
import { INK, mix, parseHex, WHITE } from '../colour.js';
import type { Scene, SceneBuilder, SceneContext } from '../scene.js';
import { heroColourScene } from './hero-colour.js';
import { heroStudioScene } from './hero-studio.js';
import { lifestyleScene } from './lifestyle.js';
import { selfieReviewScene } from './selfie-review.js';
import { unboxingScene } from './unboxing.js';

export type StoryboardKind = 'ugc' | 'product';

/** The part of a 9:16 frame that no app covers, as fractions of its height. */
export const SAFE_ZONE = { top: 0.14, bottom: 0.75 };

/** The longest on-screen text shown whole; a longer one ends in "…" at a word boundary. */
const ON_SCREEN_TEXT_MAX_CHARS = 120;

const SETS: Record<string, SceneBuilder> = {
  hook: selfieReviewScene,
  problem: lifestyleScene,
  reveal: unboxingScene,
  demo: selfieReviewScene,
  proof: lifestyleScene,
  cta: heroColourScene,
  intro: heroStudioScene,
  detail: heroStudioScene,
  feature: heroColourScene,
  lifestyle: lifestyleScene,
  showcase: heroStudioScene,
};
const FALLBACK: Record<StoryboardKind, SceneBuilder[]> = {
  ugc: [selfieReviewScene, lifestyleScene, unboxingScene, selfieReviewScene, lifestyleScene, heroColourScene],
  product: [heroStudioScene, heroStudioScene, heroColourScene, lifestyleScene, heroColourScene],
};

const DEFAULT_BEATS: Record<
  StoryboardKind,
  Array<[beat: string, shot: string, text: (s: string) => string]>
> = {
  ugc: [
    ['hook', 'Selfie close-up, product held to camera', (s) => `I finally tried the ${s}`],
    ['problem', 'Everyday moment before', () => 'Nothing I tried really worked'],
    ['reveal', 'Top-down unboxing', (s) => `Then the ${s} arrived`],
    ['demo', 'Product in hand, in use', () => 'Two weeks in: see the difference'],
    ['proof', 'Product on the table at home', () => 'Five stars, and I mean it'],
    ['cta', 'Product on a colour backdrop', () => 'Tap the link to get yours'],
  ],
  product: [
    ['intro', 'Studio hero shot', (s) => `Introducing ${s}`],
    ['detail', 'Close studio shot, low key', () => 'Every detail considered'],
    ['feature', 'Colour block, podium', () => 'Made for every day'],
    ['lifestyle', 'On the table at home', () => 'Fits right into your routine'],
    ['cta', 'Colour block with headline', () => 'Shop now'],
  ],
};

export function defaultBriefs(kind: StoryboardKind, subject: string, count: number): SceneBrief[] {
  const beats = DEFAULT_BEATS[kind];
  return Array.from({ length: count }, (_, i) => {
    const [beat, shot, text] = beats[i % beats.length]!;
    return { index: i + 1, beat, shot, onScreenText: text(subject) };
  });
}

export function storyboardScene(kind: StoryboardKind): SceneBuilder {
  return (context: SceneContext): Scene => {
    const { size, index } = context;
    const { width: W, height: H } = size;
    const brief = context.brief ?? defaultBriefs(kind, context.subject, index + 1)[index]!;
    const beat = brief.beat.trim().toLowerCase();
    const build = SETS[beat] ?? FALLBACK[kind][index % FALLBACK[kind].length]!;

    const top = H * SAFE_ZONE.top + H * 0.02;
    const bottom = H * SAFE_ZONE.bottom - H * 0.015;
    const chip = captionPill({
      role: 'beat',
      text: `${String(brief.index).padStart(2, '0')} · ${brief.beat.toUpperCase()}`,
      face: 'sansMedium',
      plate: INK,
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
      plate: loud ? mix(context.palette.brand, WHITE, 0) : parseHex('#fffdf8'),
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
    const base = build({ ...context, textFree: true, textZone: { top: caption.bottom + H * 0.02, bottom } });
    if (caption.bottom > bottom) throw new Error('on-screen text does not fit the safe zone');
    return {
      ...base,
      overlays: [...base.overlays, ...chip.overlays, ...caption.overlays],
      texts: [...base.texts, ...chip.texts, ...caption.texts],
    };
  };
}
