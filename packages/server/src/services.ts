import { pino } from 'pino';
import { createInProcessWindowCounters } from './adapters/counters/in-process-window-counters.js';
import type { Database } from './adapters/db/database.js';
import { createStore } from './adapters/db/store.js';
import { createStudioEngine } from './adapters/engines/studio-engine.js';
import { createFontkitFonts } from './adapters/fonts/fontkit-fonts.js';
import { pooledImages } from './adapters/images/image-pool.js';
import { configureSharp, createSharpImages } from './adapters/images/sharp-images.js';
import { createGuardedHttp } from './adapters/outbound/guarded-http.js';
import { createStandardWebhookSigner } from './adapters/outbound/standard-webhooks.js';
import { createRedisConnection, type RedisConnection } from './adapters/redis/redis-connection.js';
import { createRedisWindowCounters } from './adapters/redis/redis-window-counters.js';
import { createAesGcmBox } from './adapters/secrets/aes-gcm-box.js';
import type { UploadEndpoint } from './adapters/storage/upload-endpoint.js';
import { chooseBackgroundRemover, chooseCopyEngine, chooseImageEngine } from './composition/engines.js';
import { chooseJobEngine } from './composition/jobs.js';
import { choosePayments, purchaseUrlOf } from './composition/payments.js';
import { createPublishing, type PublishingOverrides } from './composition/publishing.js';
import { chooseBlobStore } from './composition/storage.js';
import type { Config } from './config.js';
import { resolveSecretsKey, resolveSigningSecret } from './data-dir-secrets.js';
import { createCreditLedger } from './domain/credits/credit-ledger.js';
import type { PurchaseDeps } from './domain/credits/credit-purchases.js';
import type { GenerationDeps } from './domain/generations/generation-deps.js';
import { GenerationEvents } from './domain/generations/generation-events.js';
import { jobHandlers } from './domain/jobs/all-jobs.js';
import type { JobDeps } from './domain/jobs/define-job.js';
import { SignInThrottle } from './domain/users/sign-in-throttle.js';
import { createEventOutbox } from './domain/webhooks/event-outbox.js';
import type { RouteDeps } from './http/route-deps.js';
import type { ReadinessChecks } from './http/routes/health/health-routes.js';
import { logOptions } from './log-redaction.js';
import { housekeeping, publishingChores } from './maintenance.js';
import type { BackgroundRemover } from './ports/background-remover.js';
import type { BlobStore } from './ports/blob-store.js';
import { type Clock, systemClock } from './ports/clock.js';
import type { CopyEngine } from './ports/copy-engine.js';
import type { ImageEngine } from './ports/image-engine.js';
import { type ImageProcessor, MAX_IMAGE_PIXELS } from './ports/image-processor.js';
import type { JobWorker, PeriodicTask } from './ports/job-queue.js';
import type { Store } from './ports/persistence/store.js';

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
  /** The endpoint that receives upload PUTs, when the store is this service's own (local disk). */
  uploadEndpoint: UploadEndpoint | undefined;
  /** Runs jobs and periodic housekeeping; started by processes with the worker role. */
  jobWorker: JobWorker;
  /**
   * Redis, when REDIS_URL is set: API processes share rate limits and sign-in throttling through
   * it. Not connected until `connect()` (by a process that serves requests).
   */
  redis: RedisConnection | undefined;
  /** What a process needs to serve: each check throws when its part cannot be reached. */
  readiness: ReadinessChecks;
  /** Lets go of everything the services hold (the job engine's, Redis's and the database's connections). */
  close(): Promise<void>;
}

/** Engines to use instead of the configured ones (tests inject failures around the real ones). */
export interface EngineOverrides extends PublishingOverrides {
  imageEngine?: ImageEngine;
  backgroundRemover?: BackgroundRemover;
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
  const log = pino({ ...logOptions(config.logLevel), base: { role: 'worker' } });
  const redisLog = pino({ ...logOptions(config.logLevel), base: { component: 'redis' } });
  const store = createStore(database.db, database.dialect, database.readRowNow);

  // The job engine first: everything that enqueues needs its queue. Its handlers are bound to
  // dependencies made below, which they read when a job runs, and its periodic tasks are added
  // below: both are only used once a worker starts, after the services are complete.
  let jobDeps: JobDeps | undefined;
  const periodic: PeriodicTask[] = [];
  const jobs = chooseJobEngine(config, database, {
    store,
    clock,
    log,
    runsJobs,
    handlers: jobHandlers(() => {
      if (!jobDeps) throw new Error('a job ran before the services were complete');
      return jobDeps;
    }),
    periodic,
  });
  const queue = jobs.queue;

  const outbox = createEventOutbox({ clock, jobs: queue });
  const credits = createCreditLedger({
    store,
    clock,
    purchaseUrl: async () => purchaseUrlOf(config),
    lowBalance: {
      threshold: config.creditsLowThreshold,
      crossed: (tx, accountId, balance, threshold) =>
        outbox.record(tx, { accountId }, 'credits.low', { accountId, balance, threshold }),
    },
  });
  const signingSecret = resolveSigningSecret(config);
  const { blobs, uploadEndpoint } = chooseBlobStore(config, signingSecret, store, clock);
  // Every decoding and encoding, of uploads and of generated outputs, shares one pool: bounded by
  // slots and by the pixels of one largest image, served in turn between workspaces.
  configureSharp();
  const images = pooledImages(engines.imageProcessor ?? createSharpImages(), {
    slots: config.imageConcurrency,
    pixelBudget: MAX_IMAGE_PIXELS,
  });
  const redis = config.redisUrl
    ? createRedisConnection({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: redisLog })
    : undefined;
  const media = { store, blobs, clock, images };
  const fonts = createFontkitFonts();
  const secrets = createAesGcmBox(resolveSecretsKey(config));
  const outbound = createGuardedHttp({
    allowPrivate: config.allowPrivateTargets,
    fetchTimeoutMs: config.deliveryTimeoutMs,
  });
  const signer = createStandardWebhookSigner();

  // The studio draws brand previews whatever engine draws runs: a preview is free.
  const studio = createStudioEngine();
  const generations: GenerationDeps = {
    store,
    clock,
    credits,
    blobs,
    images,
    imageEngine: engines.imageEngine ?? chooseImageEngine(config, studio),
    backgroundRemover: engines.backgroundRemover ?? chooseBackgroundRemover(log),
    copyEngine: engines.copyEngine ?? chooseCopyEngine(config),
    fonts,
    events: new GenerationEvents(),
    outbox,
    publicUrl: config.publicUrl,
    log,
    jobs: queue,
  };
  const publishing = createPublishing(
    config,
    { store, clock, credits, jobs: queue, blobs, secrets, outbound, signer, events: outbox, log, images },
    engines,
  );
  const webhooks = { store, clock, secrets, signer, outbound };
  jobDeps = {
    generations,
    publishing,
    webhookDelivery: {
      ...webhooks,
      jobs: queue,
      timeoutMs: config.deliveryTimeoutMs,
      retryBaseMs: config.deliveryRetryBaseMs,
    },
  };
  periodic.push(...housekeeping(media), ...publishingChores(publishing));

  const uploads = {
    store,
    blobs,
    clock,
    maxUploadBytes: config.maxUploadBytes,
  };
  const purchases: PurchaseDeps = {
    store,
    clock,
    credits,
    events: outbox,
    jobs: queue,
    payments: choosePayments(config),
    packs: config.creditPacks,
    currency: config.creditCurrency,
    publicUrl: config.publicUrl,
    log,
  };
  // Failed sign-ins count in the process, or across API processes through Redis (falling back to
  // the process while Redis does not answer: a safeguard against password guessing stays on).
  const processCounters = createInProcessWindowCounters(clock);
  const signInCounters = redis
    ? createRedisWindowCounters({
        client: redis.client,
        namespace: 'sign-in:',
        purpose: 'sign-in throttling',
        fallback: processCounters,
        log: redisLog,
      })
    : processCounters;
  return {
    config,
    publicUrl: config.publicUrl,
    purchaseUrl: purchaseUrlOf(config),
    purchaseHelp: { instructions: config.purchaseInstructions, contact: config.purchaseContact },
    database,
    store,
    clock,
    credits,
    purchases,
    accounts: { store, clock, credits, trial: { credits: config.trialCredits, days: config.trialDays } },
    blobs,
    uploadEndpoint,
    uploads,
    media,
    // A minute for the whole fetch of an image from an address, redirects included.
    imports: { ...uploads, ...media, outbound, timeoutMs: 60_000, publicUrl: config.publicUrl },
    campaigns: { store, clock },
    brand: { store, blobs, images, fonts, clock, publicUrl: config.publicUrl, previewEngine: studio },
    generations,
    publishing,
    webhooks,
    users: { store, clock, publicUrl: config.publicUrl, throttle: new SignInThrottle(signInCounters) },
    jobWorker: jobs.worker,
    redis,
    readiness: {
      database: () => database.ping(),
      storage: () => blobs.probe(),
      jobs: () => jobs.queue.probe(),
    },
    async close() {
      await jobs.close();
      await redis?.close();
      await database.close();
    },
  };
}
