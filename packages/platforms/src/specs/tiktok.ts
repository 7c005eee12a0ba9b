import { MIB, type PlatformSpec } from '../platform-spec.js';

export const tiktok = {
  id: 'tiktok',
  name: 'TikTok',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://open.tiktokapis.com', authUrl: 'https://www.tiktok.com' },
  text: { max: 4000, counting: 'utf16' },
  copy: {},
  feedFold: 90,
  media: {
    min: 1,
    max: 35,
    types: ['image/jpeg', 'image/webp'],
    maxAltText: 1000,
    fetchedByUrl: true,
    // Photo posts: at most 1080p, either way round.
    imageLimits: { maxBytes: 20 * MIB, maxShortSide: 1080, maxLongSide: 1920 },
  },
  replies: 'none',
  documents: false,
  defaultPrice: 2,
} as const satisfies PlatformSpec;
