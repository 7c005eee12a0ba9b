import { MIB, type PlatformSpec } from '../platform-spec.js';

export const threads = {
  id: 'threads',
  name: 'Threads',
  connect: 'oauth-app',
  endpoints: { apiUrl: 'https://graph.threads.net', authUrl: 'https://threads.net' },
  text: { max: 500, counting: 'emoji-as-utf8' },
  copy: {},
  feedFold: 500,
  media: {
    min: 0,
    max: 20,
    types: ['image/jpeg', 'image/png'],
    maxAltText: 1000,
    fetchedByUrl: true,
    // Either side at most ten times the other.
    imageLimits: { maxBytes: 8 * MIB, minAspect: 1 / 10, maxAspect: 10 },
  },
  replies: 'thread',
  documents: false,
  defaultPrice: 1,
} as const satisfies PlatformSpec;
