import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BrandKit } from '../../ports/brand-kit.js';
import type { Platform, Tone } from '../../ports/copy-engine.js';
import { EngineError, type EngineImage, type ReferenceImage } from '../../ports/image-engine.js';
import type { Job, JobResult } from '../../ports/job-queue.js';
import type { GenerationRecord, StoredCopy } from '../../ports/persistence/generations.js';
import type { MediaRecord, RenderManifest } from '../../ports/persistence/media.js';
import { BrandUnavailableError, resolveBrandKit, resolveBrandVoice } from '../brand/brand-kit.js';
import type { CopyVariant } from '../copy/caption-fitting.js';
import { writeCaptions } from '../copy/write-copy.js';
import { newId } from '../ids.js';
import { MIME_OF_FORMAT } from '../media/image-types.js';
import { mediaKeys, mediaUrls, readBlob } from '../media/media-items.js';
import { findPreset, isStoryboardPreset, type Preset } from '../presets/preset-catalogue.js';
import type { GenerationDeps } from './generation-deps.js';
import { planStoryboard, type Storyboard, sceneBriefs } from './storyboard.js';

/** Attempts of one generation (engine retries and restarts after a crash) before it gives up. */
const MAX_ATTEMPTS = 4;

/**
 * The job of a generation. Each output is stored and its credit captured in one transaction as
 * soon as the engine yields it, so a run that stops half way (an engine error, a crash) has charged
 * exactly what it produced. Run again, it skips the outputs already stored and draws the rest (the
 * engine is deterministic per seed, so a resumed run looks the same). When it ends, the reservation
 * settles: what was produced is spent, the rest goes back to the wallet.
 */
export async function runGeneration(deps: GenerationDeps, job: Job, signal: AbortSignal): Promise<JobResult> {
  let generation = await deps.store.generations.find(job.subjectId);
  if (!generation || (generation.status !== 'queued' && generation.status !== 'running'))
    return { outcome: 'done' };
  if (generation.status === 'queued') {
    const startedAt = now(deps);
    // Loses the race against a cancel: nothing to do.
    if (!(await deps.store.generations.markRunning(generation.id, startedAt))) return { outcome: 'done' };
    generation = { ...generation, status: 'running', startedAt };
  }
  if (job.attempt > MAX_ATTEMPTS) {
    return end(deps, generation, {
      code: 'internal',
      message:
        'The generation was interrupted too many times; the credits of what was not produced are refunded.',
    });
  }
  try {
    generation = await plan(deps, generation, signal);
    await produce(deps, generation, signal);
    return end(deps, generation, null);
  } catch (err) {
    if (signal.aborted) throw err; // shutting down: the job is queued again and resumes later
    if (err instanceof EngineError && err.retryable && job.attempt < MAX_ATTEMPTS) {
      return { outcome: 'retry', afterMs: 2 ** job.attempt * 1000, reason: err.message };
    }
    if (!(err instanceof EngineError))
      deps.log.error({ err, generationId: generation.id }, 'generation failed');
    return end(
      deps,
      generation,
      err instanceof EngineError
        ? { code: err.code, message: err.message }
        : { code: 'internal', message: 'The image engine failed unexpectedly.' },
    );
  }
}

const now = (deps: GenerationDeps) => deps.clock.now().toISOString();

/** Decides the copy and storyboard once; a resumed run reads them back. */
async function plan(
  deps: GenerationDeps,
  g: GenerationRecord,
  signal: AbortSignal,
): Promise<GenerationRecord> {
  if (g.type !== 'preset' || g.copy !== null) return g;
  const preset = presetOf(g);
  const platform = g.platform ?? defaultPlatform(preset);
  const voice =
    g.brandVersion === null
      ? undefined
      : await withBrand(resolveBrandVoice(deps, g.workspaceId, g.brandVersion));
  const variants = await writeCaptions(
    deps.copyEngine,
    {
      subject: g.subject!,
      platform,
      tone: toneOf(preset),
      presetId: preset.presetId,
      variants: Math.min(preset.outputs.count, 5),
      language: g.language ?? 'en',
      seed: g.seed,
      ...(voice ? { brand: voice } : {}),
      ...(g.claims ? { claims: g.claims } : {}),
    },
    signal,
  );
  const copy: StoredCopy = { variants: variants.map(copyOf) };
  const storyboard: Storyboard | null = isStoryboardPreset(preset)
    ? planStoryboard({
        preset,
        subject: g.subject!,
        seed: g.seed,
        ...(g.claims ? { claims: g.claims } : {}),
        ...(g.language ? { language: g.language } : {}),
      })
    : null;
  await deps.store.generations.savePlan(g.id, { copy, storyboard });
  return { ...g, copy, storyboard };
}

async function produce(deps: GenerationDeps, g: GenerationRecord, signal: AbortSignal) {
  const stored = await deps.store.media.listGenerated([g.id]);
  const filled = new Set(stored.map((m) => m.outputIndex));
  const only = Array.from({ length: g.outputCount }, (_, i) => i).filter((i) => !filled.has(i));
  if (only.length === 0) return;
  const references = await loadReferences(deps, g.referenceMediaIds);
  if (g.type === 'cutout') {
    const photo = references[0]!;
    const cut = await deps.backgroundRemover.removeBackground(photo, { crop: g.crop === true }, signal);
    const image = {
      index: 0,
      bytes: cut.bytes,
      format: 'png' as const,
      width: cut.width,
      height: cut.height,
      seed: g.seed,
    };
    await storeOutput(deps, g, image, { engine: deps.backgroundRemover.name, cutout: cut.separation });
    return;
  }
  const [backdrop] = g.backdropMediaId ? await loadReferences(deps, [g.backdropMediaId]) : [];
  const brand: BrandKit | undefined =
    g.brandVersion === null
      ? undefined
      : await withBrand(resolveBrandKit(deps, g.workspaceId, g.brandVersion));
  const images =
    g.type === 'preset'
      ? deps.imageEngine.renderPreset(
          {
            preset: presetOf(g),
            subject: g.subject!,
            ...(references[0] ? { reference: references[0] } : {}),
            ...(backdrop ? { backdrop } : {}),
            seed: g.seed,
            ...(g.claims ? { claims: g.claims } : {}),
            ...(g.language ? { language: g.language } : {}),
            ...(g.storyboard ? { scenes: sceneBriefs(g.storyboard) } : {}),
            only,
            ...(brand ? { brand } : {}),
          },
          signal,
        )
      : deps.imageEngine.renderImages(
          {
            prompt: g.prompt!,
            references,
            count: g.outputCount,
            aspectRatio: g.aspectRatio ?? '1:1',
            width: g.width,
            height: g.height,
            seed: g.seed,
            only,
            ...(g.language ? { language: g.language } : {}),
            ...(brand ? { brand } : {}),
          },
          signal,
        );
  for await (const image of images) {
    if (filled.has(image.index) || image.index < 0 || image.index >= g.outputCount) continue;
    await storeOutput(deps, g, image);
    filled.add(image.index);
  }
}

async function storeOutput(
  deps: GenerationDeps,
  g: GenerationRecord,
  image: EngineImage,
  /** What made the output, when not the image engine (a cut-out's network, and how it cut). */
  made: Partial<Pick<RenderManifest, 'engine' | 'cutout'>> = {},
) {
  const id = newId('med');
  const mimeType = MIME_OF_FORMAT[image.format];
  const keys = mediaKeys(g.workspaceId, id, mimeType);
  const thumbnail = await deps.images.thumbnail(image.bytes, {
    workspaceId: g.workspaceId,
    pixels: image.width * image.height,
  });
  const limit = { maxBytes: Number.MAX_SAFE_INTEGER };
  await deps.blobs.put(keys.file, Readable.from([image.bytes]), { ...limit, contentType: mimeType });
  await deps.blobs.put(keys.thumbnail, Readable.from([thumbnail]), { ...limit, contentType: 'image/webp' });
  const variants = g.copy?.variants ?? [];
  const item: MediaRecord = {
    id,
    workspaceId: g.workspaceId,
    uploadId: null,
    storageKey: keys.file,
    thumbnailKey: keys.thumbnail,
    mimeType,
    width: image.width,
    height: image.height,
    bytes: image.bytes.length,
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
    source: 'generation',
    caption: variants.length > 0 ? variants[image.index % variants.length]!.caption : null,
    generationId: g.id,
    presetId: g.presetId,
    campaignId: g.campaignId,
    createdAt: now(deps),
    deletedAt: null,
    outputIndex: image.index,
    render: {
      ...renderManifest(deps, g, image.seed),
      ...made,
      ...(image.productBox ? { productBox: image.productBox } : {}),
    },
    variantOf: null,
  };
  // The output and its credit commit together: never an image without its charge, or the reverse.
  const inserted = await deps.store.transaction(async (tx) => {
    if (!(await tx.media.insertGenerated(item))) return false;
    await deps.credits.capture(g.reservationId, 1, tx);
    return true;
  });
  if (!inserted) {
    await Promise.all([deps.blobs.delete(keys.file), deps.blobs.delete(keys.thumbnail)]);
  }
}

/** What an output was drawn with: the same manifest draws it again. */
const renderManifest = (deps: Pick<GenerationDeps, 'imageEngine'>, g: GenerationRecord, seed: number) => ({
  engine: deps.imageEngine.name,
  seed,
  presetVersion: g.presetVersion,
  ...(g.brandVersion !== null ? { brandVersion: g.brandVersion } : {}),
});

/** A brand version whose files are gone fails the run with a contract code, not as an internal error. */
async function withBrand<T>(resolving: Promise<T>): Promise<T> {
  try {
    return await resolving;
  } catch (err) {
    if (err instanceof BrandUnavailableError) throw new EngineError('render_failed', err.message);
    throw err;
  }
}

async function loadReferences(deps: GenerationDeps, ids: readonly string[]): Promise<ReferenceImage[]> {
  const references: ReferenceImage[] = [];
  for (const id of ids) {
    const item = await deps.store.media.find(id);
    if (!item || item.deletedAt !== null) {
      throw new EngineError('render_failed', 'An image the generation was given was deleted before it ran.');
    }
    references.push({
      bytes: await readBlob(deps.blobs, item.storageKey),
      mimeType: item.mimeType,
      width: item.width,
      height: item.height,
    });
  }
  return references;
}

/**
 * Settles the reservation for what was stored and ends the generation: succeeded when every output
 * was produced; with some, succeeded with the error saying what was missing; with none, failed —
 * and a failed generation costs nothing.
 */
async function end(
  deps: GenerationDeps,
  g: GenerationRecord,
  error: { code: string; message: string } | null,
): Promise<JobResult> {
  const produced = (await deps.store.media.listGenerated([g.id])).length;
  await deps.credits.settle(g.reservationId, produced);
  const partial =
    error && produced > 0
      ? {
          code: error.code,
          message: `${produced} of ${g.outputCount} images were produced and charged; the rest were refunded. ${error.message}`,
        }
      : error;
  const status = produced > 0 ? 'succeeded' : 'failed';
  const finished = await deps.store.transaction(async (tx) => {
    const ended = await tx.generations.finish(g.id, {
      from: ['queued', 'running'],
      status,
      creditsCharged: produced,
      error: partial,
      at: now(deps),
    });
    if (ended) {
      const outputs = await tx.media.listGenerated([g.id]);
      await deps.outbox.record(tx, { workspaceId: g.workspaceId }, `generation.${status}`, {
        id: g.id,
        type: g.type,
        status,
        ...(g.presetId ? { presetId: g.presetId } : {}),
        ...(g.campaignId ? { campaignId: g.campaignId } : {}),
        creditsCharged: produced,
        outputs: outputs.map((m) => ({ mediaId: m.id, ...mediaUrls(deps.publicUrl, m) })),
        ...(partial ? { error: partial } : {}),
      });
    }
    return ended;
  });
  if (finished) deps.jobs.wake();
  deps.events.ended(g.id);
  return { outcome: 'done' };
}

function presetOf(g: GenerationRecord): Preset {
  const preset = g.presetId ? findPreset(g.presetId) : undefined;
  if (!preset) throw new EngineError('render_failed', `The preset ${g.presetId} no longer exists.`);
  return preset;
}

function defaultPlatform(preset: Preset): Platform {
  return preset.copy.platforms[0] ?? 'instagram';
}

function toneOf(preset: Preset): Tone {
  return preset.kind === 'product_hero' ? 'professional' : 'casual';
}

const copyOf = (v: CopyVariant) => ({ caption: v.caption, hook: v.hook, cta: v.cta, hashtags: v.hashtags });
