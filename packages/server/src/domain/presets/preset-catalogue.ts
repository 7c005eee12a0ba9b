/**
 * The preset catalogue: ready-made generation recipes. A preset's cost is known before it
 * runs: one credit per output image.
 */
import type { Platform } from '../../ports/copy-engine.js';

export type PresetKind = 'ugc' | 'product_hero' | 'video_storyboard';
export type AspectRatio = '1:1' | '4:5' | '9:16' | '16:9';

export interface Preset {
  presetId: PresetId;
  kind: PresetKind;
  name: string;
  description: string;
  outputs: { count: number; width: number; height: number; aspectRatio: AspectRatio; format: 'jpeg' };
  creditsPerOutput: 1;
  creditsPerRun: number;
  referenceImage: 'optional' | 'required';
  copy: { platforms: readonly Platform[] };
  /** Bumped whenever the preset's rendering changes, and recorded in each output's render manifest. */
  version: number;
}

interface PresetInput {
  presetId: string;
  kind: PresetKind;
  name: string;
  description: string;
  outputs: { count: number; width: number; height: number; aspectRatio: AspectRatio };
  referenceImage: 'optional' | 'required';
  copy: { platforms: readonly Platform[] };
}

const PORTRAIT = { width: 1080, height: 1350, aspectRatio: '4:5' } as const;
const SQUARE = { width: 1080, height: 1080, aspectRatio: '1:1' } as const;
const VERTICAL = { width: 1080, height: 1920, aspectRatio: '9:16' } as const;

const CATALOGUE = [
  {
    presetId: 'ugc-selfie-review',
    kind: 'ugc',
    name: 'UGC selfie review',
    description:
      'Phone-camera selfie framing: the product set down up close on a desk, vanity or nightstand in front of the camera, a casual room out of focus behind it, with grain and a handwritten-style sticker (a quote only from claims.review, stars only from claims.rating).',
    outputs: { count: 3, ...PORTRAIT },
    referenceImage: 'optional',
    copy: { platforms: ['instagram', 'tiktok', 'facebook', 'threads'] },
  },
  {
    presetId: 'ugc-unboxing',
    kind: 'ugc',
    name: 'UGC unboxing',
    description:
      'Unboxing from a high angle: the product standing in an open kraft box on a table, rising out of tissue paper in a colour that sets it apart, with a sticker such as "just arrived".',
    outputs: { count: 3, ...PORTRAIT },
    referenceImage: 'optional',
    copy: { platforms: ['instagram', 'tiktok', 'facebook', 'threads'] },
  },
  {
    presetId: 'ugc-lifestyle',
    kind: 'ugc',
    name: 'UGC lifestyle',
    description:
      "The product standing on a table at home: window light, soft plant shadows and a prop out of focus behind it, with a handwritten caption — or on the surface of the customer's own scene photo.",
    outputs: { count: 3, ...PORTRAIT },
    referenceImage: 'optional',
    copy: { platforms: ['instagram', 'pinterest', 'facebook', 'threads'] },
  },
  {
    presetId: 'product-hero-studio',
    kind: 'product_hero',
    name: 'Product hero — studio',
    description:
      'The product standing on a seamless studio sweep on its contact and cast shadow, in four lights (daylight, warm sand, low key with a reflection, the brand tint), with a plinth, a sphere or an arch.',
    outputs: { count: 4, ...SQUARE },
    referenceImage: 'optional',
    copy: { platforms: ['instagram', 'facebook', 'x', 'linkedin', 'pinterest', 'bluesky'] },
  },
  {
    presetId: 'product-hero-color',
    kind: 'product_hero',
    name: 'Product hero — colour block',
    description:
      "A bold colour-block background derived from the product's dominant colour, with a podium and a headline.",
    outputs: { count: 4, ...PORTRAIT },
    referenceImage: 'optional',
    copy: { platforms: ['instagram', 'facebook', 'pinterest', 'threads'] },
  },
  {
    presetId: 'video-storyboard-ugc',
    kind: 'video_storyboard',
    name: 'Video storyboard — UGC ad',
    description:
      'A 9:16 UGC ad storyboard in six scenes — hook, problem, reveal, demo, proof, call to action — with shots, on-screen text, voiceover and a keyframe per scene.',
    outputs: { count: 6, ...VERTICAL },
    referenceImage: 'optional',
    copy: { platforms: ['tiktok', 'instagram'] },
  },
  {
    presetId: 'video-storyboard-product',
    kind: 'video_storyboard',
    name: 'Video storyboard — product showcase',
    description:
      'A 9:16 product showcase storyboard in five scenes, with shots, on-screen text, voiceover and a keyframe per scene, the product resting on a podium, plinth or table top in each.',
    outputs: { count: 5, ...VERTICAL },
    referenceImage: 'optional',
    copy: { platforms: ['tiktok', 'instagram'] },
  },
] as const satisfies readonly PresetInput[];

/**
 * The ids of the catalogue. Every per-preset table of the service (a scene, a copy style, a set of
 * storyboard beats) is a `Record<PresetId, …>`, so a new preset fails to compile until each has it.
 */
export type PresetId = (typeof CATALOGUE)[number]['presetId'];
/** The video presets, which also plan a storyboard. */
export type StoryboardPresetId = Extract<
  (typeof CATALOGUE)[number],
  { kind: 'video_storyboard' }
>['presetId'];

export const PRESETS: readonly Preset[] = CATALOGUE.map((p) => ({
  ...p,
  outputs: { ...p.outputs, format: 'jpeg' as const },
  creditsPerOutput: 1 as const,
  creditsPerRun: p.outputs.count,
  // 2: text shaped with HarfBuzz in fallback fonts for every script, emoji in colour.
  // 3: the brand kit drawn in, a product mock-up instead of a card without a photo, clean cut-out edges.
  // 4: no drawn hand (the selfie's product stands on a surface), the unboxing box from a high angle
  //    with contrasting tissue, podiums seen from the product's own height, a softer lifestyle room.
  // 5: the storyboard's close-up and flat-lay intro rest the product on a surface; lifestyle lays a
  //    table top in front of a customer's photo with none where the product stands.
  //    Also: headlines, stickers and keyframe texts say the product's name without its size, and a
  //    keyframe never cuts a Chinese, Japanese or Korean name inside a run of its script.
  // 6: a photographed product stands in front of its unboxing box; a product photographed from above
  //    lies in a flat lay (selfie, lifestyle, storyboard close-up); lifestyle stands on a customer's
  //    photo itself, never on a table top drawn over it; background a product encloses is cut away.
  // 7: a product seen from above lies in every storyboard scene and in a top-down unboxing, each
  //    scene framed its own way; a dark product gets a back light on the low-key sweep; lifestyle
  //    props stand on their shadows and a product set into a customer's photo is as tall as what
  //    stands there; a top-down product in a customer's room lies on a near table seen from above.
  // 8: the storyboard's close-up of a top-down product is cropped on the left or the right by run;
  //    its end card takes the deep tone or the accent (its words' plate, in the brand colour, was
  //    lost on a card of that colour), the product straight or turned on the card.
  version: 8,
}));

const BY_ID = new Map<string, Preset>(PRESETS.map((p) => [p.presetId, p]));

export function findPreset(presetId: string): Preset | undefined {
  return BY_ID.get(presetId);
}

export function isPresetId(value: string): value is PresetId {
  return BY_ID.has(value);
}

/** A video preset: it plans a storyboard, one keyframe per output. */
export function isStoryboardPreset(preset: Preset): preset is Preset & { presetId: StoryboardPresetId } {
  return preset.kind === 'video_storyboard';
}
