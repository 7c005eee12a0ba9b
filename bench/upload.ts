import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { type ServerProcess, startServerProcess } from './child-server.js';
import type { UploadReady, UploadServerKind, UploadServerMessage } from './servers/upload-server.js';

export interface UploadSettings {
  /** The size of the measured upload. */
  bytes: number;
  /** The size of each chunk the client generates and writes. */
  chunkBytes: number;
  /** How many times each server is measured, alternating baseline and app. */
  runs: number;
  /** A small upload before the measured one, not counted, so that one is not the first call. */
  warmupBytes: number;
  sampleIntervalMs: number;
}

export interface UploadRun {
  server: UploadServerKind;
  run: number;
  bytes: number;
  seconds: number;
  /** 10^6 bytes per second. */
  megabytesPerSecond: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
  rssGrowthBytes: number;
  rssSamples: number;
  /** Of the bytes sent; the stored file was read back and had the same. */
  sha256: string;
}

export interface UploadSide {
  label: string;
  runs: UploadRun[];
  medianMegabytesPerSecond: number;
  /** The largest growth of any run: the target is a ceiling, so the worst run is the one to judge. */
  peakRssGrowthMiB: number;
}

export interface UploadResult {
  baseline: UploadSide;
  app: UploadSide;
  /** Of the two medians. */
  ratio: number;
}

const SERVER_SCRIPT = fileURLToPath(new URL('./servers/upload-server.ts', import.meta.url));
const MIB = 1024 * 1024;
// The chunks are copied out of this pool at shifting offsets rather than drawn from the random
// generator: copying runs at several GB/s, so making the bytes costs the client little next to
// hashing and sending them, and the client's speed bounds both servers as little as it can.
const POOL_BYTES = MIB;
const CONTENT_TYPE = 'image/png';

const UPLOAD_LABELS: Record<UploadServerKind, string> = {
  baseline: 'plain node:http PUT piped to a file',
  app: 'app PUT /storage/<path>?token=…',
};

type Server = ServerProcess<UploadReady>;

/**
 * `bytes` of pseudo-random data, made in `chunkBytes` chunks as the consumer reads them (never the
 * whole body in memory), and hashed as they are made.
 */
function generatedBody(bytes: number, chunkBytes: number): { stream: Readable; sha256(): string } {
  const pool = randomBytes(Math.max(POOL_BYTES, chunkBytes));
  const hash = createHash('sha256');
  let made = 0;
  let index = 0;
  const stream = new Readable({
    highWaterMark: chunkBytes,
    read() {
      if (made >= bytes) {
        this.push(null);
        return;
      }
      const size = Math.min(chunkBytes, bytes - made);
      const chunk = Buffer.allocUnsafe(size);
      const offset = (index * 8191) % (pool.length - size + 1);
      pool.copy(chunk, 0, offset, offset + size);
      // The chunk number makes every chunk distinct, so a chunk stored twice or out of order shows.
      if (size >= 4) chunk.writeUInt32BE(index, 0);
      hash.update(chunk);
      made += size;
      index++;
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest('hex') };
}

/** PUTs `bytes` of generated data with Content-Length set; resolves once the 200 answer has ended. */
async function put(
  url: string,
  headers: Record<string, string>,
  bytes: number,
  chunkBytes: number,
  signal: AbortSignal,
): Promise<{ seconds: number; sha256: string }> {
  signal.throwIfAborted();
  const body = generatedBody(bytes, chunkBytes);
  const started = performance.now();
  // A connection of its own (no keep-alive agent), the same for both servers.
  const request = http.request(url, {
    method: 'PUT',
    agent: false,
    headers: { ...headers, 'content-length': String(bytes) },
    signal,
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => {
        if (text.length < 2_000) text += part;
      });
      response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
  // A refusal (403, 413) may come, and the connection close, while bytes are still going out; the
  // answer says more than the write error then, so the latter waits until the answer is in.
  const sent = pipeline(body.stream, request).then(
    () => undefined,
    (error: unknown) => error,
  );
  const { status, text } = await answered;
  const seconds = (performance.now() - started) / 1000;
  const sendError = await sent;
  if (status !== 200) throw new Error(`HTTP ${status}${text ? `: ${text.trim().slice(0, 300)}` : ''}`);
  if (sendError) throw sendError;
  return { seconds, sha256: body.sha256() };
}

interface Target {
  url: string;
  headers: Record<string, string>;
  /** Where the bytes must be once the PUT is answered. */
  file: string;
}

/** Where to PUT: the baseline takes any name; the app hands out a signed URL, as a client gets it. */
async function target(
  kind: UploadServerKind,
  server: Server,
  name: string,
  bytes: number,
  signal: AbortSignal,
): Promise<Target> {
  const { url, headers, storageDir } = server.ready;
  if (kind === 'baseline') {
    // The same Content-Type as the app's signed one, so both requests carry the same headers.
    return {
      url: `${url}${name}`,
      headers: { 'content-type': CONTENT_TYPE },
      file: path.join(storageDir, name),
    };
  }
  const response = await fetch(`${url}/v1/media/upload-url`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mimeType: CONTENT_TYPE, size: bytes }),
    signal,
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`POST /v1/media/upload-url answered ${response.status}: ${text.slice(0, 300)}`);
  }
  const { data } = JSON.parse(text) as {
    data: { uploadUrl: string; path: string; maxBytes: number; headers: Record<string, string> };
  };
  if (data.maxBytes < bytes) throw new Error(`the app accepts at most ${data.maxBytes} bytes, not ${bytes}`);
  return { url: data.uploadUrl, headers: data.headers, file: path.join(storageDir, data.path) };
}

/** A fast upload that stored the wrong bytes, or none, must fail rather than pass. */
async function verifyStored(file: string, bytes: number, sha256: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) throw new Error(`the upload was answered 200 but ${file} does not exist`);
  if (info.size !== bytes) throw new Error(`${file} has ${info.size} bytes, not the ${bytes} sent`);
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  const stored = hash.digest('hex');
  if (stored !== sha256) throw new Error(`${file} has SHA-256 ${stored}, not the ${sha256} sent`);
}

async function measure(
  kind: UploadServerKind,
  run: number,
  settings: UploadSettings,
  signal: AbortSignal,
): Promise<UploadRun> {
  signal.throwIfAborted();
  // A fresh process for every run, as in the HTTP bench: the growth of a process that already took
  // 100 MiB would hide what the first upload costs.
  const server = await startServerProcess<UploadReady>(SERVER_SCRIPT, `upload ${kind}`, [kind]);
  try {
    const warmup = await target(kind, server, 'warmup', settings.warmupBytes, signal);
    await put(warmup.url, warmup.headers, settings.warmupBytes, settings.chunkBytes, signal);
    const measured = await target(kind, server, 'upload', settings.bytes, signal);
    await server.ask({ type: 'sample-start', intervalMs: settings.sampleIntervalMs }, 'sampling');
    const { seconds, sha256 } = await put(
      measured.url,
      measured.headers,
      settings.bytes,
      settings.chunkBytes,
      signal,
    );
    const memory = await server.ask<Extract<UploadServerMessage, { type: 'memory' }>>(
      { type: 'sample-stop' },
      'memory',
    );
    await verifyStored(measured.file, settings.bytes, sha256);
    return {
      server: kind,
      run,
      bytes: settings.bytes,
      seconds,
      megabytesPerSecond: settings.bytes / seconds / 1e6,
      rssBeforeBytes: memory.rssBefore,
      rssPeakBytes: memory.rssPeak,
      rssGrowthBytes: memory.rssPeak - memory.rssBefore,
      rssSamples: memory.samples,
      sha256,
    };
  } catch (error) {
    signal.throwIfAborted();
    throw new Error(`${UPLOAD_LABELS[kind]}, run ${run}: ${error instanceof Error ? error.message : error}`);
  } finally {
    await server.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function side(kind: UploadServerKind, runs: UploadRun[]): UploadSide {
  return {
    label: UPLOAD_LABELS[kind],
    runs,
    medianMegabytesPerSecond: median(runs.map((r) => r.megabytesPerSecond)),
    peakRssGrowthMiB: Math.max(...runs.map((r) => r.rssGrowthBytes)) / MIB,
  };
}

/**
 * One upload of `settings.bytes` through the app's embedded storage endpoint against plain
 * node:http piping it to a file, `settings.runs` times each, alternating so that drift over the run
 * (thermal, other load) hits both sides; the ratio is of the medians.
 */
export async function runUploadBench(
  settings: UploadSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<UploadResult> {
  const runs: Record<UploadServerKind, UploadRun[]> = { baseline: [], app: [] };
  for (let run = 1; run <= settings.runs; run++) {
    for (const kind of ['baseline', 'app'] as const) {
      progress(`upload, ${UPLOAD_LABELS[kind]} (run ${run} of ${settings.runs})`);
      runs[kind].push(await measure(kind, run, settings, signal));
    }
  }
  const baseline = side('baseline', runs.baseline);
  const app = side('app', runs.app);
  return { baseline, app, ratio: app.medianMegabytesPerSecond / baseline.medianMegabytesPerSecond };
}
