import type { PlatformSpec } from '../platform-spec.js';

export const facebook = {
  id: 'facebook',
  name: 'Facebook',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://graph.facebook.com', authUrl: 'https://www.facebook.com' },
  // The hard limit a publish is refused over; generated copy aims at the 2,200 that reads well.
  text: { max: 63_206, counting: 'graphemes' },
  copy: { maxLength: 2200 },
  feedFold: 250,
  media: {
    min: 0,
    max: 10,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxAltText: 1000,
    fetchedByUrl: false,
  },
  replies: 'comments',
  // A comment holds 8,000 characters and one photo.
  comments: { maxText: 8000, maxMedia: 1 },
  documents: false,
  defaultPrice: 1,
} as const satisfies PlatformSpec;
