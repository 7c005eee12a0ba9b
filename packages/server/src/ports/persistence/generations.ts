/**
 * Generation runs: what was asked, what it cost, the copy and storyboard it planned.
 */
import type { Claims } from '../../domain/copy/claims.js';
import type { Storyboard } from '../../domain/generations/storyboard.js';
import type { Language } from '../../domain/languages.js';
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
  type: 'preset' | 'image' | 'cutout';
  status: GenerationStatus;
  presetId: PresetId | null;
  presetVersion: number;
  subject: string | null;
  prompt: string | null;
  platform: Platform | null;
  /** The outputs' aspect ratio; null for a cut-out, whose output is its photo's size or its product's. */
  aspectRatio: AspectRatio | null;
  outputCount: number;
  width: number;
  height: number;
  campaignId: string | null;
  /** The images the run works from: a preset's or image's references, a cut-out's photo. */
  referenceMediaIds: string[];
  /** The customer's own scene photo a place-based preset sets the product into. */
  backdropMediaId: string | null;
  /** A cut-out trimmed to its product (`crop: true`); absent for other types. */
  crop?: boolean;
  /** The run's seed: the caller's, or one drawn fresh when the request named none. */
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
  /** The brand version the run draws and writes with, fixed when it is accepted; null: no brand. */
  brandVersion: number | null;
  /** The language its copy and picture text are written in, decided when it is accepted; null: none. */
  language: Language | null;
  /** The facts the caller vouched for; null when none were given. */
  claims: Claims | null;
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
