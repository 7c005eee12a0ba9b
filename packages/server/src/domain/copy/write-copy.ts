import type { CopyEngine, CopyRequest, Platform, Tone } from '../../ports/copy-engine.js';
import { EngineError } from '../../ports/image-engine.js';
import { AppError, invalidRequest, notFound } from '../app-error.js';
import { findPreset } from '../presets/preset-catalogue.js';
import { seedOfRequest } from '../seeded-random.js';
import { type CopyVariant, fitCaption } from './caption-fitting.js';
import { cleanSubject } from './subject-phrase.js';

/**
 * Captions from any copy engine, fitted to the platform: the one path every caption of the service
 * takes (★7 and the copy of every generation).
 */
export async function writeCaptions(
  engine: CopyEngine,
  request: CopyRequest,
  signal?: AbortSignal,
): Promise<CopyVariant[]> {
  const drafts = await engine.write(request, signal);
  const subject = cleanSubject(request.subject);
  return drafts.slice(0, request.variants).map((draft) => fitCaption(request.platform, draft, subject));
}

export interface CopyRequestInput {
  subject: string;
  platform?: Platform | undefined;
  tone?: Tone | undefined;
  presetId?: string | undefined;
  variants?: number | undefined;
  seed?: number | undefined;
}

/**
 * ★7: captions for a subject, free. Defaults: Instagram, casual, 3 variants. Without a `seed` the
 * request itself decides it, so the same request gives the same variants. An unknown preset is 404;
 * a provider that refuses the subject is 400, one that cannot answer is 503.
 */
export async function writeCopy(engine: CopyEngine, input: CopyRequestInput): Promise<CopyVariant[]> {
  if (input.presetId !== undefined && !findPreset(input.presetId)) {
    throw notFound(`The preset ${JSON.stringify(input.presetId)}`);
  }
  const platform = input.platform ?? 'instagram';
  const tone = input.tone ?? 'casual';
  try {
    return await writeCaptions(engine, {
      subject: input.subject,
      platform,
      tone,
      ...(input.presetId !== undefined ? { presetId: input.presetId } : {}),
      variants: input.variants ?? 3,
      language: 'en',
      seed: input.seed ?? seedOfRequest([input.subject, platform, tone, input.presetId ?? null]),
    });
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    if (err.code === 'content_rejected')
      throw invalidRequest(`The copy provider refused the subject: ${err.message}`);
    throw new AppError('unavailable', `The copy provider is unavailable: ${err.message}`);
  }
}
