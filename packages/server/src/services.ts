import path from 'node:path';
import { pino } from 'pino';
import type { Database } from './adapters/db/database.js';
import { createStore } from './adapters/db/store.js';
import { createOpenAICopyEngine } from './adapters/engines/openai-copy-engine.js';
import { createOpenAIImageEngine } from './adapters/engines/openai-image-engine.js';
import { createStudioEngine } from './adapters/engines/studio-engine.js';
import { createSharpImages } from './adapters/images/sharp-images.js';
import { createDatabaseJobRunner } from './adapters/jobs/database-job-runner.js';
import { createLocalDiskStore } from './adapters/storage/local-disk.js';
import { createS3Store, parseS3StorageUrl } from './adapters/storage/s3.js';
import { type Config, ConfigError } from './config.js';
import type { AccountsDeps } from './domain/accounts.js';
import type { CampaignDeps } from './domain/campaigns.js';
import { createTemplatesCopyEngine } from './domain/copy/templates-copy-engine.js';
import { type CreditLedger, createCreditLedger } from './domain/credits/credit-ledger.js';
import type { GenerationDeps } from './domain/generations/generation-deps.js';
import { GenerationEvents } from './domain/generations/generation-events.js';
import { runGeneration } from './domain/generations/run-generation.js';
import type { CompleteUploadDeps } from './domain/media/complete-upload.js';
import type { LibraryDeps } from './domain/media/library.js';
import { transferLimits, type UploadDeps } from './domain/media/uploads.js';
import { logOptions } from './log-redaction.js';
import type { BlobStore } from './ports/blob-store.js';
import { type Clock, systemClock } from './ports/clock.js';
import type { CopyEngine } from './ports/copy-engine.js';
import type { ImageEngine } from './ports/image-engine.js';
import type { JobWorker } from './ports/job-queue.js';
import type { Store } from './ports/store.js';
import { resolveSigningSecret } from './signing-secret.js';

/**
 * Everything the HTTP layer and the commands use, built from the configuration in this one place:
 * the adapters are chosen here and nowhere else.
 */
export interface Services {
  config: Config;
  database: Database;
  store: Store;
  clock: Clock;
  credits: CreditLedger;
  accounts: AccountsDeps;
  blobs: BlobStore;
  /** True when uploads go to this service's own storage endpoint (local disk). */
  servesStorage: boolean;
  uploads: UploadDeps;
  media: CompleteUploadDeps & LibraryDeps;
  campaigns: CampaignDeps;
  generations: GenerationDeps;
  /** Runs generation jobs; started by processes with the worker role. */
  jobWorker: JobWorker;
}

/** Engines to use instead of the configured ones (tests inject failures around the real ones). */
export interface EngineOverrides {
  imageEngine?: ImageEngine;
  copyEngine?: CopyEngine;
}

export function createServices(
  config: Config,
  database: Database,
  clock: Clock = systemClock,
  engines: EngineOverrides = {},
): Services {
  const store = createStore(database.db, database.dialect);
  const credits = createCreditLedger({ store, clock, purchaseUrl: async () => purchaseUrlOf(config) });
  const signingSecret = config.signingSecret ?? resolveSigningSecret(config);
  const { blobs, servesStorage } = chooseBlobStore(config, signingSecret);
  const images = createSharpImages();
  const log = pino({ ...logOptions(config.logLevel), base: { role: 'worker' } });
  const runner = createDatabaseJobRunner({
    store,
    clock,
    log,
    concurrency: config.jobConcurrency,
    soleWorker: database.dialect === 'sqlite',
    handlers: { generation: (job, signal) => runGeneration(generations, job, signal) },
  });
  const generations: GenerationDeps = {
    store,
    clock,
    credits,
    blobs,
    images,
    imageEngine: engines.imageEngine ?? chooseImageEngine(config),
    copyEngine: engines.copyEngine ?? chooseCopyEngine(config),
    events: new GenerationEvents(),
    publicUrl: config.publicUrl,
    log,
    jobs: runner.queue,
  };
  return {
    config,
    database,
    store,
    clock,
    credits,
    accounts: { store, clock, credits, trial: { credits: config.trialCredits, days: config.trialDays } },
    blobs,
    servesStorage,
    uploads: {
      store,
      blobs,
      clock,
      signingSecret,
      maxUploadBytes: config.maxUploadBytes,
      transfers: transferLimits(config.uploadIdleTimeoutMs, config.uploadRequestTimeoutMs),
    },
    media: { store, blobs, clock, images },
    campaigns: { store, clock },
    generations,
    jobWorker: runner.worker,
  };
}

function chooseImageEngine(config: Config): ImageEngine {
  if (config.imageEngine === 'openai') {
    return createOpenAIImageEngine({
      apiKey: config.openaiApiKey!,
      ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
      model: config.openaiImageModel,
    });
  }
  return createStudioEngine();
}

function chooseCopyEngine(config: Config): CopyEngine {
  if (config.copyEngine === 'openai') {
    return createOpenAICopyEngine({
      apiKey: config.openaiApiKey!,
      ...(config.openaiBaseUrl ? { baseURL: config.openaiBaseUrl } : {}),
      model: config.openaiCopyModel,
    });
  }
  return createTemplatesCopyEngine();
}

/** Local disk (served by this service's own storage endpoint) unless STORAGE_URL names an S3 bucket. */
function chooseBlobStore(
  config: Config,
  signingSecret: string,
): { blobs: BlobStore; servesStorage: boolean } {
  if (config.storageUrl?.startsWith('s3://')) {
    let location: ReturnType<typeof parseS3StorageUrl>;
    try {
      location = parseS3StorageUrl(config.storageUrl);
    } catch (err) {
      throw new ConfigError((err as Error).message);
    }
    // Credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, …).
    return { blobs: createS3Store(location), servesStorage: false };
  }
  const root = config.storageUrl?.startsWith('file:')
    ? path.resolve(config.storageUrl.slice('file:'.length))
    : path.join(config.dataDir, 'storage');
  return {
    blobs: createLocalDiskStore({ root, publicUrl: config.publicUrl, signingSecret }),
    servesStorage: true,
  };
}

/** Where to buy credits: the operator's PURCHASE_URL, else the web app's billing page. */
export function purchaseUrlOf(config: Config): string {
  return config.purchaseUrl ?? `${config.publicUrl}/billing`;
}
