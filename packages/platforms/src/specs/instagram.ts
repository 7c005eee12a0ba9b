import { MIB, type PlatformSpec } from '../platform-spec.js';

const FEED_FOLD = 125;

export const instagram = {
  id: 'instagram',
  name: 'Instagram',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://graph.facebook.com', authUrl: 'https://www.facebook.com' },
  text: { max: 2200, counting: 'graphemes' },
  // Instagram shows only the first 125 characters before "more": the hook must fit inside.
  feedFold: FEED_FOLD,
  copy: { hookWithin: FEED_FOLD },
  media: {
    min: 1,
    max: 10,
    types: ['image/jpeg'],
    maxAltText: 1000,
    fetchedByUrl: true,
    // Feed posts: 4:5 portrait to 1.91:1 landscape.
    imageLimits: { maxBytes: 8 * MIB, minAspect: 4 / 5, maxAspect: 1.91 },
  },
  replies: 'comments',
  // Comments through the API (`message`): text only, as long as a caption.
  comments: { maxText: 2200, maxMedia: 0 },
  documents: false,
  defaultPrice: 2,
} as const satisfies PlatformSpec;
