/**
 * Typed errors. Every problem the API answers (RFC 9457 problem details with a stable `code`)
 * becomes a `ContentforgeError`, or the subclass for its code, so callers branch with `instanceof`
 * rather than by reading status numbers.
 */
import type { components } from './openapi.js';

export type Problem = components['schemas']['Problem'] & Record<string, unknown>;

export interface FieldError {
  path: string;
  message: string;
}

/** What stops a publish; one with a `fix` is posted as a variant when the publish has `autoFix`. */
export type PublishProblem = components['schemas']['PublishProblem'];

export class ContentforgeError extends Error {
  override name = 'ContentforgeError';
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The stable, machine-readable code (`insufficient_credits`, `not_found`, …). */
  readonly code: string;
  readonly title: string;
  readonly detail: string | undefined;
  /** The whole problem as the API answered it, extensions included. */
  readonly problem: Problem | undefined;
  /** The `X-Request-Id` of the answer: quote it when asking the operator about a failure. */
  readonly requestId: string | undefined;

  constructor(
    status: number,
    problem: Problem | undefined,
    fallback: { code: string; title: string; detail?: string },
    requestId?: string,
    options?: { cause?: unknown },
  ) {
    const detail = problem?.detail ?? fallback.detail;
    super(detail ?? problem?.title ?? fallback.title, options);
    this.status = status;
    this.code = problem?.code ?? fallback.code;
    this.title = problem?.title ?? fallback.title;
    this.detail = detail;
    this.problem = problem;
    this.requestId = requestId;
  }
}

/** 400 `invalid_request`: `errors` says which field is wrong and why. */
export class ValidationError extends ContentforgeError {
  override name = 'ValidationError';
  get errors(): FieldError[] {
    return (this.problem?.errors as FieldError[] | undefined) ?? [];
  }
}

/** 401: the token is missing, unknown, expired or revoked. */
export class AuthenticationError extends ContentforgeError {
  override name = 'AuthenticationError';
}

/** 403: the token's role or kind may not do this. */
export class PermissionDeniedError extends ContentforgeError {
  override name = 'PermissionDeniedError';
}

/** 404: not there, or not in a workspace this token reaches. */
export class NotFoundError extends ContentforgeError {
  override name = 'NotFoundError';
}

/** 409: `conflict`, `idempotency_conflict` or `already_published`. */
export class ConflictError extends ContentforgeError {
  override name = 'ConflictError';
}

/** 402 `insufficient_credits`: nothing was charged or created. Send people to `purchaseUrl`. */
export class InsufficientCreditsError extends ContentforgeError {
  override name = 'InsufficientCreditsError';
  get purchaseUrl(): string {
    return String(this.problem?.purchaseUrl ?? '');
  }
  /** Credits the call needed. */
  get required(): number {
    return Number(this.problem?.required ?? 0);
  }
  /** Credits that could be spent when it was refused. */
  get balance(): number {
    return Number(this.problem?.balance ?? 0);
  }
}

/** 422 `publish_blocked`: every reason the post cannot be published, per target. */
export class PublishBlockedError extends ContentforgeError {
  override name = 'PublishBlockedError';
  get problems(): PublishProblem[] {
    return (this.problem?.problems as PublishProblem[] | undefined) ?? [];
  }
}

/** 429 after the client's own retries: `retryAfterSeconds` says when the token may call again. */
export class RateLimitError extends ContentforgeError {
  override name = 'RateLimitError';
  retryAfterSeconds: number | undefined;
}

/** No answer: the service could not be reached, the connection broke, or the time-out passed. */
export class ConnectionError extends ContentforgeError {
  override name = 'ConnectionError';
}

/** What a failed connection's code means, in words. */
const NETWORK_FAILURES: Record<string, string> = {
  ECONNREFUSED: 'nothing is listening there',
  ENOTFOUND: 'the host name is not known',
  EAI_AGAIN: 'the host name could not be looked up',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  UND_ERR_SOCKET: 'the connection closed before an answer',
  EPROTO: 'the secure connection failed (an http:// service called as https://, or the reverse?)',
  CERT_HAS_EXPIRED: 'its TLS certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'its TLS certificate is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its TLS certificate is self-signed',
  ERR_TLS_CERT_ALTNAME_INVALID: 'its TLS certificate is for another name',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its TLS certificate could not be verified',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its TLS certificate could not be verified',
};

/**
 * Why a request got no answer, in words, from what `fetch` threw: runtimes say only "fetch failed"
 * and keep the reason (`ECONNREFUSED`, `ENOTFOUND`, a certificate, …) in its `cause`.
 */
export function describeNetworkFailure(err: unknown): string {
  let reason: { code?: unknown; message?: unknown } | undefined;
  let innermost = err as { message?: unknown } | undefined;
  for (let at: unknown = err, depth = 0; at && typeof at === 'object' && depth < 8; depth++) {
    const current = at as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof current.message === 'string' && current.message) innermost = current;
    if (typeof current.code === 'string' && !reason) reason = current;
    // Several addresses tried (localhost as ::1 and 127.0.0.1): the first one's failure.
    at = current.cause ?? (Array.isArray(current.errors) ? current.errors[0] : undefined);
  }
  const message = typeof innermost?.message === 'string' ? innermost.message : '';
  const code = typeof reason?.code === 'string' ? reason.code : undefined;
  const words = code ? NETWORK_FAILURES[code] : undefined;
  if (words) return message && message !== 'fetch failed' ? `${words} (${message})` : `${words} (${code})`;
  if (code) return message && message !== 'fetch failed' ? `${message} (${code})` : code;
  return message && message !== 'fetch failed' ? message : 'the request failed before an answer arrived';
}

/** A generation that ended `failed` or `canceled`; its credits were refunded. */
export class GenerationFailedError extends ContentforgeError {
  override name = 'GenerationFailedError';
  constructor(readonly generation: components['schemas']['Generation']) {
    super(0, undefined, {
      code: generation.error?.code ?? generation.status,
      title: `The generation ${generation.status === 'canceled' ? 'was canceled' : 'failed'}`,
      detail:
        generation.error?.message ??
        `Generation ${generation.id} ended ${generation.status}; nothing was charged for it.`,
    });
  }
}

/** The error for a problem answer: the subclass its code or status calls for. */
export function errorOf(status: number, problem: Problem | undefined, requestId?: string): ContentforgeError {
  const code = problem?.code;
  const fallback = { code: code ?? `http_${status}`, title: problem?.title ?? `HTTP ${status}` };
  const args = [status, problem, fallback, requestId] as const;
  if (code === 'insufficient_credits' || status === 402) return new InsufficientCreditsError(...args);
  if (code === 'publish_blocked') return new PublishBlockedError(...args);
  if (code === 'invalid_request') return new ValidationError(...args);
  if (status === 401) return new AuthenticationError(...args);
  if (status === 403) return new PermissionDeniedError(...args);
  if (status === 404) return new NotFoundError(...args);
  if (status === 409) return new ConflictError(...args);
  if (status === 429) return new RateLimitError(...args);
  return new ContentforgeError(...args);
}

/** A generation still running when the caller's wait ran out: it goes on, and can be read later. */
export class GenerationTimeoutError extends ContentforgeError {
  override name = 'GenerationTimeoutError';
  constructor(
    readonly generation: components['schemas']['Generation'],
    waitedMs: number,
  ) {
    super(0, undefined, {
      code: 'wait_timeout',
      title: 'The generation did not end in time',
      detail: `Generation ${generation.id} was still ${generation.status} after ${Math.round(waitedMs / 1000)} s; it goes on (read it later with generations.get).`,
    });
  }
}
