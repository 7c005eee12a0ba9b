import type { PlatformSpec } from '../platform-spec.js';

export const bluesky = {
  id: 'bluesky',
  name: 'Bluesky',
  connect: 'app-password',
  text: { max: 300, counting: 'graphemes' },
  copy: {},
  media: {
    min: 0,
    max: 4,
    types: ['image/jpeg', 'image/png', 'image/webp'],
    maxAltText: 2000,
    fetchedByUrl: false,
  },
  replies: 'thread',
  documents: false,
  defaultPrice: 1,
} as const satisfies PlatformSpec;
