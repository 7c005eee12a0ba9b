/**
 * Image engines turn a generation request into pictures. The default engine, studio, composites
 * vector scenes deterministically; provider engines (OpenAI-compatible) sit behind the same port.
 * The domain stores every image, captures its credit and records its render manifest; an engine
 * only draws.
 */
import type { Claims } from '../domain/copy/claims.js';
import type { Language } from '../domain/languages.js';
import type { AspectRatio, Preset } from '../domain/presets/preset-catalogue.js';
import type { BrandKit } from './brand-kit.js';

/** A completed media item of the workspace, read back from storage, used as a reference image. */
export interface ReferenceImage {
  bytes: Buffer;
  mimeType: string;
  width: number;
  height: number;
}

/** What a keyframe of a video storyboard shows (video presets only), one per output. */
export interface SceneBrief {
  /** 1-based, as in the storyboard. */
  index: number;
  /** Scene role, e.g. "hook", "problem", "reveal", "demo", "proof", "cta". */
  beat: string;
  /** The shot description. */
  shot: string;
  /** Text drawn on the keyframe, inside the 9:16 safe zone. */
  onScreenText: string;
}

/**
 * The facts the caller vouches for (the request's `claims`). A picture states none it is not given:
 * no stars without a rating, no quote without a review.
 */
export type RenderClaims = Claims;

export interface PresetRenderRequest {
  preset: Preset;
  subject: string;
  /** The first reference image, when the caller gave one. */
  reference?: ReferenceImage;
  /** The customer's own scene photo, for presets whose scene is a place. */
  backdrop?: ReferenceImage;
  /** Run seed: the same request with the same seed gives the same bytes. */
  seed: number;
  claims?: RenderClaims;
  /** The language of the words drawn on the pictures; guessed from the subject's script when absent. */
  language?: Language;
  /** Video presets: the keyframe of each scene, in order (length = preset.outputs.count). */
  scenes?: SceneBrief[];
  /** Only outputs whose 0-based index is listed are drawn (a resumed run skips what exists). */
  only?: readonly number[];
  /** The workspace's brand kit, when the run draws with one (see ports/brand-kit.ts). */
  brand?: BrandKit;
}

export interface ImageRenderRequest {
  /** A description of the picture; on the studio engine only text in quotes is drawn. */
  prompt: string;
  references: ReferenceImage[];
  count: number;
  aspectRatio: AspectRatio;
  width: number;
  height: number;
  seed: number;
  only?: readonly number[];
  /** The language of the quoted text drawn (its faces); guessed from the prompt's script when absent. */
  language?: Language;
  /** The workspace's brand kit, when the run draws with one (see ports/brand-kit.ts). */
  brand?: BrandKit;
}

export interface EngineImage {
  /** 0-based output index. */
  index: number;
  bytes: Buffer;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
  /** The seed this output was drawn with. */
  seed: number;
  /** Where the product was drawn, in the output's pixels, when the engine knows. */
  productBox?: { x: number; y: number; width: number; height: number };
}

export interface ImageEngine {
  /** Recorded in each output's render manifest: "studio", "openai". */
  readonly name: string;
  /**
   * Yields the outputs one at a time, in index order, so that each can be stored and charged as it
   * is produced: an engine that fails half way has still delivered (and charged) the first ones.
   */
  renderPreset(request: PresetRenderRequest, signal?: AbortSignal): AsyncIterable<EngineImage>;
  renderImages(request: ImageRenderRequest, signal?: AbortSignal): AsyncIterable<EngineImage>;
}

/**
 * An engine failure with one of the contract's codes. `retryable` failures (rate limits, time-outs,
 * 5xx of a provider) may be retried by the job runner; the rest fail the generation at once.
 */
export class EngineError extends Error {
  override name = 'EngineError';
  constructor(
    readonly code:
      | 'provider_error'
      | 'provider_rate_limited'
      | 'provider_unavailable'
      | 'content_rejected'
      | 'render_failed',
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}
