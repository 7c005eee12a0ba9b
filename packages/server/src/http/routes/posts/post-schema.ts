import { z } from 'zod';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../../domain/publishing/platforms.js';
import { apiTargetStatus, creditsCharged } from '../../../domain/publishing/publication.js';
import type { PostRecord, TargetRecord } from '../../../ports/persistence/posts.js';
import { dateTimeSchema, idSchema } from '../../schemas.js';
import { socialPlatformSchema } from '../social-accounts/social-account-schema.js';

export const postStatusSchema = z.enum([
  'draft',
  'scheduled',
  'publishing',
  'published',
  'partially_published',
  'failed',
]);

const connectionSchema = z.enum(['oauth', 'agent_session', 'webhook']);

/** The longest caption a post may hold (every platform's limit is below it). */
const MAX_CAPTION = 65_536;

const captionSchema = z.string().max(MAX_CAPTION, `caption must be at most ${MAX_CAPTION} characters`);

/**
 * `perPlatform`: an object with a key per platform rather than a map, so that a misspelt platform is
 * an unknown field (with the platform probably meant) like any other.
 */
const perPlatformSchema = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, value.optional()])) as Record<
      SocialPlatform,
      z.ZodOptional<T>
    >,
  );

export const handoffSchema = z
  .object({
    platform: socialPlatformSchema,
    handle: z.string(),
    text: z.string(),
    media: z.array(
      z.object({
        url: z.string(),
        mimeType: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        altText: z.string().optional(),
      }),
    ),
  })
  .meta({
    id: 'Handoff',
    description: 'What the agent posts with its own tools: text and media already checked.',
  });

export const targetErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  category: z.enum([
    'auth_expired',
    'user_content',
    'platform_rejected',
    'rate_limited',
    'media_error',
    'system',
  ]),
  retryable: z.boolean(),
});

/** `Publication` (SPEC §6 ★8). */
export const publicationSchema = z
  .object({
    postId: z.string(),
    status: postStatusSchema,
    scheduledAt: z.string().optional(),
    creditsCharged: z.number().int().describe('Each delivered target’s cost, once.'),
    targets: z.array(
      z.object({
        socialAccountId: z.string(),
        platform: socialPlatformSchema,
        connection: connectionSchema,
        status: z
          .enum(['pending', 'delivered', 'failed', 'unknown'])
          .describe('`unknown`: the outcome could not be learned; it is never sent again on its own.'),
        externalId: z.string().optional(),
        externalUrl: z.string().optional(),
        handoff: handoffSchema.optional(),
        error: targetErrorSchema.optional(),
        attempts: z.number().int(),
        cost: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Publication' });

/** `Post` (SPEC §6), with its publication (null before the first publish). */
export const postSchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    caption: z.string(),
    mediaIds: z.array(z.string()),
    socialAccountIds: z.array(z.string()),
    campaignId: z.string().optional(),
    scheduledAt: z.string().optional(),
    altTexts: z.record(z.string(), z.string()),
    perPlatform: perPlatformSchema(z.object({ caption: z.string() })),
    status: postStatusSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
    publication: publicationSchema.nullable(),
  })
  .meta({ id: 'Post' });

export type Post = z.infer<typeof postSchema>;
export type Publication = z.infer<typeof publicationSchema>;

/** The fields a post is made of; every one optional in a PATCH. */
export const postFields = {
  caption: captionSchema,
  mediaIds: z.array(idSchema).max(20, 'a post has at most 20 images'),
  socialAccountIds: z.array(idSchema).min(1, 'name at least one social account').max(50),
  campaignId: idSchema,
  scheduledAt: dateTimeSchema,
  altTexts: z.record(idSchema, z.string().max(5000)),
  perPlatform: perPlatformSchema(z.object({ caption: captionSchema })),
};

export function toPublication(post: PostRecord, targets: readonly TargetRecord[]): Publication {
  return {
    postId: post.id,
    status: post.status,
    ...(post.scheduledAt && post.status === 'scheduled' ? { scheduledAt: post.scheduledAt } : {}),
    creditsCharged: creditsCharged(targets),
    targets: targets.map((t) => ({
      socialAccountId: t.socialAccountId,
      platform: t.platform,
      connection: t.connection,
      status: apiTargetStatus(t.state),
      ...(t.externalId !== null ? { externalId: t.externalId } : {}),
      ...(t.externalUrl !== null ? { externalUrl: t.externalUrl } : {}),
      // While the agent still has to post it or say how it went (a late report still counts).
      ...(t.handoff !== null && (t.state === 'handed_off' || t.state === 'unknown')
        ? { handoff: t.handoff }
        : {}),
      ...(t.error !== null ? { error: t.error } : {}),
      attempts: t.attempts,
      cost: t.cost,
    })),
  };
}

export function toPost(post: PostRecord, targets: readonly TargetRecord[]): Post {
  return {
    id: post.id,
    workspaceId: post.workspaceId,
    caption: post.caption,
    mediaIds: post.mediaIds,
    socialAccountIds: post.socialAccountIds,
    ...(post.campaignId !== null ? { campaignId: post.campaignId } : {}),
    ...(post.scheduledAt !== null ? { scheduledAt: post.scheduledAt } : {}),
    altTexts: post.altTexts,
    perPlatform: post.perPlatform,
    status: post.status,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    publication: post.status === 'draft' ? null : toPublication(post, targets),
  };
}
