import type { BrandVoice, CopyEngine, CopyRequest, Platform, Tone } from '../../ports/copy-engine.js';
import { EngineError } from '../../ports/image-engine.js';
import { AppError, invalidRequest, notFound } from '../app-error.js';
import type { Language } from '../languages.js';
import { findPreset } from '../presets/preset-catalogue.js';
import { freshSeed } from '../seeded-random.js';
import { inBrandVoice } from './brand-voice.js';
import { type CopyVariant, fitCaption } from './caption-fitting.js';
import type { Claims } from './claims.js';
import { chooseLanguage } from './detect-language.js';
import { packFor, writableLanguage } from './languages/language-packs.js';
import { inSentenceCasing } from './name-casing.js';
import { productName } from './subject-phrase.js';

/**
 * Captions from any copy engine, fitted to the platform: the one path every caption of the service
 * takes (the caption writer and the copy of every generation).
 */
export async function writeCaptions(
  engine: CopyEngine,
  request: CopyRequest,
  signal?: AbortSignal,
): Promise<CopyVariant[]> {
  const written = await engine.write(request, signal);
  const drafts = request.brand ? inBrandVoice(written, request.brand) : written;
  const subject = productName(request.subject);
  // "Sapatilhas de corrida" is plural in Portuguese, which only the language's pack can tell.
  const plural = packFor(request.language).looksPlural(subject);
  // "Meet the red stoneware serving bowl": decided on the full name, applied to its shorter forms.
  const inSentence = inSentenceCasing(subject, request.language);
  return drafts
    .slice(0, request.variants)
    .map((draft) => fitCaption(request.platform, draft, subject, plural, inSentence));
}

export interface CopyRequestInput {
  subject: string;
  platform?: Platform | undefined;
  tone?: Tone | undefined;
  presetId?: string | undefined;
  variants?: number | undefined;
  seed?: number | undefined;
  claims?: Claims | undefined;
  language?: Language | undefined;
  /** The workspace's `defaultLanguage`: the language when neither the request nor the subject tells. */
  workspaceDefault?: Language | null | undefined;
  /** The workspace brand's voice: its tone when none is asked for, its hashtags, its banned words. */
  brand?: BrandVoice | undefined;
}

export interface WrittenCopy {
  /** The seed the variants were drawn with: sent again with the same request, the same variants. */
  seed: number;
  language: Language;
  variants: Array<CopyVariant & { language: Language }>;
}

/**
 * The caption writer: captions for a subject, free. Defaults: Instagram, casual, 3 variants, the
 * language told by `chooseLanguage` (the request's, the brand's, the subject's, the workspace's,
 * English). Without a `seed` each
 * call draws a fresh one, reported back as for pictures. An unknown preset is 404; a provider that
 * refuses the subject is 400, one that cannot answer is 503.
 */
export async function writeCopy(engine: CopyEngine, input: CopyRequestInput): Promise<WrittenCopy> {
  if (input.presetId !== undefined && !findPreset(input.presetId)) {
    throw notFound(`The preset ${JSON.stringify(input.presetId)}`);
  }
  const platform = input.platform ?? 'instagram';
  const tone = input.tone ?? input.brand?.tone ?? 'casual';
  const seed = input.seed ?? freshSeed();
  const language = chooseLanguage({
    requested: input.language === undefined ? undefined : writableLanguage(input.language),
    brandLanguage: input.brand?.language,
    subject: input.subject,
    workspaceDefault: input.workspaceDefault,
  });
  try {
    const variants = await writeCaptions(engine, {
      subject: input.subject,
      platform,
      tone,
      ...(input.presetId !== undefined ? { presetId: input.presetId } : {}),
      variants: input.variants ?? 3,
      language,
      seed,
      ...(input.claims !== undefined ? { claims: input.claims } : {}),
      ...(input.brand !== undefined ? { brand: input.brand } : {}),
    });
    return { seed, language, variants: variants.map((v) => ({ ...v, language })) };
  } catch (err) {
    if (!(err instanceof EngineError)) throw err;
    if (err.code === 'content_rejected')
      throw invalidRequest(`The copy provider refused the subject: ${err.message}`);
    throw new AppError('unavailable', `The copy provider is unavailable: ${err.message}`);
  }
}
