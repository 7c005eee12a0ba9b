/**
 * Sample pictures of what each preset makes, drawn by the default engine from a serum bottle
 * photographed on white (`node --import tsx packages/server/scripts/render-samples.ts` renders
 * them again): served with the app from `/samples/`, described for people who do not see them.
 */
export const PRESET_SAMPLES: Record<string, string[]> = {
  'ugc-selfie-review': [
    'the bottle standing on a marble vanity close to the camera, a warm bedroom out of focus behind it, a caption label above',
    'the bottle on a stone shelf in a grey-blue room by a window, a handwritten note below it',
    'the bottle on a marble vanity in a blush-pink room, a handwritten speech bubble above it',
  ],
  'ugc-unboxing': [
    'an open kraft box seen from a high angle, the bottle rising out of pale pink tissue, an “unboxing time” sticker',
    'the bottle standing in an open kraft box on a walnut table, white tissue around it, an “it’s here!” badge',
    'the bottle in an open kraft box lined with charcoal tissue on a pale table, a “just arrived!” label',
  ],
  'ugc-lifestyle': [
    'the bottle on a walnut table in window light, leaf shadows on the wall, a stack of books behind it, a handwritten caption',
    'the bottle on a linen-coloured table by a window, a mug out of focus behind it, a handwritten caption',
    'the bottle up close on a pale table before a sage wall, a small plant beside it, a handwritten caption',
  ],
  'product-hero-studio': [
    'the bottle on a blush-tinted seamless studio sweep, lit from the side, on its own soft shadow',
    'the bottle on a low round plinth on a white studio sweep in daylight, with a soft shadow',
    'the bottle on a warm sand studio sweep beside a small sphere, its shadow falling across the floor',
  ],
  'product-hero-color': [
    'the bottle on a podium before an arch in its own amber colour, a headline above and a “Shop now” button',
    'the bottle on a podium against a deep brown band of its colour, a headline beside it and a “Discover more” button',
    'the bottle on a white podium against a split of pale and terracotta, a headline above and a “Take a closer look” button',
  ],
  'video-storyboard-ugc': [
    'vertical keyframe of the hook: the bottle on a desk in a bright room, “I finally tried the Glow serum” on screen',
    'vertical keyframe of the problem: the bottle up close on a table at home, “Sound familiar?” on screen',
    'vertical keyframe of the reveal: the bottle rising out of an open kraft box, “Then the Glow serum arrived” on screen',
  ],
  'video-storyboard-product': [
    'vertical keyframe of the intro: the bottle on a dark plinth in low-key light, “Introducing Glow serum” on screen',
    'vertical keyframe of the detail: the bottle up close, standing on a table top, “Every detail considered” on screen',
    'vertical keyframe of the feature: the bottle on a podium before a circle of its colour, “Made for every day” on screen',
  ],
};

export const sampleUrl = (presetId: string, index: number) => `/samples/${presetId}-${index + 1}.webp`;
