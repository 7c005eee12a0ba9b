import { IMAGE_TYPES, type PlatformSpec } from '../platform-spec.js';

export const webhook = {
  id: 'webhook',
  name: 'Webhook',
  connect: 'webhook-url',
  text: { max: 65_536, counting: 'graphemes' },
  media: {
    min: 0,
    max: 20,
    types: IMAGE_TYPES,
    maxAltText: 5000,
    fetchedByUrl: false,
  },
  replies: 'thread',
  documents: false,
  defaultPrice: 0,
} as const satisfies PlatformSpec;
