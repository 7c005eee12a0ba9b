/**
 * The publish bench: `count` posts published with ★8 to one webhook account whose receiver is a
 * plain node:http server in this process, against a plain fetch loop POSTing the same bodies to
 * the same receiver with as many in flight as the app's worker delivers (DELIVERY_CONCURRENCY).
 * Measured: deliveries a second (the first ★8 to the last arrival) and the time from each ★8 call
 * to its delivery's arrival (p50, p95); for the loop, POSTs a second and the time from each send to
 * its arrival.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from './child-server.js';
import { portOf } from './servers/ipc.js';
import type { PublishServerMessage } from './servers/publish-server.js';

export interface PublishSettings {
  count: number;
  /** ★8 calls in flight from the driver. */
  clients: number;
  /** What the app's worker delivers at once (DELIVERY_CONCURRENCY, 8 by default): the loop's in-flight count. */
  inFlight: number;
  timeoutMs: number;
}

export interface PublishSide {
  label: string;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
}

export interface PublishResult {
  app: PublishSide;
  baseline: PublishSide;
  ratio: number;
}

const SERVER = fileURLToPath(new URL('./servers/publish-server.ts', import.meta.url));

const now = () => performance.timeOrigin + performance.now();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The receiver: answers every POST 200 at once, noting when each arrived, by a key of its body. */
async function startReceiver(keyOf: (body: string) => string) {
  const arrivals = new Map<string, number>();
  let waiter: { count: number; resolve: () => void } | undefined;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.set(keyOf(Buffer.concat(chunks).toString('utf8')), now());
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      if (waiter && arrivals.size >= waiter.count) waiter.resolve();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    url: `http://127.0.0.1:${portOf(server.address())}/hook`,
    arrivals,
    until(count: number, timeoutMs: number) {
      return new Promise<void>((resolve, reject) => {
        if (arrivals.size >= count) return resolve();
        const timer = setTimeout(
          () => reject(new Error(`${arrivals.size} of ${count} deliveries arrived in time`)),
          timeoutMs,
        );
        waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
      });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

async function inParallel<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

async function measureApp(
  settings: PublishSettings,
  signal: AbortSignal,
  progress: (what: string) => void,
): Promise<PublishSide & { bodies: string[] }> {
  const receiver = await startReceiver(
    (body) => (JSON.parse(body) as { data: { postId: string } }).data.postId,
  );
  const app = await startServerProcess<Extract<PublishServerMessage, { type: 'ready' }>>(
    SERVER,
    'publish app',
    ['app'],
  );
  try {
    const { url, token } = app.ready as { url: string; token: string };
    const call = async (method: string, path: string, body?: object) => {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as { data: { id: string } };
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json.data;
    };
    const account = await call('POST', '/v1/social-accounts', {
      platform: 'webhook',
      webhookUrl: receiver.url,
    });
    progress('publish: drafting posts');
    const posts: string[] = [];
    await inParallel(
      Array.from({ length: settings.count }, (_, i) => i),
      8,
      async (i) => {
        posts.push(
          (
            await call('POST', '/v1/posts', {
              caption: `Post ${i}: glow serum is back`,
              socialAccountIds: [account.id],
            })
          ).id,
        );
      },
    );
    signal.throwIfAborted();
    progress('publish: publishing through the app');
    const started = new Map<string, number>();
    const first = now();
    await inParallel(posts, settings.clients, async (id) => {
      started.set(id, now());
      await call('POST', `/v1/posts/${id}/publish`);
    });
    await receiver.until(settings.count, settings.timeoutMs);
    const last = Math.max(...receiver.arrivals.values());
    const latencies = posts.map((id) => receiver.arrivals.get(id)! - started.get(id)!);
    // The bodies the app sent, for the loop to send the same.
    const bodies = posts.map((id) =>
      JSON.stringify({
        type: 'post.publish',
        timestamp: new Date().toISOString(),
        data: {
          postId: id,
          deliveryId: id,
          socialAccountId: account.id,
          handle: 'hook',
          text: 'Post: glow serum is back',
          media: [],
        },
      }),
    );
    return {
      label: `app: ${settings.count} x ★8 → delivered to a webhook account`,
      perSecond: settings.count / ((last - first) / 1000),
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      bodies,
    };
  } finally {
    await app.stop();
    await receiver.close();
  }
}

async function measureLoop(settings: PublishSettings, bodies: string[]): Promise<PublishSide> {
  const receiver = await startReceiver(
    (body) => (JSON.parse(body) as { data: { postId: string } }).data.postId,
  );
  const loop = await startServerProcess<Extract<PublishServerMessage, { type: 'ready' }>>(
    SERVER,
    'fetch loop',
    ['loop'],
  );
  try {
    const reply = await loop.ask<Extract<PublishServerMessage, { type: 'posted' }>>(
      { type: 'post', url: receiver.url, bodies, inFlight: settings.inFlight },
      'posted',
      { timeoutMs: settings.timeoutMs, failedType: 'failed' },
    );
    const keys = bodies.map((b) => (JSON.parse(b) as { data: { postId: string } }).data.postId);
    const latencies = keys.map((k, i) => receiver.arrivals.get(k)! - reply.sentAt[i]!);
    const first = Math.min(...reply.sentAt);
    const last = Math.max(...receiver.arrivals.values());
    return {
      label: `plain fetch loop: ${bodies.length} POSTs, ${settings.inFlight} in flight`,
      perSecond: bodies.length / ((last - first) / 1000),
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
    };
  } finally {
    await loop.stop();
    await receiver.close();
  }
}

export async function runPublishBench(
  settings: PublishSettings,
  signal: AbortSignal,
  progress: (what: string) => void,
): Promise<PublishResult> {
  const { bodies, ...app } = await measureApp(settings, signal, progress);
  signal.throwIfAborted();
  progress('publish: plain fetch loop');
  const baseline = await measureLoop(settings, bodies);
  return { app, baseline, ratio: app.perSecond / baseline.perSecond };
}
