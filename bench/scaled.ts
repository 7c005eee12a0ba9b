/**
 * The scaled shape (SPEC §2): PostgreSQL, an S3 store (Ceph's RADOS Gateway, the one the S3
 * tests run against) and several `contentforge serve --role api` processes sharing them. Measured
 * on it: GET /v1/credits across the API processes against as many bare Fastify processes, and a
 * 100 MiB upload by presigned PUT straight to the store, then completed on the API, against the
 * plain node:http server of the upload part.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { redactUrl } from '../packages/server/src/adapters/db/database.js';
import {
  installCeph,
  type RadosGateway,
  startRadosGateway,
} from '../packages/server/test/support/radosgw.js';
import { redisSilence } from '../packages/server/test/support/redis.js';
import { compareWithBare, type HttpResult, type HttpSettings, startHttpServers } from './http.js';
import { createBenchDatabase } from './postgres-database.js';
import { type ServeProcess, startServeProcess } from './serve-process.js';
import {
  type BodyFrame,
  generatedBody,
  measureUpload,
  median,
  put,
  type UploadRun,
  type UploadSettings,
} from './upload.js';

const REGION = 'us-east-1';
const BUCKET = 'contentforge-bench';
const CONTENT_TYPE = 'image/png';
// As in the upload part: twice the 100 MiB sent, so the completion's size check passes.
const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The running shape: its API processes and what the bench needs to call them and the store. */
export interface ScaledShape {
  apis: ServeProcess[];
  /** The Redis the API processes share their rate limits through, or why there is none. */
  redis: { url: string } | { missing: string };
  headers: Record<string, string>;
  store: S3Client;
  stop(): Promise<void>;
}

export type ScaledShapeOutcome = { status: 'ok'; shape: ScaledShape } | { status: 'skipped'; reason: string };

/**
 * Starts the shape: a throwaway PostgreSQL database, a RADOS Gateway with one bucket, and
 * `apiProcesses` API processes configured as an operator would (DATABASE_URL, STORAGE_URL, the AWS
 * variables, one SIGNING_SECRET and SECRETS_KEY for all, BOOTSTRAP_TOKEN for the owner token, which
 * whichever process bootstraps first creates). Skipped, with the reason, where PostgreSQL cannot be
 * reached or Ceph cannot run. Everything started is stopped again by `stop`, also when a later
 * step fails.
 */
export async function startScaledShape(
  apiProcesses: number,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<ScaledShapeOutcome> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    progress('scaled shape: creating the PostgreSQL database');
    const database = await createBenchDatabase();
    if (database.status === 'skipped') {
      return {
        status: 'skipped',
        reason: `could not create a database on ${database.server}: ${database.reason}`,
      };
    }
    cleanups.push(() => database.drop());

    const unavailable = await installCeph(progress);
    if (unavailable) {
      await stop();
      return { status: 'skipped', reason: `Ceph's RADOS Gateway cannot run here: ${unavailable}` };
    }
    signal.throwIfAborted();
    progress('scaled shape: starting the RADOS Gateway');
    const gateway: RadosGateway = await startRadosGateway();
    cleanups.push(() => gateway.stop());
    const store = new S3Client({
      region: REGION,
      endpoint: gateway.endpoint,
      forcePathStyle: true,
      credentials: gateway.credentials,
    });
    cleanups.push(async () => store.destroy());
    await store.send(new CreateBucketCommand({ Bucket: BUCKET }));

    signal.throwIfAborted();
    // The limiter's counters in Redis, as a deployment of several API processes keeps them.
    const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
    const redisPrefix = `contentforge-bench-${randomBytes(6).toString('hex')}:`;
    const redis = await reachRedis(redisUrl);
    if ('url' in redis) {
      cleanups.push(async () => {
        const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
        client.on('error', () => {});
        try {
          const keys = await client.keys(`${redisPrefix}*`);
          if (keys.length) await client.del(...keys);
        } catch {
          // The keys expire with their window anyway.
        } finally {
          client.disconnect();
        }
      });
    }
    progress(`scaled shape: starting ${apiProcesses} API processes`);
    const token = `cfb_${randomBytes(24).toString('base64url')}`;
    const env = {
      DATABASE_URL: database.url,
      STORAGE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(gateway.endpoint)}&region=${REGION}`,
      AWS_ACCESS_KEY_ID: gateway.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: gateway.credentials.secretAccessKey,
      // Shared by every process, as in any deployment of more than one: each would make its own.
      SIGNING_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      BOOTSTRAP_TOKEN: token,
      LOG_LEVEL: 'warn',
      // The bench sends far more than a real client may; the limiter still runs on every request.
      RATE_LIMIT_PER_MINUTE: '10000000',
      UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
      ...('url' in redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redisPrefix } : {}),
    };
    // Started at once, as a deployment starts them: both migrate, one bootstraps.
    const started = await Promise.allSettled(
      Array.from({ length: apiProcesses }, (_, i) => startServeProcess(`API process ${i + 1}`, 'api', env)),
    );
    const apis = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    cleanups.push(async () => {
      await Promise.all(apis.map((api) => api.stop()));
    });
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return {
      status: 'ok',
      shape: { apis, redis, headers: { authorization: `Bearer ${token}` }, store, stop },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Whether Redis answers at `url`; without it the API processes count their rate limits each on its own. */
async function reachRedis(url: string): Promise<{ url: string } | { missing: string }> {
  const silence = await redisSilence(url);
  return silence === undefined ? { url } : { missing: `no Redis answers at ${redactUrl(url)} (${silence})` };
}

/** GET /v1/credits with the connections spread over every API process, against as many bare Fastify processes. */
export function runScaledHttpBench(
  shape: ScaledShape,
  settings: HttpSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<HttpResult> {
  const count = shape.apis.length;
  return compareWithBare(
    {
      label: `app GET /v1/credits, ${count} API processes`,
      // Already running: the shape is started once for the whole part.
      start: async () => ({
        urls: shape.apis.map((api) => `${api.url}/v1/credits`),
        headers: shape.headers,
        stop: async () => {},
      }),
    },
    { label: `bare Fastify GET /bare, ${count} processes`, start: () => startHttpServers('bare', count) },
    settings,
    signal,
    progress,
  );
}

export interface S3UploadRun {
  run: number;
  bytes: number;
  /** The PUT, from the request to the end of the 200 answer. */
  seconds: number;
  megabytesPerSecond: number;
  sha256: string;
  /** POST /v1/media/complete, on another API process than the one that handed out the URL. */
  completeMs: number;
}

export interface ScaledUploadResult {
  baseline: { label: string; runs: UploadRun[]; medianMegabytesPerSecond: number };
  s3: { label: string; runs: S3UploadRun[]; medianMegabytesPerSecond: number; medianCompleteMs: number };
  /** Of the two medians. */
  ratio: number;
}

/**
 * A PNG of 64×64 pixels whose private ancillary chunk (`beNc`, which decoders skip) holds the
 * generated bytes, so that a body of any size is an image the completion accepts.
 */
async function pngFrames(): Promise<(bytes: number) => BodyFrame> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c08050' } })
    .png()
    .toBuffer();
  // The signature (8 bytes) and IHDR (length, type, 13 bytes of data, CRC) come first.
  const afterHeader = 8 + 4 + 4 + 13 + 4;
  const type = Buffer.from('beNc', 'latin1');
  const rest = png.subarray(afterHeader);
  return (bytes) => {
    const chunkStart = Buffer.alloc(8);
    const tailBytes = 4 + rest.length;
    chunkStart.writeUInt32BE(bytes - afterHeader - chunkStart.length - tailBytes, 0);
    type.copy(chunkStart, 4);
    return {
      head: Buffer.concat([png.subarray(0, afterHeader), chunkStart]),
      crcStart: type,
      tailBytes,
      tail: (crc) => {
        const tail = Buffer.alloc(tailBytes);
        tail.writeUInt32BE(crc, 0);
        rest.copy(tail, 4);
        return tail;
      },
    };
  };
}

async function callApi<T>(
  api: ServeProcess,
  headers: Record<string, string>,
  path: string,
  body: object,
  expected: number,
  signal: AbortSignal,
): Promise<T> {
  const response = await fetch(`${api.url}/v1${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (response.status !== expected) {
    throw new Error(`POST /v1${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return (JSON.parse(text) as { data: T }).data;
}

/** A fast upload that stored the wrong bytes, or none, must fail rather than pass. */
async function verifyObject(store: S3Client, key: string, bytes: number, sha256: string): Promise<void> {
  const object = await store.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  if (object.ContentLength !== bytes) {
    throw new Error(`the store holds ${object.ContentLength} bytes at ${key}, not the ${bytes} sent`);
  }
  const hash = createHash('sha256');
  for await (const chunk of object.Body as AsyncIterable<Uint8Array>) hash.update(chunk);
  const stored = hash.digest('hex');
  if (stored !== sha256)
    throw new Error(`the store holds SHA-256 ${stored} at ${key}, not the ${sha256} sent`);
}

/**
 * One upload through the scaled shape: ★1 on one API process, the PUT to the presigned URL it
 * hands out (timed), the object read back from the store and checked, and ★3 on the next API
 * process (timed), which must answer 201 and leave no upload object behind.
 */
async function uploadToStore(
  shape: ScaledShape,
  run: number,
  bytes: number,
  chunkBytes: number,
  frame: BodyFrame,
  signal: AbortSignal,
): Promise<S3UploadRun> {
  const { apis, headers, store } = shape;
  const ticket = await callApi<{ uploadUrl: string; path: string; headers: Record<string, string> }>(
    apis[run % apis.length]!,
    headers,
    '/media/upload-url',
    { mimeType: CONTENT_TYPE, size: bytes },
    200,
    signal,
  );
  const body = generatedBody(bytes, chunkBytes, frame);
  const { seconds, sha256 } = await put(ticket.uploadUrl, ticket.headers, body, bytes, signal);
  await verifyObject(store, ticket.path, bytes, sha256);
  const started = performance.now();
  const item = await callApi<{ width: number; height: number }>(
    apis[(run + 1) % apis.length]!,
    headers,
    '/media/complete',
    { path: ticket.path },
    201,
    signal,
  );
  const completeMs = performance.now() - started;
  if (item.width !== 64 || item.height !== 64) {
    throw new Error(`the completed item is ${item.width}×${item.height}, not the 64×64 uploaded`);
  }
  const left = await store.send(new HeadObjectCommand({ Bucket: BUCKET, Key: ticket.path })).then(
    () => true,
    () => false,
  );
  if (left) throw new Error(`the completion left the uploaded object ${ticket.path} in the store`);
  return { run, bytes, seconds, megabytesPerSecond: bytes / seconds / 1e6, sha256, completeMs };
}

/**
 * `settings.runs` uploads of `settings.bytes` straight to the store, alternating with as many to
 * the plain node:http server of the upload part (a fresh process each), both the same PNG-framed
 * body; the ratio is of the two medians.
 */
export async function runScaledUploadBench(
  shape: ScaledShape,
  settings: UploadSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<ScaledUploadResult> {
  const frameFor = await pngFrames();
  // Not counted: the store's and the API processes' first upload.
  progress('scaled upload, warm-up');
  await uploadToStore(
    shape,
    0,
    settings.warmupBytes,
    settings.chunkBytes,
    frameFor(settings.warmupBytes),
    signal,
  );
  const baseline: UploadRun[] = [];
  const s3: S3UploadRun[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    progress(`scaled upload, plain node:http (run ${run} of ${settings.runs})`);
    baseline.push(await measureUpload('baseline', run, settings, signal, frameFor));
    progress(`scaled upload, presigned PUT to the S3 store (run ${run} of ${settings.runs})`);
    s3.push(
      await uploadToStore(shape, run, settings.bytes, settings.chunkBytes, frameFor(settings.bytes), signal),
    );
  }
  const baselineMedian = median(baseline.map((r) => r.megabytesPerSecond));
  const s3Median = median(s3.map((r) => r.megabytesPerSecond));
  return {
    baseline: {
      label: 'plain node:http PUT piped to a file',
      runs: baseline,
      medianMegabytesPerSecond: baselineMedian,
    },
    s3: {
      label: 'presigned PUT to the S3 store',
      runs: s3,
      medianMegabytesPerSecond: s3Median,
      medianCompleteMs: median(s3.map((r) => r.completeMs)),
    },
    ratio: s3Median / baselineMedian,
  };
}
