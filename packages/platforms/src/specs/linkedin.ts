import type { PlatformSpec } from '../platform-spec.js';

export const linkedin = {
  id: 'linkedin',
  name: 'LinkedIn',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://api.linkedin.com', authUrl: 'https://www.linkedin.com' },
  text: { max: 3000, counting: 'graphemes' },
  copy: {},
  feedFold: 210,
  media: {
    min: 0,
    max: 20,
    types: ['image/jpeg', 'image/png', 'image/gif'],
    maxAltText: 4086,
    fetchedByUrl: false,
  },
  replies: 'comments',
  // The Comments API: 1,250 characters and one image.
  comments: { maxText: 1250, maxMedia: 1 },
  documents: true,
  defaultPrice: 2,
} as const satisfies PlatformSpec;
