import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServerProcess } from './child-server.js';
import type { ServerKind, ServerMessage } from './servers/http-server.js';

export interface HttpSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface HttpRun {
  label: string;
  url: string;
  requestsPerSecond: number;
  requests: number;
  latencyAverageMs: number;
  latencyP99Ms: number;
}

export interface HttpResult {
  bareBefore: HttpRun;
  app: HttpRun;
  bareAfter: HttpRun;
  /** The mean of the two bare runs: drift over the run (thermal, other load) hits both sides. */
  baselineRequestsPerSecond: number;
  ratio: number;
}

const SERVER_SCRIPT = fileURLToPath(new URL('./servers/http-server.ts', import.meta.url));

interface StartedServer {
  url: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
}

type Ready = Extract<ServerMessage, { type: 'ready' }>;

async function startServer(kind: ServerKind): Promise<StartedServer> {
  const server = await startServerProcess<Ready>(SERVER_SCRIPT, kind, [kind]);
  return { url: server.ready.url, headers: server.ready.headers, stop: server.stop };
}

async function load(
  server: StartedServer,
  connections: number,
  seconds: number,
  signal: AbortSignal,
): Promise<autocannon.Result> {
  signal.throwIfAborted();
  const instance = autocannon({ url: server.url, headers: server.headers, connections, duration: seconds });
  const onAbort = () => instance.stop();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await instance;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function measure(
  kind: ServerKind,
  label: string,
  settings: HttpSettings,
  signal: AbortSignal,
): Promise<HttpRun> {
  const server = await startServer(kind);
  try {
    // The warm-up lets V8 optimise the hot paths and SQLite fill its page cache; it is not counted.
    await load(server, settings.connections, settings.warmupSeconds, signal);
    const result = await load(server, settings.connections, settings.seconds, signal);
    signal.throwIfAborted();
    // A 401 or 429 is answered faster than real work: a run with any of them would flatter the app.
    if (result.non2xx > 0 || result.errors > 0) {
      const codes = Object.entries(result.statusCodeStats)
        .map(([code, { count }]) => `${code}: ${count}`)
        .join(', ');
      throw new Error(
        `${label}: ${result.non2xx} non-2xx responses and ${result.errors} errors (status codes ${codes})`,
      );
    }
    return {
      label,
      url: server.url,
      requestsPerSecond: result.requests.average,
      requests: result['2xx'],
      latencyAverageMs: result.latency.average,
      latencyP99Ms: result.latency.p99,
    };
  } finally {
    await server.stop();
  }
}

/** The app's GET /v1/credits against a bare Fastify route measured right before and right after it. */
export async function runHttpBench(
  settings: HttpSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<HttpResult> {
  progress('bare Fastify GET /bare (before)');
  const bareBefore = await measure('bare', 'bare Fastify GET /bare, before', settings, signal);
  progress('app GET /v1/credits');
  const app = await measure('app', 'app GET /v1/credits', settings, signal);
  progress('bare Fastify GET /bare (after)');
  const bareAfter = await measure('bare', 'bare Fastify GET /bare, after', settings, signal);
  const baselineRequestsPerSecond = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
  return {
    bareBefore,
    app,
    bareAfter,
    baselineRequestsPerSecond,
    ratio: app.requestsPerSecond / baselineRequestsPerSecond,
  };
}
