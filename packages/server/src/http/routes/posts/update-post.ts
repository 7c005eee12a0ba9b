import { z } from 'zod';
import { updatePost } from '../../../domain/publishing/posts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { postFields, postSchema, toPost } from './post-schema.js';

export function updatePostRoute(app: ZodApp, deps: RouteDeps): void {
  app.patch(
    '/posts/:id',
    {
      schema: {
        summary: 'Change a draft (null clears campaignId or scheduledAt)',
        description: 'Only a draft changes; a scheduled or published post is 409 `conflict`.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        body: z.object({
          caption: postFields.caption.optional(),
          mediaIds: postFields.mediaIds.optional(),
          socialAccountIds: postFields.socialAccountIds.optional(),
          campaignId: postFields.campaignId.nullable().optional(),
          scheduledAt: postFields.scheduledAt.nullable().optional(),
          altTexts: postFields.altTexts.optional(),
          perPlatform: postFields.perPlatform.optional(),
          replies: postFields.replies.optional(),
        }),
        response: { 200: dataEnvelope(postSchema), ...problemResponses },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const post = await updatePost(
        deps.publishing,
        authOf(request),
        workspace.id,
        request.params.id,
        request.body,
      );
      return { data: toPost(post, []) };
    },
  );
}
