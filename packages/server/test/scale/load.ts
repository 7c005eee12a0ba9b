/**
 * What many customers do at once, through the SDK as a real client would: upload product photos
 * straight to storage, run presets with them, and publish the results to a webhook account.
 * Every call is timed; every error a client saw is kept.
 */
import { Contentforge, GenerationFailedError } from '@contentforge/sdk';
import sharp from 'sharp';

export interface Timings {
  [operation: string]: number[];
}

export interface AccountLoad {
  accountId: string;
  token: string;
  /** Paid calls sent (each under an idempotency key of its own): what may be charged at most once each. */
  generationsAsked: number;
  publishesAsked: number;
  uploads: Array<{ id: string; url: string; sha256: string }>;
  postIds: string[];
  /** Errors this customer saw, by operation. */
  errors: Array<{ operation: string; message: string }>;
}

export interface LoadResult {
  accounts: AccountLoad[];
  timings: Timings;
  elapsedMs: number;
}

const PRESETS = ['ugc-selfie-review', 'product-hero-studio'] as const;

/** A product photo of its own for each upload: a bottle of a colour of the account's. */
async function photo(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000">
    <rect width="100%" height="100%" fill="#fbfbfa"/>
    <rect x="330" y="120" width="140" height="100" rx="10" fill="#2d2d2d"/>
    <rect x="240" y="200" width="320" height="650" rx="60" fill="hsl(${hue},60%,50%)"/>
    <text x="400" y="520" font-size="40" text-anchor="middle" fill="#fff">N°${seed}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

export async function runLoad(options: {
  url: string;
  accounts: Array<{ accountId: string; token: string }>;
  webhookUrl: (accountId: string) => string;
  /** Customers working at the same time. */
  concurrency: number;
}): Promise<LoadResult> {
  const timings: Timings = {};
  const timed = async <T>(operation: string, fn: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await fn();
    timings[operation] = [...(timings[operation] ?? []), performance.now() - started];
    return value;
  };
  const started = performance.now();
  const results: AccountLoad[] = [];
  const queue = [...options.accounts.entries()];
  const customer = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [index, account] = next;
      results.push(await oneCustomer(index, account));
    }
  };

  async function oneCustomer(index: number, account: { accountId: string; token: string }) {
    const cf = new Contentforge({ baseUrl: options.url, token: account.token, maxRetries: 5 });
    const load: AccountLoad = {
      ...account,
      generationsAsked: 0,
      publishesAsked: 0,
      uploads: [],
      postIds: [],
      errors: [],
    };
    const attempt = async <T>(operation: string, fn: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await timed(operation, fn);
      } catch (err) {
        load.errors.push({
          operation,
          message: err instanceof GenerationFailedError ? `generation failed: ${err.code}` : String(err),
        });
        return undefined;
      }
    };
    for (const seed of [index * 2, index * 2 + 1]) {
      const bytes = await photo(seed);
      const item = await attempt('upload (direct-upload flow)', () =>
        cf.upload(bytes, { filename: `product-${seed}.jpg` }),
      );
      if (item) load.uploads.push({ id: item.id, url: item.url, sha256: item.sha256 });
    }
    const hook = await attempt('connect a webhook account', () =>
      cf.socialAccounts.create({ platform: 'webhook', webhookUrl: options.webhookUrl(account.accountId) }),
    );
    for (const [i, presetId] of PRESETS.entries()) {
      const reference = load.uploads[i];
      load.generationsAsked++;
      const run = await attempt(`generate ${presetId}`, () =>
        cf.generatePreset(
          {
            presetId,
            subject: `Product N°${index} from the scale run`,
            ...(reference && i === 0 ? { referenceImages: [reference.url] } : {}),
          },
          { pollIntervalMs: 250 },
        ),
      );
      if (!run || !hook) continue;
      const post = await attempt('create a post', () =>
        cf.posts.create({
          caption: run.copy?.caption ?? `Product N°${index}`,
          mediaIds: [run.outputs[0]!.mediaId],
          socialAccountIds: [hook.id],
        }),
      );
      if (!post) continue;
      load.postIds.push(post.id);
      load.publishesAsked++;
      await attempt('publish', () => cf.posts.publish(post.id));
    }
    return load;
  }

  await Promise.all(Array.from({ length: options.concurrency }, customer));
  return { accounts: results, timings, elapsedMs: performance.now() - started };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
