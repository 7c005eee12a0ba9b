import type { Platform } from '../../ports/copy-engine.js';
import type { JobType } from '../../ports/job-queue.js';
import type { GenerationRecord } from '../../ports/persistence/generations.js';
import type { IdempotencyClaim } from '../../ports/persistence/idempotency.js';
import type { MediaRecord } from '../../ports/persistence/media.js';
import { conflict, notFound } from '../app-error.js';
import { brandVersionForRun, resolveBrandVoice } from '../brand/brand-kit.js';
import { getCampaign } from '../campaigns.js';
import { type Claims, claimsGiven } from '../copy/claims.js';
import { chooseLanguage } from '../copy/detect-language.js';
import { writableLanguage } from '../copy/languages/language-packs.js';
import { bindIdempotencyKey } from '../credits/paid-call.js';
import { newId } from '../ids.js';
import type { Language } from '../languages.js';
import { type AspectRatio, findPreset } from '../presets/preset-catalogue.js';
import { freshSeed } from '../seeded-random.js';
import type { GenerationDeps } from './generation-deps.js';
import { resolveBackdropImage, resolveReferenceImages } from './reference-images.js';

/** The job that runs an accepted generation. */
export const GENERATION_JOB: JobType = { kind: 'generation', lane: 'generation' };

export interface PresetGenerationRequest {
  presetId: string;
  subject: string;
  campaignId?: string | undefined;
  referenceImages?: string[] | undefined;
  /** The customer's own scene photo, for the presets whose scene is a place. */
  backdropImage?: string | undefined;
  platform?: Platform | undefined;
  seed?: number | undefined;
  /** false: the run uses no brand kit, whatever the workspace has. */
  brand?: boolean | undefined;
  /** The facts the caller vouches for; nothing else is claimed in the copy or on the pictures. */
  claims?: Claims | undefined;
  /** The language of the captions and of the words drawn on the pictures. */
  language?: Language | undefined;
}

export interface ImageGenerationRequest {
  prompt: string;
  referenceImages?: string[] | undefined;
  count?: number | undefined;
  aspectRatio?: AspectRatio | undefined;
  campaignId?: string | undefined;
  seed?: number | undefined;
  /** false: the run uses no brand kit, whatever the workspace has. */
  brand?: boolean | undefined;
  /**
   * The language of the quoted text the pictures draw, which chooses its faces. The words are the
   * caller's own, so any documented language is taken; without it, the prompt's script decides.
   */
  language?: Language | undefined;
}

export interface Caller {
  accountId: string;
  workspaceId: string;
}

/** Sizes of `/generations/image` outputs per aspect ratio (the catalogue's sizes where they exist). */
const IMAGE_SIZES: Record<AspectRatio, { width: number; height: number }> = {
  '1:1': { width: 1080, height: 1080 },
  '4:5': { width: 1080, height: 1350 },
  '9:16': { width: 1080, height: 1920 },
  '16:9': { width: 1920, height: 1080 },
};

/**
 * The version of the `/generations/image` recipe, recorded like a preset's version. 2: text shaped
 * with HarfBuzz in fallback fonts for every script, emoji in colour.
 */
const IMAGE_RECIPE_VERSION = 2;

/** A validated request, ready to be quoted, or charged and queued. */
export interface PlannedGeneration {
  record: Omit<GenerationRecord, 'id' | 'reservationId' | 'createdAt'>;
  cost: number;
}

/**
 * Preset generation: validates a run exactly as the real call does — an unknown preset or campaign is 404,
 * a reference image that is not the workspace's own media is 422 — before anything is charged.
 */
export async function planPresetGeneration(
  deps: GenerationDeps,
  caller: Caller,
  request: PresetGenerationRequest,
): Promise<PlannedGeneration> {
  const preset = findPreset(request.presetId);
  if (!preset) throw notFound(`The preset ${JSON.stringify(request.presetId)}`);
  const campaignId = await checkCampaign(deps, caller, request.campaignId);
  const references = await resolveReferenceImages(deps, caller.workspaceId, request.referenceImages ?? []);
  const backdrop = await resolveBackdropImage(deps, caller.workspaceId, request.backdropImage);
  const brandVersion = await brandVersionForRun(deps, caller.workspaceId, request.brand);
  const language = await languageOfRun(deps, caller, brandVersion, request.subject, request.language);
  const planned: PlannedGeneration = {
    cost: preset.creditsPerRun,
    record: {
      ...common(deps, caller, campaignId, references),
      backdropMediaId: backdrop?.id ?? null,
      type: 'preset',
      brandVersion,
      presetId: preset.presetId,
      presetVersion: preset.version,
      subject: request.subject,
      prompt: null,
      platform: request.platform ?? null,
      aspectRatio: preset.outputs.aspectRatio,
      outputCount: preset.outputs.count,
      width: preset.outputs.width,
      height: preset.outputs.height,
      creditsReserved: preset.creditsPerRun,
      seed: request.seed ?? freshSeed(),
      claims: claimsGiven(request.claims),
      language,
    },
  };
  return planned;
}

/** Image generation: the same for a free-form image request. */
export async function planImageGeneration(
  deps: GenerationDeps,
  caller: Caller,
  request: ImageGenerationRequest,
): Promise<PlannedGeneration> {
  const campaignId = await checkCampaign(deps, caller, request.campaignId);
  const references = await resolveReferenceImages(deps, caller.workspaceId, request.referenceImages ?? []);
  const count = request.count ?? 1;
  const aspectRatio = request.aspectRatio ?? '1:1';
  const planned: PlannedGeneration = {
    cost: count,
    record: {
      ...common(deps, caller, campaignId, references),
      backdropMediaId: null,
      type: 'image',
      brandVersion: await brandVersionForRun(deps, caller.workspaceId, request.brand),
      presetId: null,
      presetVersion: IMAGE_RECIPE_VERSION,
      subject: null,
      prompt: request.prompt,
      platform: null,
      aspectRatio,
      outputCount: count,
      ...IMAGE_SIZES[aspectRatio],
      creditsReserved: count,
      seed: request.seed ?? freshSeed(),
      ...(request.language !== undefined ? { language: request.language } : {}),
    },
  };
  return planned;
}

/**
 * The language of a run's captions and picture text, chosen once at acceptance (a run that resumes
 * writes the same): the request's (400 when its pack is not yet written), else the brand voice's,
 * the subject's, the workspace's default, English.
 */
async function languageOfRun(
  deps: GenerationDeps,
  caller: Caller,
  brandVersion: number | null,
  subject: string,
  requested: Language | undefined,
): Promise<Language> {
  if (requested !== undefined) return writableLanguage(requested);
  const workspace = await deps.store.accounts.findWorkspace(caller.workspaceId);
  const voice =
    brandVersion === null ? undefined : await resolveBrandVoice(deps, caller.workspaceId, brandVersion);
  return chooseLanguage({
    brandLanguage: voice?.language,
    subject,
    workspaceDefault: workspace?.defaultLanguage,
  });
}

async function checkCampaign(deps: GenerationDeps, caller: Caller, campaignId: string | undefined) {
  if (campaignId === undefined) return null;
  const campaign = await getCampaign(deps, caller.workspaceId, campaignId);
  if (campaign.archivedAt) throw conflict('The campaign is archived; generate into an active campaign.');
  return campaign.id;
}

export function common(
  deps: GenerationDeps,
  caller: Caller,
  campaignId: string | null,
  references: MediaRecord[],
) {
  return {
    workspaceId: caller.workspaceId,
    accountId: caller.accountId,
    status: 'queued' as const,
    campaignId,
    referenceMediaIds: references.map((r) => r.id),
    imageEngine: deps.imageEngine.name,
    creditsCharged: 0,
    copy: null,
    storyboard: null,
    language: null,
    claims: null,
    error: null,
    startedAt: null,
    completedAt: null,
  };
}

/**
 * Reserves the generation's full cost, records it and queues its job in one transaction: a 402
 * leaves nothing behind, and there is never a job without its reservation or the reverse. With the
 * caller's Idempotency-Key claim, the key is bound to the generation in the same transaction, so a
 * repeat of the key finds this generation whatever happens to this process afterwards.
 */
export async function startGeneration(
  deps: GenerationDeps,
  caller: Caller,
  planned: PlannedGeneration,
  claim?: IdempotencyClaim,
): Promise<GenerationRecord> {
  const id = newId('gen');
  const generation = await deps.store.transaction(async (tx) => {
    await bindIdempotencyKey(tx, claim, { type: 'generation', id });
    const reservation = await deps.credits.reserve(
      caller.accountId,
      planned.cost,
      { type: 'generation', id },
      tx,
    );
    const record: GenerationRecord = {
      ...planned.record,
      id,
      reservationId: reservation.id,
      createdAt: deps.clock.now().toISOString(),
    };
    await tx.generations.insert(record);
    await deps.jobs.enqueue(tx, GENERATION_JOB, { subjectId: id });
    return record;
  });
  deps.jobs.wake();
  return generation;
}
