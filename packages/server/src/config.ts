import path from 'node:path';
import { z } from 'zod';
import {
  CREDIT_PACK_ID,
  type CreditPack,
  DEFAULT_CREDIT_PACKS,
  MAX_PACK_CREDITS,
  MAX_PACK_PRICE,
} from './domain/credits/credit-packs.js';
import {
  DEFAULT_PUBLISH_COSTS,
  isSocialPlatform,
  OAUTH_APP_PLATFORMS,
  type OAuthAppPlatform,
  SOCIAL_PLATFORMS,
  type SocialPlatform,
} from './domain/publishing/platforms.js';
import { ConfigError, type Env } from './environment.js';
import type { OAuthClient } from './ports/oauth-platform.js';

export { ConfigError, type Env, loadDotEnv } from './environment.js';

/** Each platform's real API and sign-in bases: what `<PLATFORM>_API_URL` and `_AUTH_URL` default to. */
export const PLATFORM_ENDPOINTS: Readonly<Record<OAuthAppPlatform, { apiUrl: string; authUrl: string }>> = {
  x: { apiUrl: 'https://api.x.com', authUrl: 'https://x.com' },
  linkedin: { apiUrl: 'https://api.linkedin.com', authUrl: 'https://www.linkedin.com' },
  instagram: { apiUrl: 'https://graph.facebook.com', authUrl: 'https://www.facebook.com' },
  facebook: { apiUrl: 'https://graph.facebook.com', authUrl: 'https://www.facebook.com' },
  threads: { apiUrl: 'https://graph.threads.net', authUrl: 'https://threads.net' },
  tiktok: { apiUrl: 'https://open.tiktokapis.com', authUrl: 'https://www.tiktok.com' },
  pinterest: { apiUrl: 'https://api.pinterest.com', authUrl: 'https://www.pinterest.com' },
};

/**
 * The whole service configuration: read once from the environment (and a `.env` file when one is
 * present), validated, and then passed explicitly. Nothing else reads `process.env`.
 */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** `sqlite:<file>` for the embedded shape, `postgres://…` for the scaled one. */
  databaseUrl: string;
  storageUrl: string | undefined;
  signingSecret: string | undefined;
  trialCredits: number;
  trialDays: number;
  purchaseUrl: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe API answers (`STRIPE_API_URL`; Stripe's own by default). */
  stripeApiUrl: string;
  /** The packs sold through Stripe Checkout (`CREDIT_PACKS`), in the order they are offered. */
  creditPacks: readonly CreditPack[];
  /** ISO 4217 code, lower case (`CREDIT_CURRENCY`): the currency of the packs' prices. */
  creditCurrency: string;
  imageEngine: 'studio' | 'openai';
  copyEngine: 'templates' | 'openai';
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiImageModel: string;
  openaiCopyModel: string;
  /** Generation jobs run at once per worker process. */
  jobConcurrency: number;
  /** Deliveries (posts, webhook events) run at once per worker process: they wait on the network. */
  deliveryConcurrency: number;
  /** The longest a job may run before it is stopped and run again (PostgreSQL: also how soon a dead worker's job is resumed). */
  jobTimeoutSeconds: number;
  /** Image decodings and encodings run at once per process, below libuv's thread pool size. */
  imageConcurrency: number;
  bootstrapToken: string | undefined;
  /** Encrypts credentials at rest (AES-256-GCM); generated into the data dir when absent. */
  secretsKey: Buffer | undefined;
  /** Credits a delivery to each platform costs (agent hand-offs cost nothing). */
  publishCosts: Readonly<Record<SocialPlatform, number>>;
  /** How long one delivery request (a post to a platform, a webhook event) may take. */
  deliveryTimeoutMs: number;
  /** The first retry of a failed delivery waits this long; later ones wait longer. */
  deliveryRetryBaseMs: number;
  /** `credits.low` fires when a charge takes the balance below this (0: never). */
  creditsLowThreshold: number;
  /** The Bluesky server (PDS or entryway) of accounts that do not name their own. */
  blueskyApiUrl: string;
  /**
   * The apps registered with the platforms that sign in with OAuth 2: a platform is configured when
   * both its `<PLATFORM>_CLIENT_ID` and `<PLATFORM>_CLIENT_SECRET` are set.
   */
  oauthApps: Partial<Record<OAuthAppPlatform, OAuthClient>>;
  /**
   * Origins the connect flow may send the browser back to (`redirectTo`), besides PUBLIC_URL's own
   * (`CONNECT_REDIRECT_ORIGINS`).
   */
  connectRedirectOrigins: string[];
  allowPrivateTargets: boolean;
  rateLimitPerMinute: number;
  /** The window the rate limit counts over; `rateLimitPerMinute` is scaled to it. */
  rateLimitWindowMs: number;
  /** Redis that API processes share rate limits and sign-in throttling through; per process without. */
  redisUrl: string | undefined;
  /** Starts every key this service writes to Redis, so deployments sharing one Redis stay apart. */
  redisKeyPrefix: string;
  /** How long a stopping process waits for requests in flight and running jobs before it cuts them. */
  shutdownTimeoutMs: number;
  maxUploadBytes: number;
  /** A PUT to the embedded storage that sends no byte for this long is aborted. */
  uploadIdleTimeoutMs: number;
  /** No PUT to the embedded storage streams for longer than this. */
  uploadRequestTimeoutMs: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/** Start-up stops with this error; its message is one line naming the variable. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Seconds, fractions allowed (tests use short ones), answered in milliseconds. */
const seconds = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?$/, `must be a number of seconds between ${min} and ${max}`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .transform((s) => Math.round(s * 1000));

const httpUrl = z
  .string()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL')
  .transform((v) => v.replace(/\/+$/, ''));

/** `redis://[user:password@]host[:port][/db]`, or `rediss://` for TLS. */
const redisUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'redis:' || u.protocol === 'rediss:') && u.hostname !== '';
  } catch {
    return false;
  }
}, 'must be a redis:// or rediss:// URL, like redis://127.0.0.1:6379');

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** `https://app.example.com,https://admin.example.com`: origins only, no paths. */
const origins = z.string().transform((v, ctx) => {
  const list: string[] = [];
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(part);
    } catch {}
    if (!url || !['http:', 'https:'].includes(url.protocol) || part.replace(/\/+$/, '') !== url.origin) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of origins like https://app.example.com (no paths)',
      });
      return z.NEVER;
    }
    list.push(url.origin);
  }
  return list;
});

/** `<PLATFORM>_CLIENT_ID`, `_CLIENT_SECRET`, `_API_URL` and `_AUTH_URL` of every OAuth app platform. */
function oauthAppVariables() {
  const shape: Record<string, z.ZodType> = {};
  for (const platform of OAUTH_APP_PLATFORMS) {
    const name = platform.toUpperCase();
    shape[`${name}_CLIENT_ID`] = optionalString;
    shape[`${name}_CLIENT_SECRET`] = optionalString;
    shape[`${name}_API_URL`] = httpUrl.default(PLATFORM_ENDPOINTS[platform].apiUrl);
    shape[`${name}_AUTH_URL`] = httpUrl.default(PLATFORM_ENDPOINTS[platform].authUrl);
  }
  return shape as Record<
    `${Uppercase<OAuthAppPlatform>}_${'CLIENT_ID' | 'CLIENT_SECRET' | 'API_URL' | 'AUTH_URL'}`,
    z.ZodType<string | undefined>
  >;
}

const tokenLike = z
  .string()
  .regex(/^[\x21-\x7e]{16,255}$/, 'must be 16–255 printable characters without spaces');

/** 32 bytes, as 64 hex digits or 43–44 characters of base64 / base64url. */
const secretsKey = z.string().transform((v, ctx) => {
  const bytes = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(v)
      ? Buffer.from(v.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, ''), 'base64url')
      : undefined;
  if (bytes?.length !== 32) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be 32 bytes, as 64 hex digits or 44 characters of base64',
    });
    return z.NEVER;
  }
  return bytes;
});

/** `x=2,instagram=2,…`: the platforms named replace their default cost, the rest keep it. */
const publishCosts = z.string().transform((v, ctx) => {
  const costs: Record<SocialPlatform, number> = { ...DEFAULT_PUBLISH_COSTS };
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)\s*[=:]\s*(\d{1,6})$/.exec(part);
    if (!match || !isSocialPlatform(match[1]!)) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of platform=credits, with platforms among ${SOCIAL_PLATFORMS.join(', ')}`,
      });
      return z.NEVER;
    }
    costs[match[1] as SocialPlatform] = Number(match[2]);
  }
  return costs;
});

/** `starter=100:900,studio=500:3900`: pack id = credits : price in the currency's minor unit. */
const creditPacks = z.string().transform((v, ctx) => {
  const packs: CreditPack[] = [];
  for (const part of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([^=\s]+)\s*=\s*(\d{1,9})\s*:\s*(\d{1,9})$/.exec(part);
    const credits = Number(match?.[2]);
    const price = Number(match?.[3]);
    if (
      !match ||
      !CREDIT_PACK_ID.test(match[1]!) ||
      credits < 1 ||
      credits > MAX_PACK_CREDITS ||
      price < 1 ||
      price > MAX_PACK_PRICE
    ) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a comma-separated list of id=credits:price (id of lower-case letters, digits, - and _; credits 1–${MAX_PACK_CREDITS}; price in the currency's minor unit, 1–${MAX_PACK_PRICE}), like starter=100:900`,
      });
      return z.NEVER;
    }
    if (packs.some((p) => p.id === match[1])) {
      ctx.addIssue({ code: 'custom', message: `names the pack "${match[1]}" twice` });
      return z.NEVER;
    }
    packs.push({ id: match[1]!, credits, price });
  }
  if (packs.length === 0) {
    ctx.addIssue({ code: 'custom', message: 'must name at least one pack, like starter=100:900' });
    return z.NEVER;
  }
  return packs;
});

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
  ALLOW_PRIVATE_TARGETS: boolean.default(false),
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

export function loadConfig(env: Env, overrides: ConfigOverrides = {}): Config {
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
  return {
    port,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'contentforge.db')}`,
    storageUrl: e.STORAGE_URL,
    signingSecret: e.SIGNING_SECRET,
    trialCredits: e.TRIAL_CREDITS,
    trialDays: e.TRIAL_DAYS,
    purchaseUrl: e.PURCHASE_URL,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    creditPacks: e.CREDIT_PACKS ?? DEFAULT_CREDIT_PACKS,
    creditCurrency: e.CREDIT_CURRENCY,
    imageEngine: e.IMAGE_ENGINE,
    copyEngine: e.COPY_ENGINE,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiImageModel: e.OPENAI_IMAGE_MODEL,
    openaiCopyModel: e.OPENAI_COPY_MODEL,
    jobConcurrency: e.JOB_CONCURRENCY,
    deliveryConcurrency: e.DELIVERY_CONCURRENCY,
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    imageConcurrency: e.IMAGE_CONCURRENCY ?? Math.max(1, Math.floor(e.UV_THREADPOOL_SIZE / 2)),
    bootstrapToken: e.BOOTSTRAP_TOKEN,
    secretsKey: e.SECRETS_KEY,
    publishCosts: e.PUBLISH_COSTS ?? DEFAULT_PUBLISH_COSTS,
    deliveryTimeoutMs: e.DELIVERY_TIMEOUT_SECONDS ?? Math.min(30_000, jobTimeoutMs - 1000),
    deliveryRetryBaseMs: e.DELIVERY_RETRY_BASE_SECONDS,
    creditsLowThreshold: e.CREDITS_LOW_THRESHOLD,
    blueskyApiUrl: e.BLUESKY_API_URL,
    oauthApps,
    connectRedirectOrigins: e.CONNECT_REDIRECT_ORIGINS ?? [],
    allowPrivateTargets: e.ALLOW_PRIVATE_TARGETS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_SECONDS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS,
    maxUploadBytes: e.UPLOAD_MAX_BYTES,
    uploadIdleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_SECONDS,
    uploadRequestTimeoutMs: e.UPLOAD_REQUEST_TIMEOUT_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}

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
