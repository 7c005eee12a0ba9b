import type { PlatformSpec } from '../platform-spec.js';

export const x = {
  id: 'x',
  name: 'X',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://api.x.com', authUrl: 'https://x.com' },
  text: { max: 280, counting: 'twitter-weighted' },
  copy: {},
  media: {
    min: 0,
    max: 4,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxAltText: 1000,
    fetchedByUrl: false,
  },
  replies: 'thread',
  documents: false,
  // X's own API charges more for a post with a link: the operator can price that apart (`x_with_link`).
  defaultPrice: 2,
} as const satisfies PlatformSpec;
