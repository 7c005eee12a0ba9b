import { z } from 'zod';
import { countText, countTextFor } from '../../../domain/publishing/platform-catalogue.js';
import { SOCIAL_PLATFORMS } from '../../../domain/publishing/platforms.js';
import { getSocialAccount } from '../../../domain/publishing/social-accounts.js';
import { workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialPlatformSchema } from '../social-accounts/social-account-schema.js';

export function countTextRoute(app: ZodApp, { publishing }: Pick<RouteDeps, 'publishing'>): void {
  app.post(
    '/platforms/count',
    {
      schema: {
        summary: 'Count a caption the way each platform counts it',
        description:
          'The same counting a publish checks a post with (X by twitter-text’s weights, Threads with each emoji as its UTF-8 bytes, TikTok in UTF-16 code units, Mastodon with links as 23, the others in characters as people see them): a composer’s counter that cannot disagree with `GET /posts/{id}/publish`. `socialAccountIds` adds one count per account against the limit of the account’s own server (a Mastodon instance’s `max_characters`). Every platform by default (only the accounts when `socialAccountIds` is given without `platforms`). Free.',
        tags: ['social accounts'],
        body: z.object({
          text: z.string().max(65_536, 'text must be at most 65536 characters'),
          platforms: z.array(socialPlatformSchema).min(1).max(SOCIAL_PLATFORMS.length).optional(),
          socialAccountIds: z.array(idSchema).min(1).max(50).optional(),
        }),
        response: {
          200: dataEnvelope(
            z.array(
              z.object({
                platform: socialPlatformSchema,
                socialAccountId: z
                  .string()
                  .optional()
                  .describe('Present on the counts asked for with `socialAccountIds`.'),
                count: z.number().int(),
                limit: z.number().int(),
                over: z.boolean(),
              }),
            ),
          ),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const { text, platforms, socialAccountIds } = request.body;
      const byPlatform = countText(text, [
        ...new Set(platforms ?? (socialAccountIds ? [] : SOCIAL_PLATFORMS)),
      ]);
      if (!socialAccountIds) return { data: byPlatform };
      const workspace = await workspaceOf(request);
      const accounts = [];
      for (const id of new Set(socialAccountIds)) {
        accounts.push(await getSocialAccount(publishing, workspace.id, id));
      }
      return { data: [...byPlatform, ...(await countTextFor(publishing, text, accounts))] };
    },
  );
}
