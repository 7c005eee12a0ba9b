import { z } from 'zod';
import type { GenerationWithOutputs } from '../../../domain/generations/generation-queries.js';
import { isFinished } from '../../../domain/generations/generation-status.js';
import { mediaUrls } from '../../../domain/media/media-items.js';
import { MAX_SEED } from '../../../domain/seeded-random.js';
import { PLATFORMS } from '../../../ports/copy-engine.js';

const renderSchema = z
  .object({
    engine: z.string(),
    seed: z.number().int(),
    presetVersion: z.number().int(),
    cutout: z
      .enum(['segmented', 'own_alpha', 'whole_photo'])
      .optional()
      .describe(
        'How the product was told from its background, when a photo was cut out: `segmented` by the segmentation model, `own_alpha` kept from a transparent PNG, `whole_photo` when the photo has no subject the model could find (the whole photo is used, opaque).',
      ),
    brandVersion: z
      .number()
      .int()
      .optional()
      .describe("The version of the workspace's brand kit the image was drawn with; absent without one."),
    productBox: z
      .object({ x: z.number().int(), y: z.number().int(), width: z.number().int(), height: z.number().int() })
      .optional()
      .describe(
        'Where the product was drawn, in the image’s pixels: what a crop for a platform keeps (a publish with `autoFix`).',
      ),
  })
  .describe(
    'The render manifest: the same engine, seed, preset version and brand version give the same image.',
  );

const copySchema = z.object({
  caption: z.string(),
  hook: z.string(),
  cta: z.string(),
  hashtags: z.array(z.string()),
});

const storyboardSchema = z
  .object({
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
  })
  .meta({ id: 'Storyboard' });

/** `Generation`, as every generation route answers it. */
export const generationSchema = z
  .object({
    id: z.string(),
    type: z.enum(['preset', 'image', 'cutout']),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'canceled']),
    seed: z
      .number()
      .int()
      .describe(
        "The run's seed: the request's, or one drawn fresh when it named none. Sent again with the same request, it gives the same pictures.",
      ),
    language: z
      .string()
      .optional()
      .describe(
        "The language of its captions and picture text: a preset run's, chosen at acceptance; an image run's when the request named one.",
      ),
    presetId: z.string().optional(),
    subject: z.string().optional(),
    prompt: z.string().optional(),
    campaignId: z.string().optional(),
    creditsReserved: z.number().int().describe('Fixed when the generation is accepted.'),
    creditsCharged: z
      .number()
      .int()
      .describe('Outputs produced so far while it runs; the final charge once it has ended.'),
    outputs: z.array(
      z.object({
        mediaId: z.string(),
        url: z.string(),
        thumbnailUrl: z.string(),
        width: z.number().int(),
        height: z.number().int(),
        caption: z.string().optional(),
        render: renderSchema,
      }),
    ),
    copy: copySchema.optional(),
    storyboard: storyboardSchema.optional(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
    createdAt: z.string(),
    startedAt: z.string().optional(),
    completedAt: z.string().optional(),
  })
  .meta({ id: 'Generation' });

/** `Generation` as the API shows it: the type the schema describes, not a copy of it. */
export type Generation = z.infer<typeof generationSchema>;
type GenerationOutput = Generation['outputs'][number];

/**
 * The generation with its stored outputs (deleted media items are no longer listed). While it runs,
 * `creditsCharged` counts the outputs produced so far; once settled it is the final charge.
 */
export function toGeneration(
  publicUrl: string,
  { generation: g, outputs: media }: GenerationWithOutputs,
): Generation {
  const live = media.filter((m) => m.deletedAt === null);
  const outputs = live.map(
    (m): GenerationOutput => ({
      mediaId: m.id,
      ...mediaUrls(publicUrl, m),
      width: m.width,
      height: m.height,
      ...(m.caption !== null ? { caption: m.caption } : {}),
      render: m.render ?? {
        engine: g.imageEngine,
        seed: g.seed,
        presetVersion: g.presetVersion,
        ...(g.brandVersion !== null ? { brandVersion: g.brandVersion } : {}),
      },
    }),
  );
  const copy = g.copy?.variants[0];
  const { storyboard } = g;
  const byIndex = new Map(live.map((m) => [m.outputIndex, m]));
  return {
    id: g.id,
    type: g.type,
    status: g.status,
    seed: g.seed,
    ...(g.language !== null ? { language: g.language } : {}),
    ...(g.presetId !== null ? { presetId: g.presetId } : {}),
    ...(g.subject !== null ? { subject: g.subject } : {}),
    ...(g.prompt !== null ? { prompt: g.prompt } : {}),
    ...(g.campaignId !== null ? { campaignId: g.campaignId } : {}),
    creditsReserved: g.creditsReserved,
    creditsCharged: isFinished(g.status) ? g.creditsCharged : media.length,
    outputs,
    ...(copy ? { copy } : {}),
    ...(storyboard
      ? {
          storyboard: {
            ...storyboard,
            scenes: storyboard.scenes.map((scene) => {
              const keyframe = byIndex.get(scene.index - 1);
              return keyframe
                ? { ...scene, keyframe: { mediaId: keyframe.id, url: mediaUrls(publicUrl, keyframe).url } }
                : scene;
            }),
          },
        }
      : {}),
    ...(g.error ? { error: g.error } : {}),
    createdAt: g.createdAt,
    ...(g.startedAt ? { startedAt: g.startedAt } : {}),
    ...(g.completedAt ? { completedAt: g.completedAt } : {}),
  };
}

export const platformSchema = z.enum(PLATFORMS);

/** Reference images: media URLs of this service in the same workspace (at most 4). */
/** `brand` of a paid generation: whether it draws and writes with the workspace's brand kit. */
export const useBrandSchema = z
  .boolean()
  .describe(
    "false: run without the workspace's brand kit. By default a run uses the brand as it is when the run is accepted, and records its version as render.brandVersion.",
  );

export const referenceImagesSchema = z
  .array(z.string().min(1).max(2048))
  .max(4, 'at most 4 reference images')
  .describe('Media URLs of this service ({PUBLIC_URL}/files/…) of completed uploads in the same workspace.');

/** `seed` of preset and image generation: the same inputs with the same seed give the same pixels. */
export const seedSchema = z
  .number()
  .int('seed must be an integer from 0 to 2147483647')
  .min(0, 'seed must be an integer from 0 to 2147483647')
  .max(MAX_SEED, 'seed must be an integer from 0 to 2147483647')
  .describe(
    "An integer 0–2147483647. Without it every run draws a fresh seed (reported as the generation's `seed`), so the same request gives new pictures each time; with it, the same request gives the same pixels.",
  );

/** `backdropImage` of preset generation: the customer's own scene photo, under the same rules as a reference image. */
export const backdropImageSchema = z
  .string()
  .min(1)
  .max(2048)
  .describe(
    "A media URL of this service ({PUBLIC_URL}/files/…) of a completed upload in the same workspace: a photo of the customer's own place (a shop counter, a kitchen, a shelf). Presets whose scene is a place (ugc-lifestyle, ugc-selfie-review, ugc-unboxing and the storyboards' place shots) set the product into it instead of a drawn room; the others ignore it.",
  );

/** `claims` of preset runs and the caption writer: the facts the caller vouches for, and the only ones stated. */
export const claimsSchema = z
  .object({
    rating: z
      .number()
      .int('claims.rating must be a whole number from 1 to 5')
      .min(1, 'claims.rating must be a whole number from 1 to 5')
      .max(5, 'claims.rating must be a whole number from 1 to 5')
      .optional()
      .describe('The rating the caller reports, 1–5: stars are drawn and "rated n/5" written only from it.'),
    review: z
      .string()
      .trim()
      .min(1, 'claims.review must be 1–280 characters')
      .max(280, 'claims.review must be 1–280 characters')
      .optional()
      .describe("A real customer's words, quoted exactly as given."),
    reviewer: z
      .string()
      .trim()
      .min(1, 'claims.reviewer must be 1–60 characters')
      .max(60, 'claims.reviewer must be 1–60 characters')
      .optional()
      .describe('Who wrote the review (needs `review`).'),
    isNew: z.boolean().optional().describe('The product is new: only then is it called new.'),
    offer: z
      .string()
      .trim()
      .min(1, 'claims.offer must be 1–120 characters')
      .max(120, 'claims.offer must be 1–120 characters')
      .optional()
      .describe(
        'A time-bound offer in your words ("20% off until Sunday"): the only price or urgency the copy states.',
      ),
    limitedStock: z.boolean().optional().describe('Stock is limited: only then is scarcity mentioned.'),
  })
  .refine((c) => c.reviewer === undefined || c.review !== undefined, {
    message: 'claims.reviewer needs claims.review',
    path: ['reviewer'],
  })
  .describe(
    'The facts you vouch for. Without them no rating, review, testimonial, newness, offer, price or scarcity is written or drawn.',
  );
