/**
 * A peer that misbehaves on request: an HTTP proxy in front of any platform's stand-in (or of
 * nothing at all) that passes everything through until it is told to spoil an answer, then
 * replaces that JSON answer's body with `null`, another type altogether, or the same fields with
 * values of the wrong types — what a broken or hostile server (any Mastodon instance a user names,
 * a misconfigured API base) may send. The service must answer its own callers 4xx, never 5xx.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardTo } from '../http-forwarding.js';

/** How an answer is spoiled. */
export type Spoiling =
  | { kind: 'replace'; body: string }
  /** Every value, at every depth, swapped for one of another type (chosen by `seed`). */
  | { kind: 'wrong-types'; seed: number };

/** Whole bodies a JSON API never answers but a hostile one may. */
export const HOSTILE_BODIES = ['null', '[]', '"ok"', '42', 'true', '{}', '[null]', '{"error":null}'];

export interface HostilePeer {
  /** Where to point the service: the proxy, or the peer itself without a target. */
  readonly url: string;
  /** Spoils the JSON answer `index` answers from now (0: the next one); the rest pass through. */
  spoil(index: number, how: Spoiling): void;
  /** Passes everything through again. */
  behave(): void;
  /** JSON answers passed on (spoiled or not) since the last `spoil` or `behave`. */
  answered(): number;
  close(): Promise<void>;
}

/** Swaps every value of `value` for one of another type, deterministically by `seed`. */
export function wrongTypes(value: unknown, seed: number): unknown {
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state;
  };
  const pick = <T>(options: T[]) => options[next() % options.length]!;
  const swap = (v: unknown, depth: number): unknown => {
    if (Array.isArray(v)) {
      return depth < 6 && next() % 2 ? v.map((item) => swap(item, depth + 1)) : pick([{}, 'list', 7, null]);
    }
    if (v !== null && typeof v === 'object') {
      if (depth >= 6 || next() % 4 === 0) return pick([[], 'object', 0, null]);
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, swap(item, depth + 1)]));
    }
    if (typeof v === 'string') return pick([12345, null, {}, [], true, -1.5]);
    if (typeof v === 'number') return pick(['lots', null, {}, [v], Number.MAX_SAFE_INTEGER * 1e10]);
    if (typeof v === 'boolean') return pick(['yes', 1, null, {}]);
    return pick(['null', 0, {}, []]);
  };
  return swap(value, 0);
}

export async function startHostilePeer(target?: string): Promise<HostilePeer> {
  let plan: { index: number; how: Spoiling } | undefined;
  let count = 0;
  const upstream = target ? new URL(target) : undefined;

  const spoiled = (body: Buffer, index: number): Buffer | undefined => {
    if (!plan || plan.index !== index) return undefined;
    if (plan.how.kind === 'replace') return Buffer.from(plan.how.body);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      parsed = {};
    }
    return Buffer.from(JSON.stringify(wrongTypes(parsed, plan.how.seed)) ?? 'null');
  };

  const server = createServer((req, res) => {
    if (!upstream) {
      // Nothing behind: every answer is a JSON one, `{}` unless spoiled.
      req.resume();
      req.on('end', () => {
        const body = spoiled(Buffer.from('{}'), count++) ?? Buffer.from('{}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(body);
      });
      return;
    }
    forwardTo(upstream, req, res, { ...req.headers, host: upstream.host }, (answer) => {
      const json = /json/.test(String(answer.headers['content-type'] ?? ''));
      if (!json) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const real = Buffer.concat(chunks);
        const body = spoiled(real, count++) ?? real;
        const { 'content-length': _, 'transfer-encoding': __, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': String(body.length) });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spoil(index, how) {
      plan = { index, how };
      count = 0;
    },
    behave() {
      plan = undefined;
      count = 0;
    },
    answered: () => count,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
