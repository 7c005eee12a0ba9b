/**
 * Copy engines write captions: hook, body, call to action and hashtags, for one platform, fitted to
 * that platform's limit counted the platform's way. The default engine, templates, is deterministic
 * per seed; provider engines (OpenAI-compatible chat) sit behind the same port.
 */

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

export interface CopyVariant {
  /** The full text to post: hook, body, CTA and hashtags. */
  caption: string;
  hook: string;
  body: string;
  cta: string;
  hashtags: string[];
  /** `caption`'s length counted the platform's way; never over the platform's limit. */
  characterCount: number;
}

export interface CopyEngine {
  readonly name: string;
  write(request: CopyRequest, signal?: AbortSignal): Promise<CopyVariant[]>;
}
