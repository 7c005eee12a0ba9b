import { EventEmitter, once } from 'node:events';
import { defineCommand, type Io, untilSignal } from '@contentforge/cli';
import { Option } from 'commander';
import { pino } from 'pino';
import type { App } from '../app.js';
import type { CreatedAccount } from '../domain/accounts.js';
import { settlesWithin } from '../time-limits.js';
import { openServices, type ServerModules, serverSide, wholeNumber, withDataDir } from './server-services.js';
import type { Services } from './server-side.js';

type Role = 'api' | 'worker' | 'all';

export const serve = defineCommand<{ port?: number; dataDir?: string; role: Role }>({
  name: 'serve',
  description: 'run the service (what npm start runs)',
  json: false,
  configure: (c) =>
    withDataDir(c)
      .option('--port <n>', 'port to listen on (same as PORT)', wholeNumber('--port', 0))
      .addOption(
        new Option('--role <role>', 'which part to run').choices(['api', 'worker', 'all']).default('all'),
      ),
  async run({ opts, io }) {
    return { exitCode: await runService(io, { port: opts.port, dataDir: opts.dataDir }, opts.role) };
  },
});

async function runService(
  io: Io,
  overrides: { port?: number | undefined; dataDir?: string | undefined },
  role: Role,
) {
  const services = await openServices(io, overrides, role !== 'api');
  const { config } = services;
  let app: App | undefined;
  let working = false;
  try {
    if (role !== 'worker') {
      // Rate limits and sign-in throttling are shared through Redis, or counted by each process.
      if (services.redis) await services.redis.connect();
      else if (services.database.dialect === 'postgres') {
        io.stderr(
          'contentforge: warning: REDIS_URL is not set, so rate limits and sign-in throttling are counted per API process (N processes allow N times the limit).\n',
        );
      }
    }
    if (role !== 'api') {
      // Jobs and housekeeping run here. Jobs interrupted by the last stop resume (or are refunded
      // when they cannot).
      await services.jobWorker.start();
      working = true;
    }
    if (role !== 'worker') {
      const modules = await serverSide();
      const created = await modules.bootstrap(services.accounts, config.bootstrapToken);
      app = await modules.buildApp(services);
      await app.listen({ port: config.port, host: config.host });
      const address = app.server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      // One write, after the service is listening and after the start-up lines its log still holds:
      // nothing lands inside it, and it is not followed by lines that were logged before it.
      await logWrittenOut(app.log);
      io.stdout(banner(services, port, created));
    } else {
      io.stdout('Contentforge worker started.\n');
    }
    await (io.stopSignal ?? untilSignal(io));
    io.stdout(
      `Stopping: finishing what is in flight (at most ${config.shutdownTimeoutMs / 1000} s); a second signal stops at once.\n`,
    );
    return 0;
  } finally {
    await shutDown(io, services, app, working);
  }
}

/**
 * Resolves once the log has written out what it holds: pino writes asynchronously (sonic-boom), and
 * its 'drain' follows the last pending write — an empty one is queued so that there always is one.
 * Bounded, in case another kind of stream is in use.
 */
async function logWrittenOut(log: object): Promise<void> {
  const stream = (log as Record<symbol, unknown>)[pino.symbols.streamSym];
  if (!(stream instanceof EventEmitter) || !('write' in stream) || typeof stream.write !== 'function') return;
  const drained = once(stream, 'drain', { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
  stream.write('');
  await drained;
}

/** Where the service answers and, on the first start, the owner token, framed so that it stands out. */
function banner(
  services: Services,
  port: number,
  created: Awaited<ReturnType<ServerModules['bootstrap']>>,
): string {
  const { config } = services;
  const base = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const shape = services.database.dialect === 'sqlite' ? 'embedded SQLite' : 'PostgreSQL';
  const lines = [
    `Contentforge is listening on port ${port} (${shape}, data in ${config.dataDir}).`,
    `  Web app: ${base}/`,
    `  API:     ${base}/v1  (reference: ${base}/docs)`,
    ...(created ? ownerLines(created) : []),
  ];
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((l) => l.length))));
  return `\n${rule}\n${lines.join('\n')}\n${rule}\n\n`;
}

function ownerLines(created: CreatedAccount): string[] {
  return [
    '',
    `Created account ${created.account.id} with workspace ${created.workspace.id}.`,
    'Owner token, shown only this once — keep it safe:',
    `  ${created.token}`,
    'Lost it? npx contentforge admin list-accounts, then',
    `         npx contentforge admin create-token --account ${created.account.id}`,
  ];
}

/**
 * A graceful stop, in order: no new connections, requests in flight answered (a request arriving
 * on a connection kept open gets 503), then the worker stops and hands its running jobs back to
 * the queue, then the connections close. SHUTDOWN_TIMEOUT_SECONDS bounds it: requests still in
 * flight then are cut, and running jobs get what is left of it (at least a second) to be handed back.
 * A part that hangs past that and a margin ends the process, naming the part.
 */
async function shutDown(io: Io, services: Services, app: App | undefined, working: boolean): Promise<void> {
  const budget = services.config.shutdownTimeoutMs;
  const deadline = Date.now() + budget;
  let stage = 'answering the requests in flight';
  // The stop keeps its word even when a part of it hangs: past its time and a margin for closing,
  // the process ends, saying which part it was waiting for.
  const watchdog = setTimeout(() => {
    io.stderr(
      `contentforge: the stop ran over its ${budget / 1000} s while ${stage}; ending the process now.\n`,
    );
    process.exit(1);
  }, budget + STOP_MARGIN_MS);
  watchdog.unref();
  try {
    if (app) {
      const closing = app.close();
      if (!(await settlesWithin(closing, deadline - Date.now()))) {
        app.log.warn('requests still in flight when the stop ran out of time are cut');
        stage = 'closing the connections cut';
        app.server.closeAllConnections();
        await closing;
      }
    }
    stage = 'handing the running jobs back to the queue';
    if (working) await services.jobWorker.stop({ timeoutMs: Math.max(1000, deadline - Date.now()) });
    stage = 'closing the database, the store and Redis';
    await services.close();
  } finally {
    clearTimeout(watchdog);
  }
}

/** What the stop may take beyond SHUTDOWN_TIMEOUT_SECONDS to close what it has stopped. */
const STOP_MARGIN_MS = 15_000;
