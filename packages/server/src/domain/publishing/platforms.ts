/**
 * Where posts go: the social platforms, what each accepts (text counted its way, how many images of
 * which types, alt text) and what a delivery costs by default, as the service uses them. The facts
 * are each platform's spec (`@contentforge/platforms`); this module derives the service's lists and
 * rules from them. The publish check and publishing check a post against these rules with the same
 * code (see publish-plan.ts).
 */
import {
  CONNECT_FLOW_PLATFORM_IDS,
  COUNTING_NAMES,
  countText,
  IMAGE_TYPES,
  type ImageLimits,
  OAUTH_APP_PLATFORM_IDS,
  PLATFORM_IDS,
  PLATFORM_SPECS,
  type PlatformSpec,
  platformSpec,
} from '@contentforge/platforms';
import twitterText from 'twitter-text';
import type { ImageMimeType } from '../media/image-mime-type.js';

export type { ImageLimits };

/** Every platform, in the order the API lists them. */
export const SOCIAL_PLATFORMS = PLATFORM_IDS;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/**
 * Platforms the service signs in to with an app the operator registered (`<PLATFORM>_CLIENT_ID`,
 * `<PLATFORM>_CLIENT_SECRET`); Mastodon registers the service on each instance itself.
 */
export const OAUTH_APP_PLATFORMS = OAUTH_APP_PLATFORM_IDS;
export type OAuthAppPlatform = (typeof OAUTH_APP_PLATFORMS)[number];

export const isOAuthAppPlatform = (value: string): value is OAuthAppPlatform =>
  (OAUTH_APP_PLATFORMS as readonly string[]).includes(value);

/** Platforms whose accounts connect through the platform's sign-in (POST /social-accounts/connect). */
export const CONNECT_FLOW_PLATFORMS = CONNECT_FLOW_PLATFORM_IDS;
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

/** `PUBLISH_COSTS` when the operator sets none: each platform's default price. */
export const DEFAULT_PUBLISH_COSTS: PublishCosts = byPlatform((spec) => spec.defaultPrice);

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

const MIB = 1024 * 1024;

/** Why `platform` would refuse an image as it is, or undefined when it takes it. */
export function imageLimitProblem(
  platform: SocialPlatform,
  image: { width: number; height: number; bytes: number },
): string | undefined {
  const limits = PLATFORM_RULES[platform].imageLimits;
  if (!limits) return undefined;
  const { width, height, bytes } = image;
  const { name } = platformSpec(platform);
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

/** A platform's rules as the publish check reads them, from its spec. */
const rulesOf = (spec: PlatformSpec): PlatformRules => ({
  maxText: spec.text.max,
  count: (text) => countText(spec.text.counting, text),
  counting: COUNTING_NAMES[spec.text.counting],
  maxMedia: spec.media.max,
  minMedia: spec.media.min,
  mediaTypes: spec.media.types,
  maxAltText: spec.media.maxAltText,
  fetchesMediaByUrl: spec.media.fetchedByUrl,
  ...(spec.media.imageLimits ? { imageLimits: spec.media.imageLimits } : {}),
  ...(spec.comments ? { comments: spec.comments } : {}),
  replies: spec.replies,
  documents: spec.documents,
  ...(spec.media.carouselSameSize ? { carouselSameSize: true } : {}),
});

/**
 * The rules of each platform's own API for a post with images. Text limits are the hard ones a
 * publish is refused over; media types are what the platform takes as sent, which an agent hand-off
 * passes on as they are (a connector that re-encodes takes every type of the library).
 */
export const PLATFORM_RULES: Readonly<Record<SocialPlatform, PlatformRules>> = byPlatform(rulesOf);

/** Every image type the media library holds: what a connector that re-encodes can take. */
export const LIBRARY_TYPES: readonly ImageMimeType[] = IMAGE_TYPES;

/** A record of one value per platform, computed from its spec. */
function byPlatform<T>(fromSpec: (spec: PlatformSpec) => T): Record<SocialPlatform, T> {
  return Object.fromEntries(PLATFORM_SPECS.map((spec) => [spec.id, fromSpec(spec)])) as Record<
    SocialPlatform,
    T
  >;
}
