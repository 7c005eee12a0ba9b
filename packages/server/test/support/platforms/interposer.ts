/**
 * An HTTP relay in front of a platform's API (a stand-in, or the real Bluesky server) that a test
 * can make misbehave the way a platform does: answer the next request itself (a 503, a 429 with the
 * platform's reset header) instead of letting it through, or let it through and hold its answer
 * back for good (the request took effect, the answer never came). Everything else passes as it is.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardTo } from '../http-forwarding.js';

/** Which requests a switch applies to: by default, any. */
export type RequestMatch = (req: IncomingMessage) => boolean;

export interface Interposer {
  /** `http://127.0.0.1:<port>`: use it in place of the platform's address. */
  readonly url: string;
  /** The next matching request is answered with this, and never reaches the platform. */
  answerNext(
    answer: { status: number; headers?: Record<string, string>; body?: string },
    match?: RequestMatch,
  ): void;
  /** The next matching request reaches the platform, and its answer is never passed back. */
  holdNextAnswer(match?: RequestMatch): void;
  /** How many requests that match arrived so far. */
  count(match: RequestMatch): number;
  close(): Promise<void>;
}

type Switch =
  | { kind: 'answer'; match: RequestMatch; status: number; headers: Record<string, string>; body: string }
  | { kind: 'hold'; match: RequestMatch };

const any: RequestMatch = () => true;

export async function startInterposer(target: string): Promise<Interposer> {
  const upstream = new URL(target);
  const switches: Switch[] = [];
  const seen: IncomingMessage[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    seen.push(req);
    const at = switches.findIndex((s) => s.match(req));
    const active = at >= 0 ? switches.splice(at, 1)[0] : undefined;
    if (active?.kind === 'answer') {
      req.resume();
      res.writeHead(active.status, active.headers);
      res.end(active.body);
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    forwardTo(upstream, req, res, headers, (answer) => {
      if (active?.kind === 'hold') {
        answer.resume();
        return;
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answerNext(answer, match = any) {
      switches.push({
        kind: 'answer',
        match,
        status: answer.status,
        headers: answer.headers ?? {},
        body: answer.body ?? '',
      });
    },
    holdNextAnswer(match = any) {
      switches.push({ kind: 'hold', match });
    },
    count: (match) => seen.filter(match).length,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
