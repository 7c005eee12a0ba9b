/**
 * The processes of the publish bench, each a child of bench/run.ts so that the receiver (in the
 * parent) and the sender do not share an event loop:
 * - `app`: the real application and its job worker over a fresh SQLite database, with one account
 *   (credits to spare) whose token it reports; the parent drives it over HTTP.
 * - `loop`: the baseline, a plain fetch loop that POSTs given bodies to a URL with a given number
 *   in flight, and reports when each was answered.
 *
 * Protocol over the IPC channel: `{ type: 'ready', url?, token? }` once started (or `{ type:
 * 'failed', message }`); the loop answers `{ type: 'posted', times }` to `{ type: 'post', … }`;
 * `{ type: 'stop' }`, SIGINT, SIGTERM or the parent going away stop it cleanly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../packages/server/src/adapters/db/database.js';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createAccount } from '../../packages/server/src/domain/accounts.js';
import { createServices } from '../../packages/server/src/services.js';
import { messageOf } from '../errors.js';
import { portOf, sendToParent } from './ipc.js';

export type PublishServerMessage =
  | { type: 'ready'; url?: string; token?: string }
  | { type: 'posted'; sentAt: number[]; answeredAt: number[] }
  | { type: 'failed'; message: string };

const send = (message: PublishServerMessage) => sendToParent(message);
const HOST = '127.0.0.1';

async function startApp(): Promise<{ url: string; token: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-publish-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '10000000',
    // The receiver is on the loopback.
    ALLOW_PRIVATE_TARGETS: 'true',
    PUBLISH_COSTS: 'webhook=1',
  });
  const database = openDatabase(config.databaseUrl);
  await database.migrate();
  const services = createServices(config, database);
  const { token } = await createAccount(services.accounts, { name: 'Bench', credits: 1_000_000 });
  const app = await buildApp(services, { logger: false });
  await app.listen({ host: config.host, port: config.port });
  await services.jobWorker.start();
  return {
    url: `http://${HOST}:${portOf(app.server.address())}`,
    token,
    async close() {
      await services.jobWorker.stop();
      await app.close();
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** POSTs every body to `url`, `inFlight` at a time, as a plain sender would. */
async function postAll(url: string, bodies: string[], inFlight: number) {
  const sentAt: number[] = new Array(bodies.length);
  const answeredAt: number[] = new Array(bodies.length);
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const i = next++;
      sentAt[i] = performance.timeOrigin + performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[i],
      });
      await res.arrayBuffer();
      answeredAt[i] = performance.timeOrigin + performance.now();
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { sentAt, answeredAt };
}

async function main(): Promise<void> {
  const kind = process.argv[2];
  if (kind !== 'app' && kind !== 'loop') throw new Error(`usage: publish-server.ts app|loop (got ${kind})`);
  if (!process.send) throw new Error('publish-server.ts must be started with child_process.fork');
  const running = kind === 'app' ? await startApp() : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (running?.close() ?? Promise.resolve()).finally(() => {
      if (process.connected) process.disconnect();
      process.exit(0);
    });
    return stopping;
  };
  process.on('message', (message: { type?: string; url?: string; bodies?: string[]; inFlight?: number }) => {
    if (message?.type === 'stop') void stop();
    if (message?.type === 'post' && message.url && message.bodies) {
      postAll(message.url, message.bodies, message.inFlight ?? 1).then(
        (times) => send({ type: 'posted', ...times }),
        (error: unknown) => send({ type: 'failed', message: messageOf(error) }),
      );
    }
  });
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
  await send(running ? { type: 'ready', url: running.url, token: running.token } : { type: 'ready' });
}

main().catch(async (error: unknown) => {
  await send({ type: 'failed', message: messageOf(error) });
  process.exitCode = 1;
  if (process.connected) process.disconnect();
});
