/**
 * Copy engines write caption drafts: hook, body sentences, call to action and hashtags, for one
 * platform. The domain fits every draft to the platform's limit, counted the platform's way, in one
 * place, whichever engine wrote it. The default engine, templates, is deterministic per seed;
 * provider engines (OpenAI-compatible chat) sit behind the same port.
 */
import type { Line } from '../domain/copy/subject-phrase.js';

export const PLATFORMS = [
  'instagram',
  'tiktok',
  'x',
  'linkedin',
  'facebook',
  'threads',
  'bluesky',
  'pinterest',
] as const;
export type Platform = (typeof PLATFORMS)[number];

export const TONES = ['casual', 'professional', 'playful', 'luxury', 'urgent'] as const;
export type Tone = (typeof TONES)[number];

export interface CopyRequest {
  subject: string;
  platform: Platform;
  tone: Tone;
  /** The preset whose style the copy follows (its kind and scene), when there is one. */
  presetId?: string;
  /** 1–5. */
  variants: number;
  language: 'en';
  seed: number;
}

/**
 * A piece of a draft: fixed text, or a line written around the subject's name, which the fitter
 * fills with a shorter form of the name when the caption is too long.
 */
export type DraftText = string | Line;

export interface CaptionDraft {
  hook: DraftText;
  /** Sentences, most important first. */
  body: readonly DraftText[];
  cta: DraftText;
  /** With their "#". */
  hashtags: readonly string[];
}

export interface CopyEngine {
  readonly name: string;
  write(request: CopyRequest, signal?: AbortSignal): Promise<CaptionDraft[]>;
}
