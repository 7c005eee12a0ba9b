/**
 * Where posts go: the social platforms, what each accepts (text counted its way, how
 * many images of which types, alt text) and what a delivery costs by default. The publish check and publishing check a
 * post against these rules with the same code (see publish-plan.ts).
 */
import twitterText from 'twitter-text';
import { PLATFORMS, type Platform } from '../../ports/copy-engine.js';
import { countGraphemes } from '../copy/graphemes.js';
import { countCharacters, PLATFORM_LIMITS, type PlatformLimit } from '../copy/platform-limits.js';
import type { ImageMimeType } from '../media/image-mime-type.js';
import { PLATFORM_NAMES } from './platform-names.js';

export const SOCIAL_PLATFORMS = [...PLATFORMS, 'mastodon', 'webhook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const isSocialPlatform = (value: string): value is SocialPlatform =>
  (SOCIAL_PLATFORMS as readonly string[]).includes(value);

/**
 * Platforms the service signs in to with an app the operator registered (`<PLATFORM>_CLIENT_ID`,
 * `<PLATFORM>_CLIENT_SECRET`); Mastodon registers the service on each instance itself.
 */
export const OAUTH_APP_PLATFORMS = [
  'x',
  'linkedin',
  'instagram',
  'facebook',
  'threads',
  'tiktok',
  'pinterest',
] as const satisfies readonly SocialPlatform[];
export type OAuthAppPlatform = (typeof OAUTH_APP_PLATFORMS)[number];

export const isOAuthAppPlatform = (value: string): value is OAuthAppPlatform =>
  (OAUTH_APP_PLATFORMS as readonly string[]).includes(value);

/** Platforms whose accounts connect through the platform's sign-in (POST /social-accounts/connect). */
export const CONNECT_FLOW_PLATFORMS = [...OAUTH_APP_PLATFORMS, 'mastodon'] as const;
export type ConnectFlowPlatform = (typeof CONNECT_FLOW_PLATFORMS)[number];

export const isConnectFlowPlatform = (value: string): value is ConnectFlowPlatform =>
  (CONNECT_FLOW_PLATFORMS as readonly string[]).includes(value);

/**
 * The operator's price table (`PUBLISH_COSTS`): a price per platform and, apart, X's price for a
 * post with a link (X's own API charges more for those); without one, X's price applies to both.
 */
export type PublishCosts = Readonly<Record<SocialPlatform, number>> & { readonly x_with_link?: number };

/** The names a price can be given under in `PUBLISH_COSTS`. */
export const PRICE_NAMES = [...SOCIAL_PLATFORMS, 'x_with_link'] as const;
export type PriceName = (typeof PRICE_NAMES)[number];

/**
 * What one delivery to `platform` of these texts (the post and its thread) costs: X's price for a
 * post with a link when any part carries a link as X sees one (twitter-text's URL rules).
 */
export function deliveryCost(
  costs: PublishCosts,
  platform: SocialPlatform,
  texts: readonly string[],
): number {
  if (platform === 'x' && costs.x_with_link !== undefined && texts.some(hasLinkForX))
    return costs.x_with_link;
  return costs[platform];
}

const hasLinkForX = (text: string) => twitterText.extractUrls(text).length > 0;

/** `PUBLISH_COSTS` when the operator sets none. */
export const DEFAULT_PUBLISH_COSTS: PublishCosts = {
  x: 2,
  instagram: 2,
  tiktok: 2,
  linkedin: 2,
  facebook: 1,
  threads: 1,
  pinterest: 1,
  bluesky: 1,
  mastodon: 1,
  webhook: 0,
};

export interface PlatformRules {
  /** The most the text may count, counted by `count`. */
  maxText: number;
  /** How the platform counts text, as its composer shows it. */
  count: (text: string) => number;
  /** How the count is described in problems ("280 (weighted as X counts)"). */
  counting: string;
  /** At most this many images… */
  maxMedia: number;
  /** …and at least this many (Instagram, TikTok and Pinterest posts are pictures). */
  minMedia: number;
  /** The image types the platform itself takes. */
  mediaTypes: readonly ImageMimeType[];
  /** The longest alt text an image may carry. */
  maxAltText: number;
  /**
   * The platform downloads the images from their public URL instead of receiving the bytes
   * (Instagram, Threads, TikTok): PUBLIC_URL must be reachable from the internet.
   */
  fetchesMediaByUrl: boolean;
  /**
   * What a platform that downloads the images takes as they are (nothing can re-encode them on the
   * way): the same check refuses them in the publish check and in the connector before anything is sent.
   */
  imageLimits?: ImageLimits;
  /**
   * A post's replies are comments under it, held to the platform's rules for comments rather
   * than for posts (Facebook, Instagram, LinkedIn).
   */
  comments?: { maxText: number; maxMedia: number };
  /**
   * How the platform takes a post's replies: a thread (each a reply to the one before), comments
   * under the post, or none (the publish check says `replies_unsupported`). The catalogue and the
   * composers read it here.
   */
  replies: 'thread' | 'comments' | 'none';
  /** The post's images can be published as one PDF document readers page through (LinkedIn). */
  documents: boolean;
  /** Several images make a carousel only when they all have the same width and height (Pinterest). */
  carouselSameSize?: boolean;
}

export interface ImageLimits {
  /** Bytes of the file. */
  maxBytes: number;
  /** Width over height, at least… */
  minAspect?: number;
  /** …and at most. */
  maxAspect?: number;
  /** The longer side at most, and the shorter (TikTok's 1080p either way round). */
  maxLongSide?: number;
  maxShortSide?: number;
}

const MIB = 1024 * 1024;

/** Why `platform` would refuse an image as it is, or undefined when it takes it. */
export function imageLimitProblem(
  platform: SocialPlatform,
  image: { width: number; height: number; bytes: number },
): string | undefined {
  const limits = PLATFORM_RULES[platform].imageLimits;
  if (!limits) return undefined;
  const { width, height, bytes } = image;
  const name = PLATFORM_NAMES[platform];
  if (bytes > limits.maxBytes) {
    return `${name} takes images of at most ${limits.maxBytes / MIB} MiB; this one is ${(bytes / MIB).toFixed(1)} MiB.`;
  }
  if (aspectOutside(limits, width / height)) {
    return `${name} takes images from ${aspectName(limits.minAspect)} to ${aspectName(limits.maxAspect)} (width to height); this one is ${width} × ${height}.`;
  }
  if (sidesOutside(limits, width, height)) {
    return `${name} takes images of at most ${limits.maxShortSide} × ${limits.maxLongSide} either way round; this one is ${width} × ${height}.`;
  }
  return undefined;
}

/** Whether the longer side or the shorter one is over the limits. */
export const sidesOutside = (limits: ImageLimits, width: number, height: number) =>
  (limits.maxLongSide !== undefined && Math.max(width, height) > limits.maxLongSide) ||
  (limits.maxShortSide !== undefined && Math.min(width, height) > limits.maxShortSide);

/**
 * Whether an aspect ratio (width over height) is outside the limits, with half a percent of
 * slack: a 1080 × 1350 picture is 4:5 whatever the rounding.
 */
export const aspectOutside = (limits: ImageLimits, aspect: number) =>
  (limits.minAspect !== undefined && aspect < limits.minAspect * 0.995) ||
  (limits.maxAspect !== undefined && aspect > limits.maxAspect * 1.005);

/** An aspect ratio as people write it: "4:5", "1.91:1", "1:10". */
export const aspectName = (value: number | undefined) => {
  if (value === undefined) return 'any';
  if (Math.abs(value - 0.8) < 1e-9) return '4:5';
  return value >= 1 ? `${+value.toFixed(2)}:1` : `1:${+(1 / value).toFixed(2)}`;
};

const ALL_TYPES: readonly ImageMimeType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
];

/**
 * Mastodon counts every link as 23 characters and a mention of a remote account by its user part
 * only (`@anna@example.social` counts as `@anna`).
 */
function countMastodon(text: string): number {
  const counted = text
    .replace(/https?:\/\/[^\s]+/g, 'x'.repeat(23))
    .replace(/(@[\w.]+)@[\w.-]+\w/g, (_, user: string) => user);
  return countGraphemes(counted);
}

/** How each counting is described in problems and in the platform catalogue. */
const COUNTING_NAMES: Readonly<Record<PlatformLimit['counting'], string>> = {
  'twitter-weighted': 'weighted as X counts it',
  graphemes: 'characters',
  'emoji-as-utf8': 'characters, each emoji as its UTF-8 bytes',
  utf16: 'UTF-16 code units',
};

const copyPlatform = (platform: Platform, maxText: number) => ({
  maxText,
  count: (text: string) => countCharacters(platform, text),
  counting: COUNTING_NAMES[PLATFORM_LIMITS[platform].counting],
});

/**
 * The rules of each platform's own API for a post with images. Text limits are the hard ones a
 * publish is refused over (Facebook's 63,206, where generated copy aims at the 2,200 that reads
 * well); media types are what the platform takes as sent, which an agent hand-off passes on as they
 * are (a connector that re-encodes takes every type of the library).
 */
export const PLATFORM_RULES: Readonly<Record<SocialPlatform, PlatformRules>> = {
  x: {
    replies: 'thread',
    documents: false,
    ...copyPlatform('x', 280),
    maxMedia: 4,
    minMedia: 0,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxAltText: 1000,
    fetchesMediaByUrl: false,
  },
  bluesky: {
    replies: 'thread',
    documents: false,
    ...copyPlatform('bluesky', 300),
    maxMedia: 4,
    minMedia: 0,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxAltText: 2000,
    fetchesMediaByUrl: false,
  },
  threads: {
    replies: 'thread',
    documents: false,
    ...copyPlatform('threads', 500),
    maxMedia: 20,
    minMedia: 0,
    mediaTypes: ['image/jpeg', 'image/png'],
    maxAltText: 1000,
    fetchesMediaByUrl: true,
    // Either side at most ten times the other.
    imageLimits: { maxBytes: 8 * MIB, minAspect: 1 / 10, maxAspect: 10 },
  },
  linkedin: {
    replies: 'comments',
    documents: true,
    ...copyPlatform('linkedin', 3000),
    maxMedia: 20,
    minMedia: 0,
    mediaTypes: ['image/jpeg', 'image/png', 'image/gif'],
    maxAltText: 4086,
    fetchesMediaByUrl: false,
    // The Comments API: 1,250 characters and one image.
    comments: { maxText: 1250, maxMedia: 1 },
  },
  instagram: {
    replies: 'comments',
    documents: false,
    ...copyPlatform('instagram', 2200),
    maxMedia: 10,
    minMedia: 1,
    mediaTypes: ['image/jpeg'],
    maxAltText: 1000,
    fetchesMediaByUrl: true,
    // Feed posts: 4:5 portrait to 1.91:1 landscape.
    imageLimits: { maxBytes: 8 * MIB, minAspect: 4 / 5, maxAspect: 1.91 },
    // Comments through the API (`message`): text only, as long as a caption.
    comments: { maxText: 2200, maxMedia: 0 },
  },
  tiktok: {
    replies: 'none',
    documents: false,
    ...copyPlatform('tiktok', 4000),
    maxMedia: 35,
    minMedia: 1,
    mediaTypes: ['image/jpeg', 'image/webp'],
    maxAltText: 1000,
    fetchesMediaByUrl: true,
    // Photo posts: at most 1080p, either way round.
    imageLimits: { maxBytes: 20 * MIB, maxShortSide: 1080, maxLongSide: 1920 },
  },
  facebook: {
    replies: 'comments',
    documents: false,
    ...copyPlatform('facebook', 63_206),
    maxMedia: 10,
    minMedia: 0,
    mediaTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxAltText: 1000,
    fetchesMediaByUrl: false,
    // A comment holds 8,000 characters and one photo.
    comments: { maxText: 8000, maxMedia: 1 },
  },
  pinterest: {
    replies: 'none',
    documents: false,
    ...copyPlatform('pinterest', 500),
    maxMedia: 5,
    minMedia: 1,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxAltText: 500,
    fetchesMediaByUrl: false,
    carouselSameSize: true,
  },
  mastodon: {
    replies: 'thread',
    documents: false,
    maxText: 500,
    count: countMastodon,
    counting: 'characters, links as 23',
    maxMedia: 4,
    minMedia: 0,
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    maxAltText: 1500,
    fetchesMediaByUrl: false,
  },
  webhook: {
    replies: 'thread',
    documents: false,
    maxText: 65_536,
    count: countGraphemes,
    counting: 'characters',
    maxMedia: 20,
    minMedia: 0,
    mediaTypes: ALL_TYPES,
    maxAltText: 5000,
    fetchesMediaByUrl: false,
  },
};

/** Every image type the media library holds: what a connector that re-encodes can take. */
export const LIBRARY_TYPES = ALL_TYPES;
