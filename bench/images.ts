import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { cutShort, pngBomb, sampleImage } from '../packages/server/test/support/images.js';
import { type ServerProcess, startServerProcess } from './child-server.js';
import type { UploadReady } from './servers/upload-server.js';

export interface ImageSettings {
  sampleIntervalMs: number;
  /** How long after the completions are sent a file is read, so that their image work is under way. */
  fileReadAfterMs: number;
}

/** One kind of hostile image, uploaded `count` times and completed all at once. */
interface HostileImage {
  id: string;
  label: string;
  count: number;
  mimeType: string;
  make(): Promise<Buffer>;
}

export interface HostileCompletions {
  id: string;
  label: string;
  count: number;
  bytesEach: number;
  /** Every completion's status, in the order they were sent. */
  statuses: number[];
  /** From sending the completions to the last answer. */
  seconds: number;
  rssBeforeMiB: number;
  peakRssGrowthMiB: number;
  /** One GET /files/… of a small image, sent while the completions ran. */
  fileReadMs: number;
}

const SERVER_SCRIPT = fileURLToPath(new URL('./servers/upload-server.ts', import.meta.url));
const MIB = 1024 * 1024;
const SIDE = 7000;

const greyJpeg = () =>
  sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#808080' } })
    .jpeg({ quality: 50 })
    .toBuffer();

export const HOSTILE_IMAGES: HostileImage[] = [
  {
    id: 'cut-jpeg',
    label: `JPEGs claiming ${SIDE}×${SIDE}, cut short after the header and closed`,
    count: 8,
    mimeType: 'image/jpeg',
    make: async () => cutShort(await greyJpeg(), 266, 'jpeg'),
  },
  {
    id: 'grey-jpeg',
    label: `valid ${SIDE}×${SIDE} JPEGs of one grey`,
    count: 8,
    mimeType: 'image/jpeg',
    make: greyJpeg,
  },
  {
    id: 'tall-png',
    label: 'PNGs of 1×49,000,000 pixels',
    count: 4,
    mimeType: 'image/png',
    make: () => pngBomb(1, 49_000_000),
  },
];

type Server = ServerProcess<UploadReady>;

async function api<T>(server: Server, path: string, body: object): Promise<{ status: number; data: T }> {
  const response = await fetch(`${server.ready.url}/v1${path}`, {
    method: 'POST',
    headers: { ...server.ready.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

/** ★1 and ★2: answers the path of an upload holding `bytes`. */
async function upload(server: Server, bytes: Buffer, mimeType: string): Promise<string> {
  const signed = await api<{ uploadUrl: string; path: string }>(server, '/media/upload-url', { mimeType });
  if (signed.status !== 200) throw new Error(`upload-url answered ${signed.status}`);
  const put = await fetch(signed.data.uploadUrl, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': mimeType },
  });
  if (put.status !== 200) throw new Error(`the upload PUT answered ${put.status}`);
  return signed.data.path;
}

const complete = (server: Server, path: string) => api<{ url: string }>(server, '/media/complete', { path });

async function measure(hostile: HostileImage, settings: ImageSettings, signal: AbortSignal) {
  const bytes = await hostile.make();
  // A fresh server for every kind, so that none inherits the memory an earlier one left behind.
  const server = await startServerProcess<UploadReady>(SERVER_SCRIPT, 'app', ['app']);
  try {
    const served = await complete(server, await upload(server, await sampleImage('png'), 'image/png'));
    if (served.status !== 201) throw new Error(`completing a plain PNG answered ${served.status}`);
    const paths: string[] = [];
    for (let i = 0; i < hostile.count; i++) paths.push(await upload(server, bytes, hostile.mimeType));
    signal.throwIfAborted();

    await server.ask({ type: 'sample-start', intervalMs: settings.sampleIntervalMs }, 'sampling');
    const started = performance.now();
    const answers = Promise.all(paths.map((path) => complete(server, path)));
    await new Promise((resolve) => setTimeout(resolve, settings.fileReadAfterMs));
    const readStarted = performance.now();
    const file = await fetch(served.data.url);
    await file.arrayBuffer();
    const fileReadMs = performance.now() - readStarted;
    if (file.status !== 200) throw new Error(`the file read answered ${file.status}`);
    const statuses = (await answers).map((answer) => answer.status);
    const seconds = (performance.now() - started) / 1000;
    const memory = await server.ask<{ type: 'memory'; rssBefore: number; rssPeak: number }>(
      { type: 'sample-stop' },
      'memory',
    );
    return {
      id: hostile.id,
      label: hostile.label,
      count: hostile.count,
      bytesEach: bytes.length,
      statuses,
      seconds,
      rssBeforeMiB: memory.rssBefore / MIB,
      peakRssGrowthMiB: (memory.rssPeak - memory.rssBefore) / MIB,
      fileReadMs,
    };
  } finally {
    await server.stop();
  }
}

/**
 * Each kind of hostile image completed `count` times at once on the real app (its own child
 * process, SQLite, local disk): the answers, how long they took, how far the server's memory rose,
 * and how long one file read took meanwhile.
 */
export async function runImageBench(
  settings: ImageSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<HostileCompletions[]> {
  const results: HostileCompletions[] = [];
  for (const hostile of HOSTILE_IMAGES) {
    progress(`completing ${hostile.count} ${hostile.label}`);
    results.push(await measure(hostile, settings, signal));
  }
  return results;
}
