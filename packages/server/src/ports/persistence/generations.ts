/**
 * Generation runs: what was asked, what it cost, the copy and storyboard it planned.
 */
import type { Storyboard } from '../../domain/generations/storyboard.js';
import type { AspectRatio, PresetId } from '../../domain/presets/preset-catalogue.js';
import type { Platform } from '../copy-engine.js';

export type GenerationStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled';

/** The caption of one output of a preset run, as written once and kept. */
export interface GenerationCopy {
  caption: string;
  hook: string;
  cta: string;
  hashtags: string[];
}

/** The copy of a preset run: one variant per output (cycled), the first is the generation's. */
export interface StoredCopy {
  variants: GenerationCopy[];
}

export interface GenerationRecord {
  id: string;
  workspaceId: string;
  accountId: string;
  type: 'preset' | 'image';
  status: GenerationStatus;
  presetId: PresetId | null;
  presetVersion: number;
  subject: string | null;
  prompt: string | null;
  platform: Platform | null;
  aspectRatio: AspectRatio;
  outputCount: number;
  width: number;
  height: number;
  campaignId: string | null;
  referenceMediaIds: string[];
  seed: number;
  imageEngine: string;
  creditsReserved: number;
  creditsCharged: number;
  reservationId: string;
  /** Written once by the run, so that a resumed run uses the same text. */
  copy: StoredCopy | null;
  storyboard: Storyboard | null;
  error: { code: string; message: string } | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
}

export interface GenerationRepository {
  insert(generation: GenerationRecord): Promise<void>;
  find(id: string): Promise<GenerationRecord | undefined>;
  /** Newest first. */
  list(
    workspaceId: string,
    filter: { status?: GenerationStatus | undefined; campaignId?: string | undefined },
    page: { limit: number; before?: string | undefined },
  ): Promise<GenerationRecord[]>;
  /** queued → running; false when it was no longer queued (canceled, or taken). */
  markRunning(id: string, at: string): Promise<boolean>;
  /** Writes the copy and storyboard the run decided on. */
  savePlan(id: string, plan: { copy: StoredCopy | null; storyboard: Storyboard | null }): Promise<void>;
  /** Ends a queued or running generation; false when it had already ended. */
  finish(
    id: string,
    end: {
      from: readonly GenerationStatus[];
      status: 'succeeded' | 'failed' | 'canceled';
      creditsCharged: number;
      error: { code: string; message: string } | null;
      at: string;
    },
  ): Promise<boolean>;
}
