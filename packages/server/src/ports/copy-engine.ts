/**
 * Copy engines write caption drafts: hook, body sentences, call to action and hashtags, for one
 * platform. The domain fits every draft to the platform's limit, counted the platform's way, in one
 * place, whichever engine wrote it. The default engine, templates, is deterministic per seed;
 * provider engines (OpenAI-compatible chat) sit behind the same port.
 */
import { COPY_PLATFORM_IDS } from '@contentforge/platforms';
import type { Claims } from '../domain/copy/claims.js';
import type { Line } from '../domain/copy/subject-phrase.js';
import type { Language } from '../domain/languages.js';

/** The platforms captions are written for: those whose spec has `copy`. */
export const PLATFORMS = COPY_PLATFORM_IDS;
export type Platform = (typeof PLATFORMS)[number];

export const TONES = ['casual', 'professional', 'playful', 'luxury', 'urgent'] as const;
export type Tone = (typeof TONES)[number];

/**
 * A workspace brand's voice, as copy engines take it (the rest of the brand kit is in
 * ports/brand-kit.ts).
 */
export interface BrandVoice {
  /** The tone copy is written in when a request names none. */
  tone?: Tone;
  /** The language copy and picture text are written in when a request names none. */
  language?: Language;
  /** A few sentences on how the brand speaks, for engines that write from a description. */
  description?: string;
  /** Added to every caption, with their "#". */
  hashtags: readonly string[];
  /** Never written, compared without regard to case. */
  bannedWords: readonly string[];
}

export interface CopyRequest {
  subject: string;
  platform: Platform;
  tone: Tone;
  /** The preset whose style the copy follows (its kind and scene), when there is one. */
  presetId?: string;
  /** 1–5. */
  variants: number;
  language: Language;
  seed: number;
  /** The workspace brand's voice, when the copy is written with one (see ports/brand-kit.ts). */
  brand?: BrandVoice;
  /** The facts the caller vouches for: the only ratings, reviews, offers or scarcity the copy states. */
  claims?: Claims;
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
