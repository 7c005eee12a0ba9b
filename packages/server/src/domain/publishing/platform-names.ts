/**
 * Each platform's name as people write it, for messages and pages. Its own module with no
 * dependency, so the web application can show names without loading the platforms' text rules.
 */
import type { SocialPlatform } from './platforms.js';

export const PLATFORM_NAMES: Readonly<Record<SocialPlatform, string>> = {
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
};
