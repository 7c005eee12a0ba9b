/**
 * The editor's form: its fields and checks (replies and LinkedIn's document post among them),
 * filled from a draft, and the body it sends back.
 */
import type { Post, PostChange } from '@contentforge/sdk';
import { z } from 'zod';
import type { PlatformId } from '../../ui/platform-mark.js';
import { fromLocalInput, toLocalInput } from '../../ui/server-errors.js';

export const schema = z
  .object({
    caption: z.string().max(65_536, 'At most 65,536 characters'),
    socialAccountIds: z.array(z.string()).min(1, 'Pick at least one account to publish to'),
    mediaIds: z.array(z.string()).max(20, 'A post has at most 20 images'),
    altTexts: z.record(z.string(), z.string().max(5000, 'At most 5000 characters')),
    perPlatform: z.record(
      z.string(),
      z.object({
        on: z.boolean(),
        caption: z.string().max(65_536),
        // LinkedIn's document post: `on` is then about the caption alone.
        format: z.literal('document').optional(),
        title: z.string().max(200, 'At most 200 characters').optional(),
      }),
    ),
    replies: z
      .array(
        z.object({
          caption: z.string().max(65_536, 'At most 65,536 characters'),
          mediaIds: z.array(z.string()).max(20, 'A reply has at most 20 images'),
        }),
      )
      .max(25, 'A post has at most 25 replies'),
    campaignId: z.string(),
    scheduledAt: z.string(),
  })
  .refine((v) => v.caption.trim() !== '' || v.mediaIds.length > 0, {
    path: ['caption'],
    message: 'Write a caption or add an image',
  })
  .superRefine((v, ctx) => {
    v.replies.forEach((r, i) => {
      if (r.caption.trim() === '' && r.mediaIds.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['replies', i, 'caption'],
          message: 'Write the reply or remove it',
        });
      }
    });
  });
export type EditorValues = z.infer<typeof schema>;

export const FIELDS = [
  'caption',
  'socialAccountIds',
  'mediaIds',
  'altTexts',
  'perPlatform',
  'replies',
  'campaignId',
  'scheduledAt',
];

export function valuesOf(
  post: Post | undefined,
  initial: { mediaIds?: string[]; caption?: string },
): EditorValues {
  return {
    caption: post?.caption ?? initial.caption ?? '',
    socialAccountIds: post?.socialAccountIds ?? [],
    mediaIds: post?.mediaIds ?? initial.mediaIds ?? [],
    altTexts: post?.altTexts ?? {},
    perPlatform: Object.fromEntries(
      Object.entries(post?.perPlatform ?? {}).map(([p, v]) => [
        p,
        {
          on: v?.caption !== undefined,
          caption: v?.caption ?? '',
          ...(v && 'format' in v && v.format ? { format: v.format } : {}),
          ...(v && 'title' in v && v.title ? { title: v.title } : {}),
        },
      ]),
    ),
    replies: post?.replies.map((r) => ({ caption: r.caption, mediaIds: r.mediaIds })) ?? [],
    campaignId: post?.campaignId ?? '',
    scheduledAt: toLocalInput(post?.scheduledAt),
  };
}

/** The body of POST /posts and PATCH /posts/{id}: empty alt texts and unused overrides left out. */
export function bodyOf(values: EditorValues, platforms: readonly PlatformId[]) {
  const altTexts = Object.fromEntries(
    Object.entries(values.altTexts).filter(
      ([id, text]) => values.mediaIds.includes(id) && text.trim() !== '',
    ),
  );
  const perPlatform = Object.fromEntries(
    Object.entries(values.perPlatform)
      .filter(([p, v]) => (v.on || v.format) && platforms.includes(p as PlatformId))
      .map(([p, v]) => [
        p,
        {
          // A document post may keep the post's caption: it then has no caption of its own.
          ...(v.on ? { caption: v.caption } : {}),
          ...(v.format ? { format: v.format } : {}),
          ...(v.format && v.title?.trim() ? { title: v.title.trim() } : {}),
        },
      ]),
  ) as NonNullable<PostChange['perPlatform']>;
  return {
    caption: values.caption,
    socialAccountIds: values.socialAccountIds,
    mediaIds: values.mediaIds,
    altTexts,
    perPlatform,
    replies: values.replies,
    scheduledAt: fromLocalInput(values.scheduledAt),
    campaignId: values.campaignId || undefined,
  };
}
