import type { PlatformSpec } from '../platform-spec.js';

export const mastodon = {
  id: 'mastodon',
  name: 'Mastodon',
  connect: 'oauth-instance',
  // Mastodon's own limit; an instance may set another, which its accounts are held to.
  text: { max: 500, counting: 'links-as-23' },
  media: {
    min: 0,
    max: 4,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
    maxAltText: 1500,
    fetchedByUrl: false,
  },
  replies: 'thread',
  documents: false,
  defaultPrice: 1,
} as const satisfies PlatformSpec;
