import { z } from 'zod';
import { socialPlatformSchema } from './social-account-schema.js';

/** A destination offered to choose from: never its token. */
export const destinationSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Destination' });

export const pendingConnectionSchema = z
  .object({
    id: z.string().describe('The connection waiting for its destination (`conn_…`).'),
    platform: socialPlatformSchema,
    handle: z.string().describe('Who signed in on the platform.'),
    destinations: z.array(destinationSchema),
    expiresAt: z.string().describe('When the connection is forgotten if no destination is chosen.'),
  })
  .meta({ id: 'PendingConnection' });
