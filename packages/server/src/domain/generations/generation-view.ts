import type { GenerationRecord, GenerationStatus, MediaRecord } from '../../ports/store.js';
import { mediaUrls } from '../media/media-items.js';
import type { Storyboard } from './storyboard.js';

export interface GenerationOutput {
  mediaId: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  caption?: string;
  render: { engine: string; seed: number; presetVersion: number };
}

export interface GenerationCopy {
  caption: string;
  hook: string;
  cta: string;
  hashtags: string[];
}

export interface StoryboardView extends Omit<Storyboard, 'scenes'> {
  scenes: Array<Storyboard['scenes'][number] & { keyframe?: { mediaId: string; url: string } }>;
}

/** `Generation` as the API shows it (SPEC §6). */
export interface GenerationView {
  id: string;
  type: 'preset' | 'image';
  status: GenerationStatus;
  presetId?: string;
  subject?: string;
  prompt?: string;
  campaignId?: string;
  creditsReserved: number;
  creditsCharged: number;
  outputs: GenerationOutput[];
  copy?: GenerationCopy;
  storyboard?: StoryboardView;
  error?: { code: string; message: string };
  createdAt: string;
  startedAt?: string;
  completedAt?: string;
}

export const isFinished = (status: GenerationStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'canceled';

/** The stored copy of a preset generation: one variant per output, the first is the generation's. */
export interface StoredCopy {
  variants: GenerationCopy[];
}

/**
 * The generation with its stored outputs (deleted media items are no longer listed). While it
 * runs, `creditsCharged` counts the outputs produced so far; once settled it is the final charge.
 */
export function toGenerationView(
  publicUrl: string,
  g: GenerationRecord,
  media: MediaRecord[],
): GenerationView {
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
  const copy = (g.copy as StoredCopy | null)?.variants[0];
  const storyboard = g.storyboard as Storyboard | null;
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
