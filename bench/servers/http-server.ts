/**
 * One HTTP server for the throughput bench, run in a child process of bench/run.ts so that the
 * load generator and the server each get a core of their own. `bare` serves a plain Fastify route;
 * `app` serves the real application over a fresh SQLite database with one account.
 *
 * Protocol over the IPC channel: the child sends `{ type: 'ready', url, headers }` once it
 * listens (or `{ type: 'failed', message }`), and stops cleanly on `{ type: 'stop' }`, on SIGINT or
 * SIGTERM, or when the parent goes away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase } from '../../packages/server/src/adapters/db/database.js';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createAccount } from '../../packages/server/src/domain/accounts.js';
import { createServices } from '../../packages/server/src/services.js';
import { messageOf } from '../errors.js';
import { portOf, sendToParent } from './ipc.js';

/** Typed: only this process's messages. */
const send = (message: ServerMessage) => sendToParent(message);

export type ServerKind = 'bare' | 'app';

export type ServerMessage =
  | { type: 'ready'; url: string; headers: Record<string, string> }
  | { type: 'failed'; message: string };

interface Running {
  url: string;
  headers: Record<string, string>;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';

async function startBare(): Promise<Running> {
  // Fastify's defaults (no logger): the cheapest JSON route Fastify can serve, as the baseline.
  const app = Fastify();
  app.get('/bare', async () => ({ data: { balance: 25 } }));
  await app.listen({ host: HOST, port: 0 });
  return {
    url: `http://${HOST}:${portOf(app.server.address())}/bare`,
    headers: {},
    close: () => app.close(),
  };
}

async function startApp(): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contentforge-bench-http-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig({
      DATA_DIR: dataDir,
      HOST,
      PORT: '0',
      LOG_LEVEL: 'silent',
      // The bench sends far more than a real client may; the limiter still runs on every request.
      RATE_LIMIT_PER_MINUTE: '10000000',
    });
    const database = openDatabase(config.databaseUrl);
    await database.migrate();
    const services = createServices(config, database);
    const { token } = await createAccount(services.accounts, { name: 'Bench', credits: 25 });
    const app = await buildApp(services);
    await app.listen({ host: config.host, port: config.port });
    return {
      url: `http://${HOST}:${portOf(app.server.address())}/v1/credits`,
      headers: { authorization: `Bearer ${token}` },
      async close() {
        await app.close();
        await database.close();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

async function main(): Promise<void> {
  const kind = process.argv[2];
  if (kind !== 'bare' && kind !== 'app') throw new Error(`usage: http-server.ts bare|app (got ${kind})`);
  if (!process.send) throw new Error('http-server.ts must be started with child_process.fork');
  const running = kind === 'bare' ? await startBare() : await startApp();
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= running.close().finally(() => {
      if (process.connected) process.disconnect();
      process.exit(0);
    });
    return stopping;
  };
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'stop') void stop();
  });
  // Ctrl-C reaches the whole process group; clean up the temporary database rather than die.
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
  await send({ type: 'ready', url: running.url, headers: running.headers });
}

main().catch(async (error: unknown) => {
  await send({ type: 'failed', message: messageOf(error) });
  process.exitCode = 1;
  if (process.connected) process.disconnect();
});
