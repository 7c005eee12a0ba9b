/**
 * One HTTP exchange with the API, as every call of the client makes it: the token, the workspace,
 * JSON in and out, problem details turned into typed errors, and retries where they are safe —
 * 429 and 503 after `Retry-After`, and a connection that broke before an answer, for requests that
 * can be repeated (reads, and paid calls, which always carry an `Idempotency-Key`).
 */
import {
  ConnectionError,
  type ContentforgeError,
  describeNetworkFailure,
  errorOf,
  type Problem,
  RateLimitError,
} from './errors.js';

export type FetchFn = (input: string, init: RequestInit & { duplex?: 'half' }) => Promise<Response>;

export interface ClientOptions {
  /** The service's address, e.g. `http://localhost:8080` (a trailing `/v1` is accepted too). */
  baseUrl: string;
  /**
   * An API or agent token: `Authorization: Bearer <token>`. Not given in a browser signed in to
   * the web app, which sends its session cookie instead (`browserSession`).
   */
  token?: string | undefined;
  /**
   * In a browser signed in with the service's session cookie (the web app): no token, and every
   * change (POST, PATCH, DELETE) carries the CSRF header, the value `csrfToken` reads from the
   * `cf_csrf` cookie.
   */
  browserSession?: { csrfToken: () => string | undefined } | undefined;
  /** The workspace to act in (`X-Workspace-Id`); by default the token's own or the account's first. */
  workspaceId?: string | undefined;
  /** The fetch to use (by default the global one): tests and unusual runtimes pass their own. */
  fetch?: FetchFn | undefined;
  /** Retries of a 429, a 503 or a broken connection, after the first attempt. Default 3. */
  maxRetries?: number | undefined;
  /** A `Retry-After` longer than this is not waited for: the error is thrown at once. Default 60 s. */
  maxRetryDelayMs?: number | undefined;
  /** How long one attempt may take before it is abandoned. Default 120 s. */
  timeoutMs?: number | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
}

/** Per call: cancel it, fix its idempotency key, or change the client's limits for it. */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
  /**
   * For paid calls: the same key with the same request within 24 h answers the first response
   * again and charges nothing more. The client makes one for every paid call that is given none.
   */
  idempotencyKey?: string | undefined;
  headers?: Record<string, string> | undefined;
  timeoutMs?: number | undefined;
  maxRetries?: number | undefined;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query | undefined;
  body?: unknown;
  /** A file sent as it is instead of a JSON body (a brand font). */
  file?: { bytes: Blob | Uint8Array; contentType: string } | undefined;
  /** A paid call: it gets an `Idempotency-Key`, which also makes it safe to send again. */
  paid?: boolean;
  options?: RequestOptions | undefined;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

const RETRIED_STATUSES = new Set([429, 503]);

export class Transport {
  readonly baseUrl: string;
  readonly apiUrl: string;
  private readonly fetchFn: FetchFn;
  private readonly maxRetries: number;
  private readonly maxRetryDelayMs: number;
  private readonly timeoutMs: number;

  constructor(readonly options: ClientOptions) {
    if (!options.baseUrl) throw new TypeError('baseUrl is required, e.g. http://localhost:8080');
    if (!options.token && !options.browserSession) throw new TypeError('token is required');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    this.apiUrl = `${this.baseUrl}/v1`;
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.maxRetries = options.maxRetries ?? 3;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  /** The same client in another workspace. */
  withWorkspace(workspaceId: string): Transport {
    return new Transport({ ...this.options, workspaceId });
  }

  /** Sends a call to the API and answers its parsed body; a problem answer throws its typed error. */
  async send<T>(call: Call): Promise<Answer<T>> {
    const options = call.options ?? {};
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
      ...this.options.headers,
      ...options.headers,
    };
    const csrf = call.method === 'GET' ? undefined : this.options.browserSession?.csrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
    if (this.options.workspaceId) headers['x-workspace-id'] = this.options.workspaceId;
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.file) headers['content-type'] = call.file.contentType;
    if (call.paid && call.query?.dryRun !== true) {
      headers['idempotency-key'] = options.idempotencyKey ?? globalThis.crypto.randomUUID();
    }
    const url = `${this.apiUrl}${call.path}${queryString(call.query)}`;
    const body: RequestInit['body'] = call.file
      ? (call.file.bytes as RequestInit['body'])
      : call.body === undefined
        ? undefined
        : JSON.stringify(call.body);
    // A read, or a paid call under its key, may be sent again when the connection broke.
    const repeatable =
      call.method === 'GET' ||
      call.method === 'PUT' ||
      call.method === 'DELETE' ||
      'idempotency-key' in headers;
    const response = await this.exchange(
      () => ({ method: call.method, headers, ...(body !== undefined ? { body } : {}) }),
      url,
      { ...options, repeatable },
    );
    return { status: response.status, headers: response.headers, body: (await readJson(response)) as T };
  }

  /**
   * Fetches with the client's time-out and retries; answers a 2xx response, throws the typed error
   * of any other. `init` is called again for each attempt (a streamed body cannot be sent twice).
   */
  async exchange(
    init: () => RequestInit & { duplex?: 'half' },
    url: string,
    options: RequestOptions & { repeatable: boolean },
  ): Promise<Response> {
    const maxRetries = options.maxRetries ?? this.maxRetries;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await this.fetchFn(url, { ...init(), signal });
      } catch (err) {
        if (options.signal?.aborted) throw options.signal.reason;
        const timedOut = timeout.aborted;
        if (options.repeatable && attempt < maxRetries) {
          await sleep(backoffMs(attempt), options.signal);
          continue;
        }
        throw new ConnectionError(
          0,
          undefined,
          timedOut
            ? { code: 'timeout', title: 'No answer in time', detail: `${url} did not answer in time.` }
            : {
                code: 'connection_failed',
                title: 'The service could not be reached',
                detail: `Could not reach ${url}: ${describeNetworkFailure(err)}.`,
              },
          undefined,
          { cause: err },
        );
      }
      if (response.ok) return response;
      if (RETRIED_STATUSES.has(response.status) && attempt < maxRetries) {
        const delay = retryAfterMs(response.headers) ?? backoffMs(attempt);
        if (delay <= this.maxRetryDelayMs) {
          await response.body?.cancel().catch(() => undefined);
          await sleep(delay, options.signal);
          continue;
        }
      }
      throw await problemError(response);
    }
  }
}

/** The typed error of a response that is not a success. */
export async function problemError(response: Response): Promise<ContentforgeError> {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  let problem: Problem | undefined;
  const text = await response.text().catch(() => '');
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) problem = parsed as Problem;
    } catch {
      // Not JSON after all: the status alone describes it.
    }
  }
  const error = errorOf(
    response.status,
    problem ?? {
      type: 'about:blank',
      status: response.status,
      code: `http_${response.status}`,
      title: response.statusText || `HTTP ${response.status}`,
      detail: text.slice(0, 500) || `The answer was HTTP ${response.status}.`,
    },
    requestId,
  );
  if (error instanceof RateLimitError) {
    const ms = retryAfterMs(response.headers);
    error.retryAfterSeconds = ms === undefined ? undefined : Math.ceil(ms / 1000);
  }
  return error;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** 0.5 s, 1 s, 2 s, … (at most 8 s), each with up to a quarter more at random. */
function backoffMs(attempt: number): number {
  const base = Math.min(8000, 500 * 2 ** attempt);
  return base + Math.random() * base * 0.25;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}
