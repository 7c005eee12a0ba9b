/**
 * What one social platform is to Contentforge, in one place: its name, how an account connects,
 * how long a post may be and how the platform counts it, what images it takes, how a post's replies
 * go out, what a delivery costs by default and where its API lives. Each platform is one file of
 * `specs/`; everything else (the service's rules and price table, the copy engine's limits, the
 * configuration's defaults, the web app) is derived from these.
 */

/** Every image type the media library holds, and so every type a platform can be said to take. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * How an account of the platform is connected: the platform's sign-in with an app the operator
 * registered (`<PLATFORM>_CLIENT_ID`), the same sign-in on an instance the person names, for which
 * the service registers itself (Mastodon), an app password, or a receiver's address (webhook).
 */
export type ConnectBy = 'oauth-app' | 'oauth-instance' | 'app-password' | 'webhook-url';

/**
 * How the platform counts a text, as its composer shows it: X weighs text as twitter-text does
 * (links 23, most CJK and emoji 2); Threads counts characters but each emoji as its UTF-8 bytes;
 * TikTok counts UTF-16 code units; Mastodon counts characters with every link as 23 and a remote
 * mention by its user part; the others count grapheme clusters, what a reader sees as one character.
 */
export type Counting = 'twitter-weighted' | 'graphemes' | 'emoji-as-utf8' | 'utf16' | 'links-as-23';

export interface ImageLimits {
  /** Bytes of the file. */
  readonly maxBytes: number;
  /** Width over height, at least… */
  readonly minAspect?: number;
  /** …and at most. */
  readonly maxAspect?: number;
  /** The longer side at most, and the shorter (TikTok's 1080p either way round). */
  readonly maxLongSide?: number;
  readonly maxShortSide?: number;
}

export interface MediaRules {
  /** At least this many images (Instagram, TikTok and Pinterest posts are pictures)… */
  readonly min: number;
  /** …and at most this many. */
  readonly max: number;
  /** The image types the platform itself takes. */
  readonly types: readonly ImageType[];
  /** The longest alt text an image may carry. */
  readonly maxAltText: number;
  /**
   * The platform downloads the images from their public URL instead of receiving the bytes
   * (Instagram, Threads, TikTok): PUBLIC_URL must be reachable from the internet.
   */
  readonly fetchedByUrl: boolean;
  /**
   * What a platform that downloads the images takes as they are (nothing can re-encode them on the
   * way): the publish check and the connector refuse others before anything is sent.
   */
  readonly imageLimits?: ImageLimits;
  /** Several images make a carousel only when they all have the same width and height (Pinterest). */
  readonly carouselSameSize?: boolean;
}

export interface PlatformSpec<Id extends string = string> {
  readonly id: Id;
  /** The name as people write it, for messages and pages. */
  readonly name: string;
  readonly connect: ConnectBy;
  /** The real API and sign-in bases, which `<PLATFORM>_API_URL` and `_AUTH_URL` default to (OAuth apps). */
  readonly endpoints?: { readonly apiUrl: string; readonly authUrl: string };
  /** The most a post's text may count, counted the platform's way: the hard limit a publish is refused over. */
  readonly text: { readonly max: number; readonly counting: Counting };
  /**
   * Present when captions are written for the platform (the copy engine's platforms; `{}` when
   * nothing differs): they are fitted to `text.max` unless `maxLength` says less (Facebook takes
   * 63,206 but 2,200 reads well), with the hook inside the first `hookWithin` characters where the
   * platform folds the caption there (Instagram's "more").
   */
  readonly copy?: { readonly maxLength?: number; readonly hookWithin?: number };
  /** Where the platform's feed cuts a long text off ("… more"), in characters: the web app's preview. */
  readonly feedFold?: number;
  readonly media: MediaRules;
  /**
   * How the platform takes a post's replies: a thread (each a reply to the one before), comments
   * under the post, or none (the publish check says `replies_unsupported`).
   */
  readonly replies: 'thread' | 'comments' | 'none';
  /** A comment's own limits, where replies are comments held to other rules than posts. */
  readonly comments?: { readonly maxText: number; readonly maxMedia: number };
  /** The post's images can be published as one PDF document readers page through (LinkedIn). */
  readonly documents: boolean;
  /** Credits one delivery costs when the operator sets no `PUBLISH_COSTS`. */
  readonly defaultPrice: number;
}

export const MIB = 1024 * 1024;
