/**
 * Requests the service makes to addresses its users give it (webhook receivers, a Bluesky server),
 * through one client that refuses private and loopback addresses — after DNS resolution, on every
 * connection — unless the operator allows them, follows no redirects, and knows whether a request
 * that failed had been sent.
 */

export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** From the start of the request to the last byte of the answer. */
  timeoutMs: number;
  signal?: AbortSignal;
  /**
   * Answers larger than this fail with `too_large` as soon as they pass it (announced or not),
   * instead of being cut at the client's limit.
   */
  maxBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: Record<string, string>;
  /** The answer's body, cut at the client's limit. */
  body: Buffer;
}

export type OutboundFailure =
  /** The address is private, loopback, link-local or otherwise not public. */
  | 'blocked_address'
  | 'invalid_url'
  | 'dns_failed'
  | 'connect_failed'
  | 'timeout'
  | 'connection_lost'
  | 'aborted'
  /** The answer was larger than the request's `maxBytes`. */
  | 'too_large';

export class OutboundError extends Error {
  override name = 'OutboundError';

  constructor(
    readonly failure: OutboundFailure,
    /**
     * Whether the whole request had been handed to the network: if so, the receiver may have acted
     * on it, and sending it again could do the work twice.
     */
    readonly sent: boolean,
    message: string,
  ) {
    super(message);
  }
}

export interface OutboundHttp {
  /** Answers whatever status the receiver answered (3xx included: redirects are not followed). */
  request(request: OutboundRequest): Promise<OutboundResponse>;
  /**
   * Checks a URL given by a user now, as a request would: http(s), and a host that resolves only to
   * addresses the client may reach. Throws OutboundError (`invalid_url`, `blocked_address`,
   * `dns_failed`).
   */
  checkUrl(url: string): Promise<void>;
  /** The same client as a `fetch` function, for SDKs that take one; failures carry an OutboundError as `cause`. */
  fetch: typeof fetch;
}

/** Retry-After as seconds or as an HTTP date, in milliseconds from `now`. */
export function retryAfterOf(header: string | undefined, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
