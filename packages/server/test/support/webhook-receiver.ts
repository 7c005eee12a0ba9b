import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One request the receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON (every sender here sends JSON). */
  json: { type: string; timestamp: string; data: Record<string, unknown> } & Record<string, unknown>;
  /** How the receiver answered it. */
  answer: Answer;
}

/**
 * How the receiver answers a request: a status (with an optional body and headers), `hang` (never
 * answer; the connection stays open until the receiver closes), or `reset` (drop the connection
 * after reading the request).
 */
export type Answer = { status: number; body?: string; headers?: Record<string, string> } | 'hang' | 'reset';

/**
 * A real HTTP server on the loopback that stands in for a webhook receiver: it records every
 * request, and answers each as the test scripts it (by default 200 `{}`).
 */
export interface WebhookReceiver {
  /** The receiver's URL, with a path of its own (`/hooks/a` …). */
  url(path?: string): string;
  readonly received: Received[];
  /** Requests received on `path`. */
  on(path: string): Received[];
  /** Answers the next requests on `path` (any path when omitted) in turn; then the default. */
  script(answers: Answer[], path?: string): void;
  /** The answer once the script has run out. */
  setDefault(answer: Answer): void;
  /** Waits until `count` requests arrived on `path` (any path when omitted). */
  waitFor(count: number, path?: string, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const scripts = new Map<string, Answer[]>();
  let fallback: Answer = { status: 200, body: '{}' };
  const hanging = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      let json: Received['json'];
      try {
        json = JSON.parse(body);
      } catch {
        json = { type: '', timestamp: '', data: {} };
      }
      const queue = scripts.get(path)?.length ? scripts.get(path)! : (scripts.get('*') ?? []);
      const answer = queue.shift() ?? fallback;
      received.push({ path, headers: req.headers, body, json, answer });
      for (const wake of waiters) wake();
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      if (answer === 'reset') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? '{}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;

  const matching = (path?: string) => (path ? received.filter((r) => r.path === path) : received);

  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path) => matching(path),
    script(answers, path) {
      scripts.set(path ?? '*', [...answers]);
    },
    setDefault(answer) {
      fallback = answer;
    },
    async waitFor(count, path, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (matching(path).length < count) {
        const left = deadline - Date.now();
        if (left <= 0) {
          throw new Error(
            `the receiver got ${matching(path).length} of ${count} requests${path ? ` on ${path}` : ''}`,
          );
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(left, 200));
          function done() {
            clearTimeout(timer);
            waiters.delete(done);
            resolve();
          }
          waiters.add(done);
        });
      }
      return matching(path);
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
