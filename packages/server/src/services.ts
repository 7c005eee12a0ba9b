import path from 'node:path';
import { pino } from 'pino';
import type { Database } from './adapters/db/database.js';
import { createStore } from './adapters/db/store.js';
import { createOpenAICopyEngine } from './adapters/engines/openai-copy-engine.js';
import { createOpenAIImageEngine } from './adapters/engines/openai-image-engine.js';
import { createStudioEngine } from './adapters/engines/studio-engine.js';
import { createTemplatesCopyEngine } from './adapters/engines/templates/templates-copy-engine.js';
import { pooledImages } from './adapters/images/image-pool.js';
import { configureSharp, createSharpImages } from './adapters/images/sharp-images.js';
import { createDatabaseJobRunner } from './adapters/jobs/database-job-runner.js';
import { createPgBossJobEngine } from './adapters/jobs/pg-boss-job-engine.js';
import { createLocalDiskStore } from './adapters/storage/local-disk.js';
import { createS3Store, parseS3StorageUrl } from './adapters/storage/s3.js';
import { type Config, ConfigError } from './config.js';
import { createCreditLedger } from './domain/credits/credit-ledger.js';
import type { GenerationDeps } from './domain/generations/generation-deps.js';
import { GenerationEvents } from './domain/generations/generation-events.js';
import { runGeneration } from './domain/generations/run-generation.js';
import { transferLimits } from './domain/media/uploads.js';
import type { RouteDeps } from './http/route-deps.js';
import { logOptions } from './log-redaction.js';
import { housekeeping } from './maintenance.js';
import type { BlobStore } from './ports/blob-store.js';
import { type Clock, systemClock } from './ports/clock.js';
import type { CopyEngine } from './ports/copy-engine.js';
import type { ImageEngine } from './ports/image-engine.js';
import { type ImageProcessor, MAX_IMAGE_PIXELS } from './ports/image-processor.js';
import type { JobEngine, JobWorker } from './ports/job-queue.js';
import type { Store } from './ports/persistence/store.js';
import { resolveSigningSecret } from './signing-secret.js';

/**
 * Everything the HTTP layer and the commands use, built from the configuration in this one place:
 * the adapters are chosen here and nowhere else.
 */
export interface Services extends RouteDeps {
  config: Config;
  database: Database;
  store: Store;
  clock: Clock;
  blobs: BlobStore;
  /** True when uploads go to this service's own storage endpoint (local disk). */
  servesStorage: boolean;
  /** Runs jobs and periodic housekeeping; started by processes with the worker role. */
  jobWorker: JobWorker;
  /** Lets go of everything the services hold (the job engine's and the database's connections). */
  close(): Promise<void>;
}

/** Engines to use instead of the configured ones (tests inject failures around the real ones). */
export interface EngineOverrides {
  imageEngine?: ImageEngine;
  copyEngine?: CopyEngine;
  /** Runs inside the image pool, like sharp. */
  imageProcessor?: ImageProcessor;
}

export interface ServiceOptions {
  clock?: Clock;
  engines?: EngineOverrides;
  /** Whether this process runs jobs (the worker or all role), or only enqueues them (api). */
  runsJobs?: boolean;
}

export function createServices(config: Config, database: Database, options: ServiceOptions = {}): Services {
  const { clock = systemClock, engines = {}, runsJobs = true } = options;
  const store = createStore(database.db, database.dialect);
  const credits = createCreditLedger({ store, clock, purchaseUrl: async () => purchaseUrlOf(config) });
  const signingSecret = config.signingSecret ?? resolveSigningSecret(config);
  const { blobs, servesStorage } = chooseBlobStore(config, signingSecret);
  // Every decoding and encoding, of uploads and of generated outputs, shares one pool: bounded by
  // slots and by the pixels of one largest image, served in turn between workspaces.
  configureSharp();
  const images = pooledImages(engines.imageProcessor ?? createSharpImages(), {
    slots: config.imageConcurrency,
    pixelBudget: MAX_IMAGE_PIXELS,
  });
  const log = pino({ ...logOptions(config.logLevel), base: { role: 'worker' } });
  const media = { store, blobs, clock, images };
  const jobs = chooseJobEngine(config, database, {
    store,
    clock,
    log,
    runsJobs,
    handlers: { generation: (job, signal) => runGeneration(generations, job, signal) },
    periodic: housekeeping(media),
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
    jobs: jobs.queue,
  };
  return {
    config,
    publicUrl: config.publicUrl,
    purchaseUrl: purchaseUrlOf(config),
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
    media,
    campaigns: { store, clock },
    generations,
    jobWorker: jobs.worker,
    async close() {
      await jobs.close();
      await database.close();
    },
  };
}

/**
 * The embedded runner over the service's own database on SQLite; pg-boss on PostgreSQL, in a
 * schema of its own (`pgboss`, or `<schema>_jobs` when DATABASE_URL names a schema).
 */
function chooseJobEngine(
  config: Config,
  database: Database,
  parts: Pick<
    Parameters<typeof createDatabaseJobRunner>[0],
    'store' | 'clock' | 'log' | 'handlers' | 'periodic'
  > & {
    runsJobs: boolean;
  },
): JobEngine {
  if (database.postgres) {
    const { connectionString, schema } = database.postgres;
    return createPgBossJobEngine({
      ...parts,
      connectionString,
      schema: schema ? `${schema}_jobs` : 'pgboss',
      concurrency: config.jobConcurrency,
      timeoutSeconds: config.jobTimeoutSeconds,
      works: parts.runsJobs,
    });
  }
  return createDatabaseJobRunner({ ...parts, concurrency: config.jobConcurrency, soleWorker: true });
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
function purchaseUrlOf(config: Config): string {
  return config.purchaseUrl ?? `${config.publicUrl}/billing`;
}
