import path from 'node:path';
import { pino } from 'pino';
import { createBlueskyConnector } from './adapters/connectors/bluesky-connector.js';
import { buildPlatforms, type PlatformFactory } from './adapters/connectors/platform-registry.js';
import { createWebhookConnector } from './adapters/connectors/webhook-connector.js';
import { createInProcessWindowCounters } from './adapters/counters/in-process-window-counters.js';
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
import { createGuardedHttp, isPublicAddress } from './adapters/outbound/guarded-http.js';
import { createStandardWebhookSigner } from './adapters/outbound/standard-webhooks.js';
import { createStripePayments } from './adapters/payments/stripe-payments.js';
import { createRedisConnection, type RedisConnection } from './adapters/redis/redis-connection.js';
import { createRedisWindowCounters } from './adapters/redis/redis-window-counters.js';
import { createAesGcmBox } from './adapters/secrets/aes-gcm-box.js';
import { createLocalDiskStore } from './adapters/storage/local-disk.js';
import { createS3Store, parseS3StorageUrl } from './adapters/storage/s3.js';
import { type Config, ConfigError } from './config.js';
import { resolveSecretsKey, resolveSigningSecret } from './data-dir-secrets.js';
import { createCreditLedger } from './domain/credits/credit-ledger.js';
import type { PurchaseDeps } from './domain/credits/credit-purchases.js';
import type { GenerationDeps } from './domain/generations/generation-deps.js';
import { GenerationEvents } from './domain/generations/generation-events.js';
import { runGeneration } from './domain/generations/run-generation.js';
import { transferLimits } from './domain/media/uploads.js';
import { deliverTarget } from './domain/publishing/deliver-target.js';
import type { ConnectFlowPlatform } from './domain/publishing/platforms.js';
import { DELIVERY_JOB, SCHEDULED_POST_JOB } from './domain/publishing/publication.js';
import { startScheduledPost } from './domain/publishing/publish-post.js';
import type { PublishingDeps } from './domain/publishing/publishing-deps.js';
import { SignInThrottle } from './domain/users/sign-in-throttle.js';
import { deliverEvent } from './domain/webhooks/deliver-event.js';
import { createEventOutbox, WEBHOOK_DELIVERY_JOB } from './domain/webhooks/event-outbox.js';
import type { RouteDeps } from './http/route-deps.js';
import type { ReadinessChecks } from './http/routes/health/health-routes.js';
import { logOptions } from './log-redaction.js';
import { housekeeping, publishingChores } from './maintenance.js';
import type { BlobStore } from './ports/blob-store.js';
import { type Clock, systemClock } from './ports/clock.js';
import type { CopyEngine } from './ports/copy-engine.js';
import type { ImageEngine } from './ports/image-engine.js';
import { type ImageProcessor, MAX_IMAGE_PIXELS } from './ports/image-processor.js';
import type { JobEngine, JobQueue, JobWorker } from './ports/job-queue.js';
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
  /** True when uploads go to this service's own storage endpoint (local disk). */
  servesStorage: boolean;
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
export interface EngineOverrides {
  imageEngine?: ImageEngine;
  copyEngine?: CopyEngine;
  /** Runs inside the image pool, like sharp. */
  imageProcessor?: ImageProcessor;
  /** Connectors to use instead of (or besides) the built-in ones, by platform. */
  connectors?: PublishingDeps['connectors'];
  /** Platform adapters to build instead of the registry's (still only for configured platforms). */
  platforms?: Partial<Record<ConnectFlowPlatform, PlatformFactory>>;
  /** How long platform adapters wait between status polls (media processing). */
  platformPollIntervalMs?: number;
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
  // The job queue is chosen below, after the handlers it runs; what enqueues reaches it through this.
  const queue: JobQueue = {
    enqueue: (tx, job) => jobs.queue.enqueue(tx, job),
    wake: () => jobs.queue.wake(),
    probe: () => jobs.queue.probe(),
  };
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
  const { blobs, servesStorage } = chooseBlobStore(config, signingSecret);
  // Every decoding and encoding, of uploads and of generated outputs, shares one pool: bounded by
  // slots and by the pixels of one largest image, served in turn between workspaces.
  configureSharp();
  const images = pooledImages(engines.imageProcessor ?? createSharpImages(), {
    slots: config.imageConcurrency,
    pixelBudget: MAX_IMAGE_PIXELS,
  });
  const log = pino({ ...logOptions(config.logLevel), base: { role: 'worker' } });
  const redisLog = pino({ ...logOptions(config.logLevel), base: { component: 'redis' } });
  const redis = config.redisUrl
    ? createRedisConnection({ url: config.redisUrl, keyPrefix: config.redisKeyPrefix, log: redisLog })
    : undefined;
  const media = { store, blobs, clock, images };
  const secrets = createAesGcmBox(resolveSecretsKey(config));
  const outbound = createGuardedHttp({
    allowPrivate: config.allowPrivateTargets,
    fetchTimeoutMs: config.deliveryTimeoutMs,
  });
  const signer = createStandardWebhookSigner();
  const bluesky = createBlueskyConnector({ outbound, images, defaultService: config.blueskyApiUrl });
  const platforms = buildPlatforms(
    config,
    {
      outbound,
      images,
      clock,
      timeoutMs: config.deliveryTimeoutMs,
      ...(engines.platformPollIntervalMs !== undefined
        ? { pollIntervalMs: engines.platformPollIntervalMs }
        : {}),
    },
    engines.platforms,
  );
  const publishing: PublishingDeps = {
    store,
    clock,
    credits,
    jobs: queue,
    blobs,
    secrets,
    outbound,
    signer,
    events: outbox,
    connectors: {
      webhook: createWebhookConnector({ outbound, signer, clock, timeoutMs: config.deliveryTimeoutMs }),
      bluesky,
      ...platforms.connectors,
      ...engines.connectors,
    },
    credentialChecks: { bluesky: bluesky.check },
    oauth: platforms.oauth,
    connectRedirectOrigins: [new URL(config.publicUrl).origin, ...config.connectRedirectOrigins],
    publicUrlReachable: config.allowPrivateTargets || isPublicHost(new URL(config.publicUrl).hostname),
    publishCosts: config.publishCosts,
    publicUrl: config.publicUrl,
    retryBaseMs: config.deliveryRetryBaseMs,
    // Ten minutes at most, and always within the job's time limit (validated to exceed the delivery time-out).
    attemptLimitMs: Math.min(10 * 60_000, config.jobTimeoutSeconds * 1000 - 1000),
    log,
  };
  const webhooks = { store, clock, secrets, signer, outbound };
  const jobs = chooseJobEngine(config, database, {
    store,
    clock,
    log,
    runsJobs,
    handlers: {
      generation: (job, signal) => runGeneration(generations, job, signal),
      [DELIVERY_JOB]: (job, signal) => deliverTarget(publishing, job, signal),
      [SCHEDULED_POST_JOB]: async (job) => {
        await startScheduledPost(publishing, job.subjectId);
        return { outcome: 'done' };
      },
      [WEBHOOK_DELIVERY_JOB]: (job, signal) =>
        deliverEvent(
          {
            ...webhooks,
            jobs: queue,
            timeoutMs: config.deliveryTimeoutMs,
            retryBaseMs: config.deliveryRetryBaseMs,
          },
          job,
          signal,
        ),
    },
    periodic: [...housekeeping(media), ...publishingChores(publishing)],
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
    outbox,
    publicUrl: config.publicUrl,
    log,
    jobs: queue,
  };
  const uploads = {
    store,
    blobs,
    clock,
    signingSecret,
    maxUploadBytes: config.maxUploadBytes,
    transfers: transferLimits(config.uploadIdleTimeoutMs, config.uploadRequestTimeoutMs),
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
    database,
    store,
    clock,
    credits,
    purchases,
    accounts: { store, clock, credits, trial: { credits: config.trialCredits, days: config.trialDays } },
    blobs,
    servesStorage,
    uploads,
    media,
    // A minute for the whole fetch of an image from an address, redirects included.
    imports: { ...uploads, ...media, outbound, timeoutMs: 60_000, publicUrl: config.publicUrl },
    campaigns: { store, clock },
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
      concurrency: concurrencyOf(config),
      timeoutSeconds: config.jobTimeoutSeconds,
      works: parts.runsJobs,
    });
  }
  return createDatabaseJobRunner({ ...parts, concurrency: concurrencyOf(config), soleWorker: true });
}

/**
 * Jobs of each kind run at once per worker: generations by JOB_CONCURRENCY (they take the CPU),
 * deliveries and webhook events by DELIVERY_CONCURRENCY (they wait on the network), each kind on
 * its own so that a long generation never holds a post back.
 */
function concurrencyOf(config: Config): Record<string, number> {
  return {
    generation: config.jobConcurrency,
    [DELIVERY_JOB]: config.deliveryConcurrency,
    [WEBHOOK_DELIVERY_JOB]: config.deliveryConcurrency,
    [SCHEDULED_POST_JOB]: 2,
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

/** Stripe Checkout when the operator gave its keys; no payments otherwise. */
function choosePayments(config: Config) {
  if (!config.stripeSecretKey || !config.stripeWebhookSecret) return undefined;
  return createStripePayments({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    apiUrl: config.stripeApiUrl,
  });
}

/**
 * Where to buy credits: the operator's PURCHASE_URL, else the web app's billing page — always the
 * billing page with Stripe configured (PURCHASE_URL is refused then), which opens Checkout.
 */
function purchaseUrlOf(config: Config): string {
  return config.purchaseUrl ?? `${config.publicUrl}/billing`;
}

/**
 * Whether a host name can be reached from the internet, as far as its name tells: loopback and
 * private addresses, `localhost` and names without a public suffix cannot.
 */
function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(':')) return isPublicAddress(host);
  return (
    host.includes('.') && !/(^|\.)(localhost|local|internal|lan|home\.arpa|test|example|invalid)$/.test(host)
  );
}
