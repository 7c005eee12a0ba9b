/**
 * One server for the upload bench, run in a child process of bench/run.ts like the HTTP ones; the
 * image bench uses its `app` kind too.
 * `baseline` is plain node:http piping `PUT /upload/<name>` into `<temp dir>/<name>` with
 * fs.createWriteStream; `app` is the real application over a fresh SQLite database, its PUBLIC_URL
 * its own address so that the upload URLs it hands out are directly usable.
 *
 * Protocol over the IPC channel: the child sends `{ type: 'ready', url, headers, storageDir }` once
 * it listens (or `{ type: 'failed', message }`). `{ type: 'sample-start', intervalMs }` records the
 * RSS and starts sampling it, answered `{ type: 'sampling' }`; `{ type: 'sample-stop' }` stops and
 * is answered `{ type: 'memory', rssBefore, rssPeak, samples }`. It stops cleanly on
 * `{ type: 'stop' }`, on SIGINT or SIGTERM, or when the parent goes away.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { messageOf } from '../errors.js';
import { portOf, sendToParent } from './ipc.js';

/** Typed: only this process's messages. */
const send = (message: UploadServerMessage) => sendToParent(message);

export type UploadServerKind = 'baseline' | 'app';

export type UploadReady = {
  type: 'ready';
  /** baseline: where to PUT, with the file name appended; app: its origin. */
  url: string;
  headers: Record<string, string>;
  /** The directory the uploads land in. */
  storageDir: string;
};

export type UploadServerMessage =
  | UploadReady
  | { type: 'failed'; message: string }
  | { type: 'sampling' }
  | { type: 'memory'; rssBefore: number; rssPeak: number; samples: number };

type ParentMessage =
  | { type: 'stop' }
  | { type: 'sample-start'; intervalMs: number }
  | { type: 'sample-stop' };

interface Running {
  ready: UploadReady;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
// Twice the 100 MiB the bench sends, so the limit is checked on every chunk but never reached.
const UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
const LISTEN_ATTEMPTS = 3;

async function startBaseline(): Promise<Running> {
  const dir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-upload-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // The least a Node server can do with an upload: no routing, no checks, no hashing.
  const server = http.createServer((request, response) => {
    const name = /^\/upload\/([\w-]{1,64})$/.exec(request.url ?? '')?.[1];
    if (request.method !== 'PUT' || name === undefined) {
      request.resume();
      response.writeHead(404).end();
      return;
    }
    pipeline(request, createWriteStream(path.join(dir, name))).then(
      () => response.writeHead(200).end(),
      (error: unknown) => response.writeHead(500, { connection: 'close' }).end(messageOf(error)),
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, HOST, () => resolve());
    });
  } catch (error) {
    removeDir();
    throw error;
  }
  return {
    ready: {
      type: 'ready',
      url: `http://${HOST}:${portOf(server.address())}/upload/`,
      headers: {},
      storageDir: dir,
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      removeDir();
    },
  };
}

/** A port that was free a moment ago: the app must know its own URL before it is built. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const port = portOf(probe.address());
      probe.close(() => resolve(port));
    });
  });
}

async function startApp(): Promise<Running> {
  // Imported here so that the baseline process neither loads nor carries the app's modules.
  const [{ openDatabase }, { buildApp }, { loadConfig }, { createAccount }, { createServices }] =
    await Promise.all([
      import('../../packages/server/src/adapters/db/database.js'),
      import('../../packages/server/src/app.js'),
      import('../../packages/server/src/config.js'),
      import('../../packages/server/src/domain/accounts.js'),
      import('../../packages/server/src/services.js'),
    ]);

  const startOn = async (port: number): Promise<Running> => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-upload-'));
    const cleanups: (() => Promise<void> | void)[] = [
      () => rmSync(dataDir, { recursive: true, force: true }),
    ];
    const cleanUp = async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    };
    try {
      const origin = `http://${HOST}:${port}`;
      const config = loadConfig({
        DATA_DIR: dataDir,
        HOST,
        PORT: String(port),
        PUBLIC_URL: origin,
        LOG_LEVEL: 'silent',
        UPLOAD_MAX_BYTES: String(UPLOAD_MAX_BYTES),
      });
      const database = openDatabase(config.databaseUrl);
      cleanups.push(() => database.close());
      await database.migrate();
      const services = createServices(config, database);
      const { token } = await createAccount(services.accounts, { name: 'Bench' });
      const app = await buildApp(services);
      cleanups.push(() => app.close());
      await app.listen({ host: config.host, port: config.port });
      return {
        ready: {
          type: 'ready',
          url: origin,
          headers: { authorization: `Bearer ${token}` },
          // Where the local-disk store puts objects when STORAGE_URL is unset, as here.
          storageDir: path.join(config.dataDir, 'storage'),
        },
        close: cleanUp,
      };
    } catch (error) {
      await cleanUp();
      throw error;
    }
  };

  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      // Another process may take the port between the probe and the app's listen: try another.
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || attempt >= LISTEN_ATTEMPTS) throw error;
    }
  }
}

/** The peak RSS between sample-start and sample-stop, sampled on a timer of this process. */
function rssSampler() {
  let state: { timer: NodeJS.Timeout; before: number; peak: number; samples: number } | undefined;
  // process.memoryUsage.rss() is the figure process.memoryUsage().rss reports, without also
  // walking the V8 heap spaces on every sample.
  const sample = () => {
    if (!state) return;
    const rss = process.memoryUsage.rss();
    state.samples++;
    if (rss > state.peak) state.peak = rss;
  };
  return {
    start(intervalMs: number) {
      if (state) clearInterval(state.timer);
      const before = process.memoryUsage.rss();
      state = { timer: setInterval(sample, intervalMs), before, peak: before, samples: 1 };
    },
    stop(): { rssBefore: number; rssPeak: number; samples: number } {
      if (!state) {
        const rss = process.memoryUsage.rss();
        return { rssBefore: rss, rssPeak: rss, samples: 0 };
      }
      sample();
      clearInterval(state.timer);
      const { before, peak, samples } = state;
      state = undefined;
      return { rssBefore: before, rssPeak: peak, samples };
    },
  };
}

async function main(): Promise<void> {
  const kind = process.argv[2];
  if (kind !== 'baseline' && kind !== 'app') {
    throw new Error(`usage: upload-server.ts baseline|app (got ${kind})`);
  }
  if (!process.send) throw new Error('upload-server.ts must be started with child_process.fork');
  const sampler = rssSampler();
  const starting = kind === 'baseline' ? startBaseline() : startApp();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    // A start that fails removes its own directory; the failure itself is reported by main.
    stopping ??= starting
      .then(
        (running) => running.close(),
        () => undefined,
      )
      .finally(() => {
        if (process.connected) process.disconnect();
        process.exit();
      });
    return stopping;
  };
  process.on('message', (message: ParentMessage) => {
    if (message?.type === 'stop') {
      void stop();
    } else if (message?.type === 'sample-start') {
      sampler.start(message.intervalMs);
      void send({ type: 'sampling' });
    } else if (message?.type === 'sample-stop') {
      void send({ type: 'memory', ...sampler.stop() });
    }
  });
  // Ctrl-C reaches the whole process group; clean up the temporary directory rather than die. The
  // handlers are in place before the start, which creates that directory, so no moment is uncovered.
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
  const running = await starting;
  await send(running.ready);
}

main().catch(async (error: unknown) => {
  await send({ type: 'failed', message: messageOf(error) });
  process.exitCode = 1;
  if (process.connected) process.disconnect();
});
