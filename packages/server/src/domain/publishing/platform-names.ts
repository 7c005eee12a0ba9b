/**
 * Each platform's name as people write it, for messages and pages. Its own module with no
 * dependency, so the web application can show names without loading the platforms' text rules.
 * Every platform has one: looking a platform up here does not type-check when its name is missing.
 */
export const PLATFORM_NAMES = {
  x: 'X',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  threads: 'Threads',
  pinterest: 'Pinterest',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  webhook: 'Webhook',
} as const satisfies Readonly<Record<string, string>>;
