import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CREDIT_PACKS } from './domain/credits/credit-packs.js';
import {
  DEFAULT_PUBLISH_COSTS,
  OAUTH_APP_PLATFORMS,
  type OAuthAppPlatform,
} from './domain/publishing/platforms.js';
import { ConfigError, type Env } from './environment.js';
import type { OAuthClient } from './ports/oauth-platform.js';

export { ConfigError, type Env } from './environment.js';

import {
  boolean,
  contact,
  creditPacks,
  httpUrl,
  integer,
  oauthAppVariables,
  optionalString,
  origins,
  publishCosts,
  purchaseInstructions,
  redisUrl,
  seconds,
  secretsKey,
  tokenLike,
  trustProxy,
} from './config-values.js';

const envSchema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'must start with postgres://, postgresql:// or sqlite:')
      .optional(),
  ),
  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(s3:\/\/|file:)/, 'must start with s3:// or file:')
      .optional(),
  ),
  SIGNING_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRIAL_CREDITS: integer(0, 1_000_000).default(25),
  TRIAL_DAYS: integer(1, 3650).default(30),
  PURCHASE_URL: optionalString.pipe(httpUrl.optional()),
  PURCHASE_INSTRUCTIONS: optionalString.pipe(purchaseInstructions.optional()),
  PURCHASE_CONTACT: optionalString.pipe(contact.optional()),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_\S{8,}$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\S{8,}$/, "must be the endpoint's signing secret from Stripe (whsec_…)")
      .optional(),
  ),
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  CREDIT_PACKS: optionalString.pipe(creditPacks.optional()),
  CREDIT_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 currency code, like usd')
    .transform((v) => v.toLowerCase())
    .default('usd'),
  IMAGE_ENGINE: z.enum(['studio', 'openai'], { message: 'must be studio or openai' }).default('studio'),
  COPY_ENGINE: z
    .enum(['templates', 'openai'], { message: 'must be templates or openai' })
    .default('templates'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(httpUrl.optional()),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  OPENAI_COPY_MODEL: z.string().min(1).default('gpt-4o-mini'),
  JOB_CONCURRENCY: integer(1, 64).default(2),
  DELIVERY_CONCURRENCY: integer(1, 256).default(8),
  JOB_TIMEOUT_SECONDS: integer(2, 86_400).default(900),
  IMAGE_CONCURRENCY: integer(1, 1023).optional(),
  // Read by libuv itself when the process starts; read here only to keep image work below it.
  UV_THREADPOOL_SIZE: integer(1, 1024).default(4),
  BOOTSTRAP_TOKEN: optionalString.pipe(tokenLike.optional()),
  SECRETS_KEY: optionalString.pipe(secretsKey.optional()),
  PUBLISH_COSTS: optionalString.pipe(publishCosts.optional()),
  DELIVERY_TIMEOUT_SECONDS: seconds(0.1, 600).optional(),
  DELIVERY_RETRY_BASE_SECONDS: seconds(0.01, 3600).default(10_000),
  CREDITS_LOW_THRESHOLD: integer(0, 1_000_000_000).default(5),
  BLUESKY_API_URL: httpUrl.default('https://bsky.social'),
  CONNECT_REDIRECT_ORIGINS: optionalString.pipe(origins.optional()),
  ...oauthAppVariables(),
  TIKTOK_AUDITED: boolean.default(false),
  PINTEREST_TRIAL_ACCESS: boolean.default(false),
  ALLOW_PRIVATE_TARGETS: boolean.default(false),
  TRUST_PROXY: optionalString.pipe(trustProxy.optional()),
  RATE_LIMIT_PER_MINUTE: integer(1, 10_000_000).default(600),
  RATE_LIMIT_WINDOW_SECONDS: seconds(1, 3600).default(60_000),
  REDIS_URL: optionalString.pipe(redisUrl.optional()),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be 1–100 printable characters without spaces')
    .default('contentforge:'),
  SHUTDOWN_TIMEOUT_SECONDS: seconds(0, 3600).default(30_000),
  UPLOAD_MAX_BYTES: integer(1024, 5 * 1024 * 1024 * 1024).default(25 * 1024 * 1024),
  UPLOAD_IDLE_TIMEOUT_SECONDS: seconds(0.1, 3600).default(30_000),
  UPLOAD_REQUEST_TIMEOUT_SECONDS: seconds(0.1, 86_400).default(600_000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  REQUEST_LOG_LEVEL: z
    .enum(['trace', 'debug', 'info'], { message: 'must be one of trace, debug, info' })
    .optional(),
});

/** Variables whose values are never repeated in an error: they end up in logs. */
const SECRET_VARIABLES = new Set([
  'SIGNING_SECRET',
  'SECRETS_KEY',
  'BOOTSTRAP_TOKEN',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  // May carry Redis's password.
  'REDIS_URL',
  ...OAUTH_APP_PLATFORMS.map((p) => `${p.toUpperCase()}_CLIENT_SECRET`),
]);

/** Values given on the command line win over the environment. */
export interface ConfigOverrides {
  port?: number;
  dataDir?: string;
}

export function loadConfig(env: Env, overrides: ConfigOverrides = {}) {
  const raw: Env = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    // An empty variable means "not set", as in most twelve-factor services.
    raw[key] = value === undefined || value === '' ? undefined : value;
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    const shown =
      name in raw && raw[name] !== undefined && !SECRET_VARIABLES.has(name)
        ? ` (got ${JSON.stringify(raw[name])})`
        : '';
    throw new ConfigError(`${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const port = overrides.port ?? e.PORT;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  if (e.IMAGE_ENGINE === 'openai' && !e.OPENAI_API_KEY) {
    throw new ConfigError('OPENAI_API_KEY must be set when IMAGE_ENGINE=openai');
  }
  if (e.COPY_ENGINE === 'openai' && !e.OPENAI_API_KEY) {
    throw new ConfigError('OPENAI_API_KEY must be set when COPY_ENGINE=openai');
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set');
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('STRIPE_SECRET_KEY must be set when STRIPE_WEBHOOK_SECRET is set');
  }
  // With Stripe, the purchase link is the web app's billing page, which opens Checkout: another
  // address would send buyers past the only place credits can be bought.
  if (e.STRIPE_SECRET_KEY && e.PURCHASE_URL) {
    throw new ConfigError(
      'PURCHASE_URL must not be set when STRIPE_SECRET_KEY is set: with Stripe, credits are bought on the billing page ($PUBLIC_URL/billing)',
    );
  }
  const oauthApps = oauthAppsOf(e as unknown as Record<string, string | undefined>);
  // A delivery's request must end well before its job's time limit, or the queue would run the
  // job again while the request is still out (and the delivery would end unknown). The default
  // (30 s) shortens itself under a short job time limit; a value given that does not fit is refused.
  const jobTimeoutMs = e.JOB_TIMEOUT_SECONDS * 1000;
  if (e.DELIVERY_TIMEOUT_SECONDS !== undefined && e.DELIVERY_TIMEOUT_SECONDS + 1000 >= jobTimeoutMs) {
    throw new ConfigError(
      `DELIVERY_TIMEOUT_SECONDS must be at least a second below JOB_TIMEOUT_SECONDS (${e.JOB_TIMEOUT_SECONDS}) (got "${e.DELIVERY_TIMEOUT_SECONDS / 1000}")`,
    );
  }
  // Each image operation holds one of libuv's threads; file reads need one free.
  if (e.IMAGE_CONCURRENCY !== undefined && e.IMAGE_CONCURRENCY >= e.UV_THREADPOOL_SIZE) {
    throw new ConfigError(
      `IMAGE_CONCURRENCY must be below UV_THREADPOOL_SIZE (${e.UV_THREADPOOL_SIZE}), so that file reads keep a thread (got "${e.IMAGE_CONCURRENCY}")`,
    );
  }
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'contentforge.db')}`;
  return {
    port,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir,
    /** `sqlite:<file>` for the embedded shape, `postgres://…` for the scaled one. */
    databaseUrl,
    storageUrl: e.STORAGE_URL,
    signingSecret: e.SIGNING_SECRET,
    trialCredits: e.TRIAL_CREDITS,
    trialDays: e.TRIAL_DAYS,
    purchaseUrl: e.PURCHASE_URL,
    /**
     * How to get credits when the service sells none itself (`PURCHASE_INSTRUCTIONS`, Markdown): what
     * the billing page shows, and what `GET /credits/purchase-link` answers with the link.
     */
    purchaseInstructions: e.PURCHASE_INSTRUCTIONS,
    /** Whom to ask for credits (`PURCHASE_CONTACT`): an email address or an http(s) URL. */
    purchaseContact: e.PURCHASE_CONTACT,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    /** Where the Stripe API answers (`STRIPE_API_URL`; Stripe's own by default). */
    stripeApiUrl: e.STRIPE_API_URL,
    /** The packs sold through Stripe Checkout (`CREDIT_PACKS`), in the order they are offered. */
    creditPacks: e.CREDIT_PACKS ?? DEFAULT_CREDIT_PACKS,
    /** ISO 4217 code, lower case (`CREDIT_CURRENCY`): the currency of the packs' prices. */
    creditCurrency: e.CREDIT_CURRENCY,
    imageEngine: e.IMAGE_ENGINE,
    copyEngine: e.COPY_ENGINE,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiImageModel: e.OPENAI_IMAGE_MODEL,
    openaiCopyModel: e.OPENAI_COPY_MODEL,
    /** Generation jobs run at once per worker process. */
    jobConcurrency: e.JOB_CONCURRENCY,
    /** Deliveries (posts, webhook events) run at once per worker process: they wait on the network. */
    deliveryConcurrency: e.DELIVERY_CONCURRENCY,
    /** The longest a job may run before it is stopped and run again (PostgreSQL: also how soon a dead worker's job is resumed). */
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    /** Image decodings and encodings run at once per process, below libuv's thread pool size. */
    imageConcurrency: e.IMAGE_CONCURRENCY ?? Math.max(1, Math.floor(e.UV_THREADPOOL_SIZE / 2)),
    bootstrapToken: e.BOOTSTRAP_TOKEN,
    /** Encrypts credentials at rest (AES-256-GCM); generated into the data dir when absent. */
    secretsKey: e.SECRETS_KEY,
    /** Credits a delivery to each platform costs (agent hand-offs cost nothing). */
    publishCosts: e.PUBLISH_COSTS ?? DEFAULT_PUBLISH_COSTS,
    /** How long one delivery request (a post to a platform, a webhook event) may take. */
    deliveryTimeoutMs: e.DELIVERY_TIMEOUT_SECONDS ?? Math.min(30_000, jobTimeoutMs - 1000),
    /** The first retry of a failed delivery waits this long; later ones wait longer. */
    deliveryRetryBaseMs: e.DELIVERY_RETRY_BASE_SECONDS,
    /** `credits.low` fires when a charge takes the balance below this (0: never). */
    creditsLowThreshold: e.CREDITS_LOW_THRESHOLD,
    /** The Bluesky server (PDS or entryway) of accounts that do not name their own. */
    blueskyApiUrl: e.BLUESKY_API_URL,
    /**
     * The apps registered with the platforms that sign in with OAuth 2: a platform is configured when
     * both its `<PLATFORM>_CLIENT_ID` and `<PLATFORM>_CLIENT_SECRET` are set.
     */
    oauthApps,
    /**
     * Platforms whose app has only the first tier of access, under which a post is seen by its
     * author alone: TikTok until TikTok has audited the app (`TIKTOK_AUDITED`), Pinterest with Trial
     * access (`PINTEREST_TRIAL_ACCESS`).
     */
    limitedAccess: [
      ...(e.TIKTOK_AUDITED ? [] : ['tiktok' as const]),
      ...(e.PINTEREST_TRIAL_ACCESS ? ['pinterest' as const] : []),
    ] as OAuthAppPlatform[],
    /**
     * Origins the connect flow may send the browser back to (`redirectTo`), besides PUBLIC_URL's own
     * (`CONNECT_REDIRECT_ORIGINS`).
     */
    connectRedirectOrigins: e.CONNECT_REDIRECT_ORIGINS ?? [],
    allowPrivateTargets: e.ALLOW_PRIVATE_TARGETS,
    /**
     * Which proxies' `X-Forwarded-For` to believe, so that limits and sign-in throttling count the
     * real client (`TRUST_PROXY`): how many proxies stand in front (a hop count), or the addresses
     * and ranges they connect from; `false`: none, the connection's address is the client's.
     */
    trustProxy: e.TRUST_PROXY ?? false,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    /** The window the rate limit counts over; `rateLimitPerMinute` is scaled to it. */
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_SECONDS,
    /** Redis that API processes share rate limits and sign-in throttling through; per process without. */
    redisUrl: e.REDIS_URL,
    /** Starts every key this service writes to Redis, so deployments sharing one Redis stay apart. */
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    /** How long a stopping process waits for requests in flight and running jobs before it cuts them. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS,
    maxUploadBytes: e.UPLOAD_MAX_BYTES,
    /** A PUT to the embedded storage that sends no byte for this long is aborted. */
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_SECONDS,
    /** No PUT to the embedded storage streams for longer than this. */
    uploadRequestTimeoutMs: e.UPLOAD_REQUEST_TIMEOUT_SECONDS,
    logLevel: e.LOG_LEVEL,
    // The embedded shape is one person's terminal: a line per request would bury the start-up
    // banner. The scaled shape keeps them as access logs.
    /** The level of the two lines logged per request (incoming, completed). */
    requestLogLevel: e.REQUEST_LOG_LEVEL ?? (databaseUrl.startsWith('sqlite:') ? 'debug' : 'info'),
  };
}

/**
 * The whole service configuration: read once from the environment (and a `.env` file when one is
 * present), validated, and then passed explicitly. Nothing else reads `process.env`.
 */
export type Config = ReturnType<typeof loadConfig>;

/** The platforms the operator registered an app with; an id without its secret (or the reverse) stops start-up. */
function oauthAppsOf(e: Record<string, string | undefined>): Partial<Record<OAuthAppPlatform, OAuthClient>> {
  const apps: Partial<Record<OAuthAppPlatform, OAuthClient>> = {};
  for (const platform of OAUTH_APP_PLATFORMS) {
    const name = platform.toUpperCase();
    const clientId = e[`${name}_CLIENT_ID`];
    const clientSecret = e[`${name}_CLIENT_SECRET`];
    if (clientId === undefined && clientSecret === undefined) continue;
    if (clientId === undefined || clientSecret === undefined) {
      const [set, missing] =
        clientId === undefined ? ['CLIENT_SECRET', 'CLIENT_ID'] : ['CLIENT_ID', 'CLIENT_SECRET'];
      throw new ConfigError(`${name}_${missing} must be set when ${name}_${set} is set`);
    }
    apps[platform] = {
      clientId,
      clientSecret,
      apiUrl: e[`${name}_API_URL`]!,
      authUrl: e[`${name}_AUTH_URL`]!,
    };
  }
  return apps;
}
