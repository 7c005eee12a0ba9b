/**
 * What a TikTok photo post may be, decided before anything is sent: its images and text within
 * TikTok's limits, and a privacy level among those the creator's account offers right now (the
 * creator info TikTok requires asking for before every post).
 *
 * References: developers.tiktok.com/doc/content-posting-api-reference-query-creator-info,
 * /doc/content-posting-api-reference-photo-post, /doc/content-posting-api-get-started (an app not
 * yet audited posts privately).
 */
import { platformSpec } from '@contentforge/platforms';
import { imageLimitProblem } from '../../domain/publishing/platforms.js';
import { type Delivery, DeliveryError } from '../../ports/connector.js';

/**
 * A photo post: 1 to 35 images, JPEG or WebP, each at most 20 MB and 1080p (1080 × 1920 either way
 * round); its description at most 4000 UTF-16 code units (the numbers of TikTok's spec).
 */
const {
  text: { max: MAX_DESCRIPTION },
  media: { max: MAX_PHOTOS, types: PHOTO_TYPES },
} = platformSpec('tiktok');

/** Who may see the post, most public first: the first the creator's account offers is used. */
const PRIVACY_PREFERENCE = [
  'PUBLIC_TO_EVERYONE',
  'FOLLOWER_OF_CREATOR',
  'MUTUAL_FOLLOW_FRIENDS',
  'SELF_ONLY',
];

/** What `creator_info/query` answers: who posts, and what the account allows a post right now. */
export interface CreatorInfo {
  creator_username?: string;
  creator_nickname?: string;
  privacy_level_options?: string[];
  /** The creator turned comments off for everyone: a post must be sent with comments disabled. */
  comment_disabled?: boolean;
  /** Duets, stitches and video length concern video posts only; a photo post ignores them. */
  duet_disabled?: boolean;
  stitch_disabled?: boolean;
  max_video_post_duration_sec?: number;
}

/**
 * The privacy level to post with, among those the creator's account offers now: the most public
 * one, or SELF_ONLY when the app is not audited (TikTok keeps its posts private).
 */
export function privacyFor(creator: CreatorInfo, limitedAccess: boolean): string {
  const offered = creator.privacy_level_options ?? [];
  const privacy = (limitedAccess ? ['SELF_ONLY'] : PRIVACY_PREFERENCE).find((level) =>
    offered.includes(level),
  );
  if (!privacy) {
    throw new DeliveryError(
      'no_privacy_level',
      limitedAccess
        ? 'TikTok does not offer this account private posts (SELF_ONLY), the only ones an app TikTok has not audited may make.'
        : 'TikTok offers this account no privacy level to post with.',
      'platform_rejected',
    );
  }
  return privacy;
}

/** What TikTok would refuse anyway, refused before anything is sent. */
export function checkPost(delivery: Delivery) {
  if (delivery.media.length < 1 || delivery.media.length > MAX_PHOTOS) {
    throw new DeliveryError(
      'media_count',
      `A TikTok photo post takes 1 to ${MAX_PHOTOS} images; this one has ${delivery.media.length}.`,
      'media_error',
    );
  }
  const refused = delivery.media.find((m) => !(PHOTO_TYPES as readonly string[]).includes(m.mimeType));
  if (refused) {
    throw new DeliveryError(
      'media_type',
      `TikTok takes JPEG and WebP photos only; ${refused.mimeType} cannot be posted.`,
      'media_error',
    );
  }
  // Size and shape as the publish check checks them (PLATFORM_RULES): what it lets through is sent.
  for (const m of delivery.media) {
    const limit = imageLimitProblem('tiktok', m);
    if (limit) throw new DeliveryError('media_too_large', limit, 'media_error');
  }
  if (delivery.text.length > MAX_DESCRIPTION) {
    throw new DeliveryError(
      'text_too_long',
      `TikTok takes at most ${MAX_DESCRIPTION} UTF-16 code units of description; this text has ${delivery.text.length}.`,
      'user_content',
    );
  }
}
