/** Tools for posts: drafting, reading, what publishing costs, publishing and retrying. */
import { POST_STATUSES, type Publication, SOCIAL_PLATFORMS } from '@contentforge/sdk';
import { z } from 'zod';
import { defineTool, idempotencyKeyInput, nextCursorOutput, pageInput } from './define-tool.js';
import { postShape, publicationShape, publishCostShape } from './tool-shapes.js';

const postId = z.string().min(1).max(64).describe('The post id (create_post or list_posts answer it).');

const scheduledAt = z.iso
  .datetime({ offset: true })
  .optional()
  .describe('An ISO 8601 time with its offset, e.g. 2026-07-01T09:00:00Z; at most a year ahead.');

/** Another caption for one platform; LinkedIn's override can also ask for a document post. */
const captionOverride = z.strictObject({ caption: z.string() }).optional();
const captionOverrides = Object.fromEntries(
  SOCIAL_PLATFORMS.filter((p) => p !== 'linkedin').map((p) => [p, captionOverride]),
) as Record<Exclude<(typeof SOCIAL_PLATFORMS)[number], 'linkedin'>, typeof captionOverride>;

export const createPost = defineTool({
  name: 'create_post',
  title: 'Draft a post',
  description:
    'Drafts a post: a caption, images from the library (`mediaIds`; several make a carousel where the platform has one) and the social accounts to publish to (`socialAccountIds`, see list_social_accounts), optionally `replies` (a thread or first comments) and a LinkedIn document post (`perPlatform.linkedin.format`). Nothing is checked against the platforms or charged yet: follow with get_publish_cost, then publish_post. Free. Answers the draft with its id.',
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  input: {
    caption: z.string().max(100_000).describe('The text to post (write_copy writes fitted ones).'),
    mediaIds: z.array(z.string().min(1)).max(20).optional().describe('Media ids of the library, in order.'),
    socialAccountIds: z.array(z.string().min(1)).min(1).max(50),
    campaignId: z.string().min(1).optional(),
    scheduledAt,
    altTexts: z.record(z.string(), z.string().max(5000)).optional().describe('Alt text per media id.'),
    perPlatform: z
      .strictObject({
        ...captionOverrides,
        linkedin: z
          .strictObject({
            caption: z.string().optional().describe('LinkedIn’s caption instead of `caption`.'),
            format: z
              .literal('document')
              .optional()
              .describe(
                'Publish the images as one PDF document readers page through (a page per image) instead of a multi-image post; needs at least one image.',
              ),
            title: z
              .string()
              .max(200)
              .optional()
              .describe('The document’s title (with `format` only); the caption’s first line when absent.'),
          })
          .optional(),
      })
      .optional()
      .describe(
        'Per platform: another caption, e.g. {"x": {"caption": "…"}}; on LinkedIn also a document post, e.g. {"linkedin": {"format": "document", "title": "Spring lookbook"}}.',
      ),
    replies: z
      .array(
        z.object({
          caption: z.string().max(100_000).describe('The reply’s text, checked by each platform’s rules.'),
          mediaIds: z
            .array(z.string().min(1))
            .max(20)
            .optional()
            .describe('Images of the library for this reply.'),
        }),
      )
      .max(25)
      .optional()
      .describe(
        'Parts published after the post, in order: a thread on X, Threads, Bluesky and Mastodon (each a reply to the one before) and comments under the post on Facebook, Instagram and LinkedIn (the first is the "first comment", the place for links and hashtags). Pinterest, TikTok and accounts you post to yourself (agent_session) take none: get_publish_cost reports `replies_unsupported` for them. get_publish_cost names the reply a problem concerns (`part`: 1 = the first reply); once published, each target lists `parts` (0 = the post).',
      ),
  },
  output: { post: postShape },
  async run(input, call) {
    const post = await call.cf.posts.create(input, { signal: call.signal });
    return { summary: `Drafted post ${post.id}.`, data: { post } };
  },
});

export const getPost = defineTool({
  name: 'get_post',
  title: 'Read a post',
  description:
    "Reads a post: its status (draft, scheduled, publishing, published, partially_published, failed) and, once published, each target's outcome — delivered with its external URL, failed with why, or pending with the hand-off you are to post. Free.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: { postId },
  output: { post: postShape },
  async run({ postId: id }, call) {
    const post = await call.cf.posts.get(id, { signal: call.signal });
    return { summary: `Post ${post.id} is ${post.status}.`, data: { post } };
  },
});

export const listPosts = defineTool({
  name: 'list_posts',
  title: 'List posts',
  description:
    "Lists the workspace's posts, newest first, with their status and each target's outcome. Filter by `status` and `campaignId`. Free. Answers up to `limit` posts and a `nextCursor` when there are more.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: {
    status: z.enum(POST_STATUSES).optional(),
    campaignId: z.string().min(1).optional(),
    ...pageInput,
  },
  output: { posts: z.array(postShape), nextCursor: nextCursorOutput },
  async run(args, call) {
    const page = await call.cf.posts.list(args, { signal: call.signal });
    return {
      summary: `${page.data.length} post(s)${page.nextCursor ? '; more with nextCursor' : ''}.`,
      data: { posts: page.data, nextCursor: page.nextCursor },
    };
  },
});

export const getPublishCost = defineTool({
  name: 'get_publish_cost',
  title: 'What publishing a post would cost',
  description:
    "Before publish_post: the most publishing the post can cost (each platform's delivery price; accounts you post to yourself cost 0), the balance, whether it is enough, and every problem that would stop it (a caption too long for a platform, an image a platform cannot take, an account to reconnect), and `notices` that do not (a post only its author will see, a publishing quota nearly used). A problem with a `fix` (an image a platform takes once cropped, scaled or re-encoded) does not stop it: publish_post posts that variant by default. Free; changes nothing.",
  annotations: { readOnlyHint: true, openWorldHint: false },
  input: { postId },
  output: { cost: publishCostShape },
  async run({ postId: id }, call) {
    const cost = await call.cf.posts.publishCost(id, { signal: call.signal });
    const stopping = cost.problems.filter((p) => !p.fix).length;
    const fixed = cost.problems.length - stopping;
    const verdict = stopping
      ? `${stopping} problem(s) stop it`
      : cost.sufficient
        ? 'it can be published'
        : 'the balance is not enough';
    const more = [
      fixed ? `${fixed} problem(s) publish_post fixes by posting a variant of the image` : '',
      cost.notices.length ? `${cost.notices.length} notice(s)` : '',
    ].filter(Boolean);
    return {
      summary: `Publishing ${id} costs at most ${cost.maxCost} credit(s) (balance ${cost.balance}): ${verdict}${more.length ? `; ${more.join('; ')}` : ''}.`,
      data: { cost },
    };
  },
});

export const publishPost = defineTool({
  name: 'publish_post',
  title: 'Publish a post',
  description:
    "Publishes a drafted post to its social accounts now, or at `scheduledAt`. The service delivers to accounts it is connected to, charging each platform's price when delivered (a failed delivery is refunded); targets on accounts you post to yourself (connection agent_session) cost nothing and come back `pending` with a `handoff`: post its text and media with your own tools, then call report_handoff. Answers the publication with each target's status. A post is published once: publishing it again is an error (already_published), so a repeat cannot post twice. Problems found by get_publish_cost are an error (publish_blocked), but for those with a `fix`: by default (`autoFix`) a variant of the image is made free of charge, stored in the library and posted instead, each target listing it in `fixes`. Not enough credits is an error with a purchase link; in both cases nothing is charged.",
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: true },
  input: {
    postId,
    scheduledAt,
    autoFix: z
      .boolean()
      .optional()
      .describe(
        'Default true: post a variant (cropped, scaled or re-encoded) of an image a platform takes only so — the problems of get_publish_cost with a `fix`. False: those problems stop the publish too, so the images go out as they are or not at all.',
      ),
    idempotencyKey: idempotencyKeyInput,
  },
  output: { publication: publicationShape },
  async run({ postId: id, scheduledAt: at, autoFix, idempotencyKey }, call) {
    const input = { ...(at ? { scheduledAt: at } : {}), ...(autoFix === undefined ? {} : { autoFix }) };
    const publication = await call.cf.posts.publish(id, input, { idempotencyKey, signal: call.signal });
    return { summary: publicationSummary(publication), data: { publication } };
  },
});

export const retryPost = defineTool({
  name: 'retry_post',
  title: 'Retry failed deliveries',
  description:
    "Sends a published post's failed targets again (those of `socialAccountIds` only, when given). `includeUnknown` also re-sends targets whose outcome is unknown — they may already be online, so only when you know they are not. Each retried target's price is reserved again and charged only when delivered. Answers the publication. Not enough credits is an error with a purchase link; nothing is charged then.",
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  input: {
    postId,
    includeUnknown: z.boolean().optional(),
    socialAccountIds: z.array(z.string().min(1)).min(1).max(50).optional(),
    idempotencyKey: idempotencyKeyInput,
  },
  output: { publication: publicationShape },
  async run({ postId: id, idempotencyKey, ...input }, call) {
    const publication = await call.cf.posts.retry(id, input, { idempotencyKey, signal: call.signal });
    return { summary: publicationSummary(publication), data: { publication } };
  },
});

function publicationSummary(p: Publication): string {
  const handoffs = p.targets.filter((t) => t.handoff && t.status === 'pending').length;
  return `Post ${p.postId} is ${p.status}; ${p.creditsCharged} credit(s) charged so far${
    handoffs ? `; ${handoffs} hand-off(s) for you to post, then report with report_handoff` : ''
  }.`;
}

export const postTools = [createPost, getPost, listPosts, getPublishCost, publishPost, retryPost];
