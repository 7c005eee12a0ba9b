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
  /** The servers' addresses; autocannon spreads the connections evenly over them. */
  urls: string[];
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

/** Servers to load with the same requests, one or several processes. */
export interface LoadTarget {
  urls: string[];
  headers: Record<string, string>;
  stop(): Promise<void>;
}

/** What is measured: how to start its servers (a fresh set for each run) and what to call it. */
export interface LoadSubject {
  label: string;
  start(): Promise<LoadTarget>;
}

type Ready = Extract<ServerMessage, { type: 'ready' }>;

/** `count` servers of `kind` (bench/servers/http-server.ts), each in a child process of its own. */
export async function startHttpServers(kind: ServerKind, count = 1): Promise<LoadTarget> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, (_, i) =>
      startServerProcess<Ready>(SERVER_SCRIPT, count === 1 ? kind : `${kind} ${i + 1}`, [kind]),
    ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    urls: servers.map((server) => server.ready.url),
    headers: servers[0]!.ready.headers,
    stop,
  };
}

async function load(
  target: LoadTarget,
  connections: number,
  seconds: number,
  signal: AbortSignal,
): Promise<autocannon.Result> {
  signal.throwIfAborted();
  const instance = autocannon({
    url: target.urls.length === 1 ? target.urls[0]! : target.urls,
    headers: target.headers,
    connections,
    duration: seconds,
  });
  const onAbort = () => instance.stop();
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await instance;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function measure(subject: LoadSubject, settings: HttpSettings, signal: AbortSignal): Promise<HttpRun> {
  const { label } = subject;
  const target = await subject.start();
  try {
    // The warm-up lets V8 optimise the hot paths and the database fill its cache; it is not counted.
    await load(target, settings.connections, settings.warmupSeconds, signal);
    const result = await load(target, settings.connections, settings.seconds, signal);
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
      urls: target.urls,
      requestsPerSecond: result.requests.average,
      requests: result['2xx'],
      latencyAverageMs: result.latency.average,
      latencyP99Ms: result.latency.p99,
    };
  } finally {
    await target.stop();
  }
}

/**
 * `app` against `bare` measured right before and right after it, so that drift over the run
 * (thermal, other load) weighs on both sides; the ratio is of the app to the mean of the two.
 */
export async function compareWithBare(
  app: LoadSubject,
  bare: LoadSubject,
  settings: HttpSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<HttpResult> {
  progress(`${bare.label} (before)`);
  const bareBefore = await measure({ ...bare, label: `${bare.label}, before` }, settings, signal);
  progress(app.label);
  const appRun = await measure(app, settings, signal);
  progress(`${bare.label} (after)`);
  const bareAfter = await measure({ ...bare, label: `${bare.label}, after` }, settings, signal);
  const baselineRequestsPerSecond = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
  return {
    bareBefore,
    app: appRun,
    bareAfter,
    baselineRequestsPerSecond,
    ratio: appRun.requestsPerSecond / baselineRequestsPerSecond,
  };
}

/** The app's GET /v1/credits against a bare Fastify route measured right before and right after it. */
export function runHttpBench(
  settings: HttpSettings,
  signal: AbortSignal,
  progress: (line: string) => void,
): Promise<HttpResult> {
  return compareWithBare(
    { label: 'app GET /v1/credits', start: () => startHttpServers('app') },
    { label: 'bare Fastify GET /bare', start: () => startHttpServers('bare') },
    settings,
    signal,
    progress,
  );
}
