import { z } from 'zod';
import { AppError } from '../../../domain/app-error.js';
import { getPost } from '../../../domain/publishing/posts.js';
import { publishNotices } from '../../../domain/publishing/publish-notices.js';
import { planPublication } from '../../../domain/publishing/publish-plan.js';
import { NOTICE_CODES } from '../../../ports/connector.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, idSchema, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';
import { socialPlatformSchema } from '../social-accounts/social-account-schema.js';

const mediaFixSchema = z
  .object({
    kind: z
      .enum(['crop', 'resize', 're-encode'])
      .describe(
        'The main change: cut to an aspect ratio the platform takes, scaled to its sides (or to a carousel’s one size), or only written again as a type it takes within its bytes.',
      ),
    mediaIds: z.array(z.string()).describe('The images of the post a variant is made of.'),
    to: z
      .object({
        width: z.number().int(),
        height: z.number().int(),
        mimeType: z
          .string()
          .optional()
          .describe('Absent for a carousel, whose variants keep their own types.'),
        maxBytes: z.number().int().optional(),
      })
      .describe('What the variant is.'),
    description: z.string(),
  })
  .meta({
    id: 'MediaFix',
    description:
      'How a variant of the image fixes the problem without changing what the picture shows. Publishing with `autoFix` (the default) makes it and posts it instead.',
  });

const publishProblemSchema = z
  .object({
    socialAccountId: z.string(),
    platform: socialPlatformSchema,
    code: z.string(),
    message: z.string(),
    part: z
      .number()
      .int()
      .optional()
      .describe('The reply it concerns (1 = the first reply); absent when it concerns the post itself.'),
    fix: mediaFixSchema.optional(),
  })
  .meta({ id: 'PublishProblem' });

const publishNoticeSchema = z
  .object({
    socialAccountId: z.string(),
    platform: socialPlatformSchema,
    code: z
      .enum(NOTICE_CODES)
      .describe(
        '`only_author_sees`: the operator’s app has only the platform’s first tier of access (TikTok before its audit: posted as private; Pinterest Trial access), so only the account’s owner will see the post. `publishing_limit_near` / `publishing_limit_reached`: the account’s quota of posts published through the API (Instagram: 100 in 24 hours) is nearly or wholly used; a publish over it fails `rate_limited` and can be retried.',
      ),
    message: z.string(),
  })
  .meta({ id: 'PublishNotice' });

/** The publish check, `GET /posts/{id}/publish`: cost and problems. */
export function getPublishCostRoute(app: ZodApp, deps: RouteDeps): void {
  app.get(
    '/posts/:id/publish',
    {
      schema: {
        summary: 'What publishing the post would cost, and everything that would stop it',
        description:
          '`maxCost` is what the publish reserves: every target delivered, at the operator’s price per platform (agent hand-offs cost 0). `problems` are found by the same checks publishing runs; a post with any is refused with 422 `publish_blocked`, except those with a `fix` when it is published with `autoFix` (the default). `notices` say what the publish will do that the author may not expect and that does not stop it (a post only its author will see, a publishing quota nearly used); they never block. A post already published or scheduled is 409 `already_published`.',
        tags: ['posts'],
        params: z.object({ id: idSchema }),
        response: {
          200: dataEnvelope(
            z.object({
              postId: z.string(),
              maxCost: z.number().int(),
              balance: z.number().int(),
              sufficient: z.boolean(),
              problems: z.array(publishProblemSchema),
              notices: z.array(publishNoticeSchema),
              targets: z.array(
                z.object({
                  socialAccountId: z.string(),
                  platform: socialPlatformSchema,
                  connection: z.enum(['oauth', 'agent_session', 'webhook']),
                  cost: z.number().int(),
                }),
              ),
            }),
          ),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      const post = await getPost(deps.publishing, workspace.id, request.params.id);
      if (post.status !== 'draft') {
        throw new AppError('already_published', `The post is already ${post.status.replace('_', ' ')}.`);
      }
      const plan = await planPublication(deps.publishing, post);
      const [quote, notices] = await Promise.all([
        deps.credits.quote(authOf(request).accountId, plan.maxCost),
        publishNotices(deps.publishing, plan),
      ]);
      return {
        data: {
          postId: post.id,
          maxCost: plan.maxCost,
          balance: quote.balance,
          sufficient: quote.sufficient,
          problems: plan.problems,
          notices,
          targets: plan.targets.map((t) => ({
            socialAccountId: t.account.id,
            platform: t.platform,
            connection: t.connection,
            cost: t.cost,
          })),
        },
      };
    },
  );
}
