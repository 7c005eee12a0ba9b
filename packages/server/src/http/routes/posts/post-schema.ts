import { z } from 'zod';
import { SOCIAL_PLATFORMS, type SocialPlatform } from '../../../domain/publishing/platforms.js';
import { MAX_REPLIES } from '../../../domain/publishing/posts.js';
import { apiTargetStatus, creditsCharged } from '../../../domain/publishing/publication.js';
import { targetErrorSchema } from '../../../domain/webhooks/event-payloads.js';
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
const perPlatformSchema = <T extends z.ZodType, L extends z.ZodType>(value: T, linkedin: L) =>
  z.object({
    ...(Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, value.optional()])) as Record<
      Exclude<SocialPlatform, 'linkedin'>,
      z.ZodOptional<T>
    >),
    linkedin: linkedin.optional(),
  });

/** The longest title of a LinkedIn document post. */
export const MAX_DOCUMENT_TITLE = 200;

/**
 * LinkedIn's override may also turn the images into one PDF document post (`format: "document"`),
 * titled `title` (else the caption's first line); its caption may then be left out.
 */
const linkedinOverrideSchema = <C extends z.ZodType>(caption: C) =>
  z
    .object({
      caption: caption.optional(),
      format: z
        .enum(['document'])
        .optional()
        .describe('"document": the images are published as one PDF document, a page each.'),
      title: z
        .string()
        .trim()
        .min(1, 'title must not be empty')
        .max(MAX_DOCUMENT_TITLE, `title must be at most ${MAX_DOCUMENT_TITLE} characters`)
        .optional()
        .describe("The document's title (a document post only); the caption's first line when absent."),
    })
    .refine((o) => o.title === undefined || o.format === 'document', {
      message: 'title is the title of a document post: give it with format "document"',
      path: ['title'],
    });

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

export { targetErrorSchema };

/** `Publication`: what a publish started, target by target. */
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
        parts: z
          .array(z.object({ externalId: z.string(), externalUrl: z.string().optional() }))
          .optional()
          .describe(
            'What each part became on the platform, in order (0 = the post itself, then its replies): the parts posted so far. A retry continues at the first part not listed.',
          ),
        handoff: handoffSchema.optional(),
        error: targetErrorSchema.optional(),
        fixes: z
          .array(
            z.object({
              mediaId: z.string().describe('The post’s image.'),
              variantId: z.string().describe('The media item posted in its place.'),
              description: z.string(),
            }),
          )
          .optional()
          .describe(
            'The variants this target posts in place of the post’s images (a publish with `autoFix`).',
          ),
        attempts: z.number().int(),
        cost: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'Publication' });

/** `Post`, with its publication (null before the first publish). */
export const postSchema = z
  .object({
    id: z.string(),
    workspaceId: z.string(),
    caption: z.string(),
    mediaIds: z.array(z.string()),
    socialAccountIds: z.array(z.string()),
    campaignId: z.string().optional(),
    scheduledAt: z.string().optional(),
    publishedAt: z
      .string()
      .optional()
      .describe(
        'When publishing started: the time a scheduled post was due, else the publish call. Absent for drafts and scheduled posts.',
      ),
    altTexts: z.record(z.string(), z.string()),
    perPlatform: perPlatformSchema(z.object({ caption: z.string() }), linkedinOverrideSchema(z.string())),
    replies: z.array(z.object({ caption: z.string(), mediaIds: z.array(z.string()) })),
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
  perPlatform: perPlatformSchema(z.object({ caption: captionSchema }), linkedinOverrideSchema(captionSchema)),
  replies: z
    .array(
      z.object({
        caption: captionSchema,
        mediaIds: z.array(idSchema).max(20, 'a reply has at most 20 images').optional(),
      }),
    )
    .max(MAX_REPLIES, `a post has at most ${MAX_REPLIES} replies`)
    .describe(
      'Published after the post: a thread (each a reply to the one before) on X, Threads, Bluesky and Mastodon; comments under the post on Facebook, Instagram and LinkedIn. The first is the “first comment”.',
    ),
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
      ...(t.parts !== null && post.replies.length > 0 ? { parts: t.parts } : {}),
      // While the agent still has to post it or say how it went (a late report still counts).
      ...(t.handoff !== null && (t.state === 'handed_off' || t.state === 'unknown')
        ? { handoff: t.handoff }
        : {}),
      ...(t.error !== null ? { error: t.error } : {}),
      ...(t.fixes !== null ? { fixes: t.fixes } : {}),
      attempts: t.attempts,
      cost: t.cost,
    })),
  };
}

/** Publishing has started: the post is neither a draft nor waiting for its time. */
const publishingStarted = (post: PostRecord) =>
  post.status !== 'draft' && post.status !== 'scheduled' && post.publishedAt !== null;

export function toPost(post: PostRecord, targets: readonly TargetRecord[]): Post {
  return {
    id: post.id,
    workspaceId: post.workspaceId,
    caption: post.caption,
    mediaIds: post.mediaIds,
    socialAccountIds: post.socialAccountIds,
    ...(post.campaignId !== null ? { campaignId: post.campaignId } : {}),
    ...(post.scheduledAt !== null ? { scheduledAt: post.scheduledAt } : {}),
    ...(publishingStarted(post) ? { publishedAt: post.scheduledAt ?? post.publishedAt! } : {}),
    altTexts: post.altTexts,
    // Only LinkedIn's override can lack a caption: the schema that stored it said so.
    perPlatform: post.perPlatform as Post['perPlatform'],
    replies: post.replies,
    status: post.status,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    publication: post.status === 'draft' ? null : toPublication(post, targets),
  };
}
