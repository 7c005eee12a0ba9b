/**
 * What the tools answer in `structuredContent`: compact views of the API's shapes, keeping what an
 * agent acts on (ids, URLs, captions, statuses, credits) and leaving out the rest (hashes, render
 * manifests). Each view is a Zod schema that becomes part of a tool's output schema; a tool hands it
 * the SDK's object, which the compiler checks against the view, and the view keeps only its fields.
 */
import {
  ASPECT_RATIOS,
  type Brand,
  COPY_PLATFORMS,
  COPY_TONES,
  everyValueOf,
  type Generation,
  POST_STATUSES,
  type Preset,
  SOCIAL_PLATFORMS,
  type SocialAccount,
} from '@contentforge/sdk';
import { z } from 'zod';

export {
  ASPECT_RATIOS,
  COPY_PLATFORMS,
  COPY_TONES as TONES,
  everyValueOf,
  POST_STATUSES,
  SOCIAL_PLATFORMS as PLATFORMS,
};

/** An agent posts anywhere but to a webhook. */
export const AGENT_PLATFORMS = SOCIAL_PLATFORMS.filter(
  (p): p is Exclude<SocialAccount['platform'], 'webhook'> => p !== 'webhook',
) as [Exclude<SocialAccount['platform'], 'webhook'>, ...Exclude<SocialAccount['platform'], 'webhook'>[]];

const platform = z.enum(SOCIAL_PLATFORMS);

export const mediaShape = z.object({
  id: z.string().describe('The media id, for posts (mediaIds).'),
  url: z.string().describe('Public URL of the image; also what referenceImages takes.'),
  thumbnailUrl: z.string(),
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  source: z.enum(['upload', 'generation']),
  caption: z.string().optional(),
  campaignId: z.string().optional(),
  generationId: z.string().optional(),
  presetId: z.string().optional(),
  createdAt: z.string(),
});

export const presetShape = z.object({
  presetId: z.string(),
  kind: z.enum(['ugc', 'product_hero', 'video_storyboard']),
  name: z.string(),
  description: z.string(),
  images: z.number().int().describe('Images one run makes.'),
  width: z.number().int(),
  height: z.number().int(),
  aspectRatio: z.enum(ASPECT_RATIOS),
  creditsPerRun: z.number().int().describe('What one run costs, in credits (1 per image).'),
  referenceImage: z.enum(['optional', 'required']),
  copyPlatforms: z.array(z.string()),
});

export const toPreset = (p: Preset): z.infer<typeof presetShape> => ({
  presetId: p.presetId,
  kind: p.kind,
  name: p.name,
  description: p.description,
  images: p.outputs.count,
  width: p.outputs.width,
  height: p.outputs.height,
  aspectRatio: p.outputs.aspectRatio,
  creditsPerRun: p.creditsPerRun,
  referenceImage: p.referenceImage,
  copyPlatforms: p.copy.platforms,
});

const copyShape = z.object({
  caption: z.string().describe('The full text to post: hook, body, call to action, hashtags.'),
  hook: z.string(),
  cta: z.string(),
  hashtags: z.array(z.string()),
});

const storyboardShape = z.object({
  aspectRatio: z.literal('9:16'),
  durationSeconds: z.number(),
  voiceoverScript: z.string(),
  scenes: z.array(
    z.object({
      index: z.number().int().describe("1-based; scene i's keyframe is output i."),
      beat: z.string(),
      startSeconds: z.number(),
      durationSeconds: z.number(),
      shot: z.string(),
      onScreenText: z.string(),
      voiceover: z.string(),
      keyframe: z.object({ mediaId: z.string(), url: z.string() }).optional(),
    }),
  ),
});

export const generationShape = z.object({
  generationId: z.string(),
  type: z.enum(['preset', 'image', 'cutout']),
  status: z.enum(['queued', 'running', 'succeeded', 'failed', 'canceled']),
  seed: z.number().int().describe("The run's seed: pass it again to get the same pictures."),
  presetId: z.string().optional(),
  campaignId: z.string().optional(),
  creditsCharged: z.number().int().describe('Credits this run cost (1 per image made).'),
  outputs: z.array(
    z.object({
      mediaId: z.string(),
      url: z.string().describe('Full-size image; use it as a reference image or look at it.'),
      thumbnailUrl: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      caption: z.string().optional(),
      cutout: z
        .enum(['segmented', 'own_alpha', 'whole_photo'])
        .optional()
        .describe(
          'For a cut-out: `segmented` (the product was cut out), `own_alpha` (a transparent PNG kept as it was) or `whole_photo` (no subject found: the whole photo).',
        ),
    }),
  ),
  copy: copyShape.optional(),
  storyboard: storyboardShape.optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});

export const toGeneration = (g: Generation): z.infer<typeof generationShape> => ({
  generationId: g.id,
  type: g.type,
  status: g.status,
  seed: g.seed,
  presetId: g.presetId,
  campaignId: g.campaignId,
  creditsCharged: g.creditsCharged,
  outputs: g.outputs.map((o) => ({
    mediaId: o.mediaId,
    url: o.url,
    thumbnailUrl: o.thumbnailUrl,
    width: o.width,
    height: o.height,
    caption: o.caption,
    cutout: o.render.cutout,
  })),
  copy: g.copy,
  storyboard: g.storyboard,
  error: g.error,
});

export const copyVariantsShape = z.array(copyShape.extend({ characterCount: z.number().int() }));

export const campaignShape = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  status: z.enum(['active', 'archived']),
  createdAt: z.string(),
});

export const socialAccountShape = z.object({
  id: z.string(),
  platform,
  handle: z.string(),
  connection: z
    .enum(['oauth', 'agent_session', 'webhook'])
    .describe('`agent_session`: you post to it yourself when a publish hands it to you.'),
  status: z.enum(['active', 'needs_reconnect', 'disabled']),
});

export const handoffShape = z
  .object({
    platform,
    handle: z.string().describe('The account to post as.'),
    text: z.string().describe('The text to post, already fitted to the platform.'),
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
  .describe('What to post with your own tools, then report with report_handoff.');

export const publicationShape = z.object({
  postId: z.string(),
  status: z.enum(POST_STATUSES),
  scheduledAt: z.string().optional(),
  creditsCharged: z.number().int().describe('Credits spent on delivered targets.'),
  targets: z.array(
    z.object({
      socialAccountId: z.string(),
      platform,
      connection: z.enum(['oauth', 'agent_session', 'webhook']),
      status: z
        .enum(['pending', 'delivered', 'failed', 'unknown'])
        .describe('`pending` with a `handoff`: yours to post and report.'),
      cost: z.number().int(),
      externalUrl: z.string().optional(),
      externalId: z.string().optional(),
      parts: z
        .array(z.object({ externalId: z.string(), externalUrl: z.string().optional() }))
        .optional()
        .describe('A thread: what each part became (0 = the post); a retry continues after the last.'),
      handoff: handoffShape.optional(),
      fixes: z
        .array(z.object({ mediaId: z.string(), variantId: z.string(), description: z.string() }))
        .optional()
        .describe('The variants posted in place of the post’s images (`variantId` is a media id).'),
      error: z
        .object({ code: z.string(), message: z.string(), category: z.string(), retryable: z.boolean() })
        .optional(),
    }),
  ),
});

export const postShape = z.object({
  id: z.string(),
  status: z.enum(POST_STATUSES),
  caption: z.string(),
  mediaIds: z.array(z.string()),
  socialAccountIds: z.array(z.string()),
  replies: z
    .array(z.object({ caption: z.string(), mediaIds: z.array(z.string()) }))
    .optional()
    .describe('Published after the post: a thread, or comments under it (1 = the first reply).'),
  perPlatform: z
    .record(
      z.string(),
      z.object({
        caption: z.string().optional(),
        format: z.string().optional(),
        title: z.string().optional(),
      }),
    )
    .optional()
    .describe('Per-platform captions; `linkedin.format: "document"` publishes the images as a PDF document.'),
  campaignId: z.string().optional(),
  scheduledAt: z.string().optional(),
  publication: publicationShape.nullable().describe('Per-target results; null until published.'),
  createdAt: z.string(),
});

export const publishCostShape = z.object({
  postId: z.string(),
  maxCost: z.number().int().describe('The most publishing can cost (every target delivered).'),
  balance: z.number().int(),
  sufficient: z.boolean(),
  problems: z
    .array(
      z.object({
        socialAccountId: z.string(),
        code: z.string(),
        message: z.string(),
        part: z.number().int().optional().describe('The reply it concerns (1 = the first).'),
        fix: z
          .object({
            kind: z.enum(['crop', 'resize', 're-encode']),
            mediaIds: z.array(z.string()),
            to: z.object({
              width: z.number().int(),
              height: z.number().int(),
              mimeType: z.string().optional(),
              maxBytes: z.number().int().optional(),
            }),
            description: z.string(),
          })
          .optional()
          .describe(
            'How a variant of the image fixes it: publish_post makes and posts it by default (`autoFix`), so it does not stop publishing then.',
          ),
      }),
    )
    .describe('What would stop publishing, but for those with a `fix`; empty when nothing does.'),
  notices: z
    .array(z.object({ socialAccountId: z.string(), platform, code: z.string(), message: z.string() }))
    .describe(
      'What the publish will do that the author may not expect (`only_author_sees`, `publishing_limit_near`, `publishing_limit_reached`); never stops it.',
    ),
  targets: z.array(
    z.object({
      socialAccountId: z.string(),
      platform,
      connection: z.enum(['oauth', 'agent_session', 'webhook']),
      cost: z.number().int(),
    }),
  ),
});

export const handoffTaskShape = z.object({
  postId: z.string(),
  socialAccountId: z.string(),
  status: z
    .enum(['pending', 'unknown'])
    .describe('`unknown`: not reported within 24 h; a report still counts.'),
  handoff: handoffShape,
  expiresAt: z.string().optional().describe('When an unreported hand-off turns `unknown`.'),
  attempts: z.number().int(),
});

export const creditsShape = z.object({
  balance: z.number().int().describe('Credits that can be spent now (trial + standard).'),
  trial: z.object({ balance: z.number().int(), expiresAt: z.string().optional() }),
  standard: z.object({ balance: z.number().int() }),
});

export const brandShape = z.object({
  version: z.number().int().describe('Increases with every change; 0: no brand set.'),
  name: z.string().optional(),
  colors: z
    .record(z.string(), z.string())
    .optional()
    .describe('primary, secondary, accent, background, text.'),
  fonts: z.object({ heading: z.string().optional(), body: z.string().optional() }),
  logo: z
    .object({ url: z.string(), onLight: z.string().optional(), onDark: z.string().optional() })
    .optional(),
  logoPlacement: z.object({
    corner: z.string(),
    size: z.string(),
    presets: z.array(z.string()).optional().describe('Absent: every preset.'),
    images: z.boolean(),
  }),
  voice: z.object({
    tone: z.string().optional(),
    language: z.string().optional(),
    description: z.string().optional(),
    hashtags: z.array(z.string()),
    bannedWords: z.array(z.string()),
  }),
});

export const toBrand = ({ workspaceId: _, updatedAt: __, ...brand }: Brand): z.infer<typeof brandShape> =>
  brand;
