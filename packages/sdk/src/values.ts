/**
 * The values of the API's enumerations, for pickers, command-line choices and tool schemas. The
 * generated types say which values exist; each list here is checked against its type by the
 * compiler, so a value the API adds or drops fails the build until the list follows.
 */
import type { BrandInput, CopyInput, ImageGenerationInput, Post, SocialAccount } from './types.js';

/** Every member of the union `T`: the compiler refuses a list that misses one or names an unknown one. */
export const everyValueOf =
  <T extends string>() =>
  <const V extends readonly T[]>(
    ...values: V & ([Exclude<T, V[number]>] extends [never] ? unknown : never)
  ) =>
    values as unknown as readonly [T, ...T[]];

/**
 * Where a social account posts, in the order the API lists platforms. The SDK depends on nothing,
 * so it keeps this list and `COPY_PLATFORMS` itself; a test of the platform specs
 * (`packages/platforms`) holds both to the specs' order.
 */
export const SOCIAL_PLATFORMS = everyValueOf<SocialAccount['platform']>()(
  'instagram',
  'tiktok',
  'x',
  'linkedin',
  'facebook',
  'threads',
  'bluesky',
  'pinterest',
  'mastodon',
  'webhook',
);

/** The platforms copy is written and fitted for. */
export const COPY_PLATFORMS = everyValueOf<NonNullable<CopyInput['platform']>>()(
  'instagram',
  'tiktok',
  'x',
  'linkedin',
  'facebook',
  'threads',
  'bluesky',
  'pinterest',
);

export const COPY_TONES = everyValueOf<NonNullable<CopyInput['tone']>>()(
  'casual',
  'professional',
  'playful',
  'luxury',
  'urgent',
);

export const ASPECT_RATIOS = everyValueOf<NonNullable<ImageGenerationInput['aspectRatio']>>()(
  '1:1',
  '4:5',
  '9:16',
  '16:9',
);

export const POST_STATUSES = everyValueOf<Post['status']>()(
  'draft',
  'scheduled',
  'publishing',
  'published',
  'partially_published',
  'failed',
);

/** The languages copy and the text on pictures are written in (a brand's voice, a run's `language`). */
export const LANGUAGES = everyValueOf<NonNullable<NonNullable<BrandInput['voice']>['language']>>()(
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'pt-BR',
  'nl',
  'pl',
  'tr',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'ar',
  'hi',
  'id',
);
