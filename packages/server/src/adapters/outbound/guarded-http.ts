import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import {
  OutboundError,
  type OutboundHttp,
  type OutboundRequest,
  type OutboundResponse,
} from '../../ports/outbound-http.js';

export interface GuardedHttpOptions {
  /** ALLOW_PRIVATE_TARGETS: reach loopback and private addresses too (development, tests). */
  allowPrivate: boolean;
  /** Bodies of answers are cut here (webhook receivers answer a few bytes; blobs are small). */
  maxResponseBytes?: number;
  /** The default time limit of `fetch` calls, which carry none of their own. */
  fetchTimeoutMs?: number;
}

/** Whether an address is one anyone on the internet can reach: not private, loopback, link-local, … */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/**
 * The outbound client over node:http. The guard sits in the connection's own DNS lookup, so the
 * address checked is the address connected to (no second resolution a rebinding DNS server could
 * answer differently); a literal IP in the URL, which Node connects to without a lookup, is checked
 * before. Each request has a connection of its own, so a connection lost before the request was
 * written whole means the receiver never had it.
 */
export function createGuardedHttp(options: GuardedHttpOptions): OutboundHttp {
  const maxResponseBytes = options.maxResponseBytes ?? 1024 * 1024;
  const allowed = (address: string) => options.allowPrivate || isPublicAddress(address);

  const guardedLookup: LookupFunction = (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { ...lookupOptions, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const usable = addresses.filter((a) => allowed(a.address));
      if (usable.length === 0) {
        const blocked = Object.assign(new Error(`${hostname} resolves to a private address`), {
          code: 'EBLOCKED',
        });
        return callback(blocked, '', 4);
      }
      if (lookupOptions.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };

  function parse(url: string): URL {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new OutboundError('invalid_url', false, 'not a valid URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new OutboundError('invalid_url', false, 'only http and https URLs can be reached');
    }
    if (parsed.username || parsed.password) {
      throw new OutboundError('invalid_url', false, 'URLs with a user name or password are not accepted');
    }
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !allowed(host)) {
      throw new OutboundError('blocked_address', false, `${host} is not a public address`);
    }
    return parsed;
  }

  function request(req: OutboundRequest): Promise<OutboundResponse> {
    return new Promise((resolve, reject) => {
      let url: URL;
      try {
        url = parse(req.url);
      } catch (err) {
        return reject(err);
      }
      if (req.signal?.aborted) return reject(new OutboundError('aborted', false, 'the request was aborted'));
      const body = req.body === undefined ? undefined : Buffer.from(req.body);
      const client = url.protocol === 'https:' ? https : http;
      let sent = false;
      let settled = false;
      const fail = (failure: OutboundError['failure'], message: string) => {
        if (settled) return;
        settled = true;
        cleanup();
        outgoing.destroy();
        reject(new OutboundError(failure, sent, message));
      };
      const outgoing = client.request(url, {
        method: req.method,
        headers: {
          ...req.headers,
          ...(body ? { 'content-length': String(body.length) } : {}),
        },
        agent: false,
        lookup: guardedLookup,
      });
      const timer = setTimeout(
        () => fail('timeout', `no complete answer within ${Math.round(req.timeoutMs / 100) / 10} s`),
        req.timeoutMs,
      );
      const onAbort = () => fail('aborted', 'the request was aborted');
      req.signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = () => {
        clearTimeout(timer);
        req.signal?.removeEventListener('abort', onAbort);
      };
      // 'finish': the whole request was handed to the network.
      outgoing.on('finish', () => {
        sent = true;
      });
      outgoing.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EBLOCKED') return fail('blocked_address', err.message);
        if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN')
          return fail('dns_failed', `${url.hostname} could not be resolved`);
        if (!sent && ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT'].includes(err.code ?? '')) {
          return fail('connect_failed', `could not connect to ${url.host} (${err.code})`);
        }
        fail('connection_lost', `the connection to ${url.host} was lost (${err.code ?? err.message})`);
      });
      outgoing.on('response', (incoming) => {
        sent = true;
        const chunks: Buffer[] = [];
        let size = 0;
        const limit = req.maxBytes ?? maxResponseBytes;
        const tooLarge = () => fail('too_large', `the answer of ${url.host} is larger than ${limit} bytes`);
        if (req.maxBytes !== undefined && Number(incoming.headers['content-length'] ?? 0) > limit) {
          return tooLarge();
        }
        incoming.on('data', (chunk: Buffer) => {
          if (req.maxBytes !== undefined && size + chunk.length > limit) return tooLarge();
          if (size >= limit) return;
          chunks.push(chunk.subarray(0, limit - size));
          size += chunk.length;
        });
        incoming.on('error', () => fail('connection_lost', `the answer of ${url.host} was cut off`));
        incoming.on('end', () => {
          if (settled) return;
          settled = true;
          cleanup();
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: incoming.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      });
      outgoing.end(body);
    });
  }

  async function checkUrl(url: string): Promise<void> {
    const parsed = parse(url);
    const host = parsed.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return;
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (err, found) =>
        err
          ? reject(new OutboundError('dns_failed', false, `${host} could not be resolved`))
          : resolve(found),
      ),
    );
    if (!addresses.some((a) => allowed(a.address))) {
      throw new OutboundError('blocked_address', false, `${host} resolves to a private address`);
    }
  }

  const guardedFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const incoming = new Request(input, init);
    const headers: Record<string, string> = {};
    incoming.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body =
      incoming.method === 'GET' || incoming.method === 'HEAD'
        ? undefined
        : Buffer.from(await incoming.arrayBuffer());
    try {
      const answer = await request({
        method: incoming.method as OutboundRequest['method'],
        url: incoming.url,
        headers,
        ...(body && body.length > 0 ? { body } : {}),
        timeoutMs: options.fetchTimeoutMs ?? 30_000,
        signal: incoming.signal,
      });
      const noBody = answer.status === 204 || answer.status === 304 || incoming.method === 'HEAD';
      return new Response(noBody ? null : answer.body, { status: answer.status, headers: answer.headers });
    } catch (err) {
      throw new TypeError('fetch failed', { cause: err });
    }
  }) as typeof fetch;

  return { request, checkUrl, fetch: guardedFetch };
}
