import type { PlatformSpec } from '../platform-spec.js';

export const pinterest = {
  id: 'pinterest',
  name: 'Pinterest',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://api.pinterest.com', authUrl: 'https://www.pinterest.com' },
  // A pin's description.
  text: { max: 500, counting: 'graphemes' },
  copy: {},
  feedFold: 100,
  media: {
    min: 1,
    max: 5,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
    maxAltText: 500,
    fetchedByUrl: false,
    carouselSameSize: true,
  },
  replies: 'none',
  documents: false,
  defaultPrice: 1,
} as const satisfies PlatformSpec;
