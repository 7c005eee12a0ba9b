import { z } from 'zod';
import { platformCatalogue } from '../../../domain/publishing/platform-catalogue.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialPlatformSchema } from '../social-accounts/social-account-schema.js';

const platformSchema = z
  .object({
    platform: socialPlatformSchema,
    name: z.string().describe('As people write it: “LinkedIn”, “X”.'),
    connect: z
      .enum(['sign_in', 'sign_in_instance', 'app_password', 'webhook_url'])
      .describe(
        'How an account is connected: `sign_in` and `sign_in_instance` (Mastodon: on the instance named) through `POST /social-accounts/connect`, `app_password` (Bluesky) and `webhook_url` with `POST /social-accounts`.',
      ),
    available: z
      .boolean()
      .describe(
        'This server can connect such an account: false for a sign-in platform the operator has not registered an app with.',
      ),
    text: z.object({
      limit: z.number().int().describe('The most a post’s text may count.'),
      counting: z.string().describe('How the platform counts it (“weighted as X counts it”).'),
    }),
    media: z.object({
      min: z.number().int(),
      max: z.number().int(),
      types: z.array(z.string()).describe('The image types the platform takes as they are.'),
    }),
    altText: z.object({ limit: z.number().int() }),
    replies: z
      .object({
        as: z
          .enum(['thread', 'comments', 'none'])
          .describe(
            'How `replies` are published: `thread` (each a reply to the one before: X, Threads, Bluesky, Mastodon; a webhook receiver gets them with the post), `comments` under the post (Facebook, Instagram, LinkedIn; the first is the “first comment”), `none` (the publish check says `replies_unsupported`).',
          ),
        text: z
          .object({ limit: z.number().int() })
          .optional()
          .describe('The most one reply’s text may count: a comment’s own limit where the platform has one.'),
        media: z
          .object({ max: z.number().int() })
          .optional()
          .describe('The most images one reply may carry (Instagram comments: none).'),
      })
      .describe('Whether and how the platform takes a post’s replies. Agent hand-offs carry the post alone.'),
    documents: z
      .boolean()
      .describe(
        'The images can be published as one PDF document instead (`perPlatform.linkedin: { format: "document", title? }`): LinkedIn.',
      ),
    cost: z.number().int().describe('Credits one delivery costs; nothing on an agent’s own account.'),
    costWithLink: z
      .number()
      .int()
      .optional()
      .describe(
        'X only, when the operator prices it apart (`x_with_link` in `PUBLISH_COSTS`): what a delivery costs when the post carries a link.',
      ),
  })
  .meta({ id: 'Platform' });

export function listPlatformsRoute(app: ZodApp, { publishing }: Pick<RouteDeps, 'publishing'>): void {
  app.get(
    '/platforms',
    {
      schema: {
        summary: 'The platforms posts go to: how each connects, what a post may hold, what it costs',
        tags: ['social accounts'],
        response: { 200: dataEnvelope(z.array(platformSchema)), ...problemResponses },
      },
    },
    async () => ({ data: platformCatalogue(publishing) }),
  );
}
