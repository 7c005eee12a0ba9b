import { z } from 'zod';
import { createPost } from '../../../domain/publishing/posts.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { postFields, postSchema, toPost } from './post-schema.js';

export function createPostRoute(app: ZodApp, deps: RouteDeps): void {
  app.post(
    '/posts',
    {
      schema: {
        summary: 'Draft a post',
        description:
          'A draft: nothing is checked against the platforms or charged until it is published (`GET /posts/{id}/publish` shows what publishing would cost and what stops it). Media and accounts must be this workspace’s (404 otherwise). `scheduledAt` plans the time that publishing will use.',
        tags: ['posts'],
        body: z.object({
          caption: postFields.caption,
          mediaIds: postFields.mediaIds.default([]),
          socialAccountIds: postFields.socialAccountIds,
          campaignId: postFields.campaignId.optional(),
          scheduledAt: postFields.scheduledAt.optional(),
          altTexts: postFields.altTexts.optional(),
          perPlatform: postFields.perPlatform.optional(),
          replies: postFields.replies.optional(),
        }),
        response: { 201: dataEnvelope(postSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const workspace = await workspaceOf(request);
      const post = await createPost(deps.publishing, authOf(request), workspace.id, request.body);
      return reply.code(201).send({ data: toPost(post, []) });
    },
  );
}
