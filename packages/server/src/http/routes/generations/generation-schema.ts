import { z } from 'zod';
import type { GenerationWithOutputs } from '../../../domain/generations/generation-queries.js';
import { isFinished } from '../../../domain/generations/generation-status.js';
import { mediaUrls } from '../../../domain/media/media-items.js';
import { PLATFORMS } from '../../../ports/copy-engine.js';

const renderSchema = z
  .object({ engine: z.string(), seed: z.number().int(), presetVersion: z.number().int() })
  .describe('The render manifest: the same engine, seed and preset version give the same image.');

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

/** `Generation` (SPEC §6). */
export const generationSchema = z
  .object({
    id: z.string(),
    type: z.enum(['preset', 'image']),
    status: z.enum(['queued', 'running', 'succeeded', 'failed', 'canceled']),
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
      render: m.render ?? { engine: g.imageEngine, seed: g.seed, presetVersion: g.presetVersion },
    }),
  );
  const copy = g.copy?.variants[0];
  const { storyboard } = g;
  const byIndex = new Map(live.map((m) => [m.outputIndex, m]));
  return {
    id: g.id,
    type: g.type,
    status: g.status,
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
export const referenceImagesSchema = z
  .array(z.string().min(1).max(2048))
  .max(4, 'at most 4 reference images')
  .describe('Media URLs of this service ({PUBLIC_URL}/files/…) of completed uploads in the same workspace.');
