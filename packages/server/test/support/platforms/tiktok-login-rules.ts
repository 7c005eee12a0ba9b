/**
 * What TikTok's Login Kit holds a client to, as documented: the scopes it knows, the scope each
 * user-info field needs, and redirect URIs as an app registers them.
 *   https://developers.tiktok.com/doc/login-kit-web
 *   https://developers.tiktok.com/doc/tiktok-api-scopes
 *   https://developers.tiktok.com/doc/tiktok-api-v2-get-user-info
 */

export const KNOWN_SCOPES = new Set([
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.list',
  'video.publish',
  'video.upload',
]);
export const FIELD_SCOPES: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  avatar_url_100: 'user.info.basic',
  avatar_large_url: 'user.info.basic',
  display_name: 'user.info.basic',
  bio_description: 'user.info.profile',
  profile_deep_link: 'user.info.profile',
  is_verified: 'user.info.profile',
  username: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};

/** A redirect URI as TikTok registers them: absolute, with no query and no fragment. */
export function isStaticUri(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash;
  } catch {
    return false;
  }
}
