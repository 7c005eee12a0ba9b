import { randomUUID } from 'node:crypto';
import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorCode, statusOf, titleOf } from '../../domain/app-error.js';

/**
 * Turns every error into an RFC 9457 problem document with a stable `code`. Nothing internal
 * (stack, SQL, file paths) reaches the client; unexpected errors are logged with the request id
 * and answered as 500 `internal`.
 */
export function registerProblemErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const problem = toProblem(error, request);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: problem.code, status: problem.status }, problem.detail);
    return sendProblem(reply, request, problem);
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, request, {
      code: 'not_found',
      status: 404,
      detail: `There is no ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}

interface ProblemParts {
  code: ErrorCode;
  status: number;
  detail: string;
  extensions?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The RFC 9457 document of a problem, with the request id to quote. */
const problemDocument = (p: ProblemParts, requestId: string) => ({
  type: `urn:contentforge:problem:${p.code}`,
  title: titleOf(p.code),
  status: p.status,
  detail: p.detail,
  code: p.code,
  requestId,
  ...p.extensions,
});

export function sendProblem(reply: FastifyReply, request: FastifyRequest, p: ProblemParts): FastifyReply {
  for (const [name, value] of Object.entries(p.headers ?? {})) reply.header(name, value);
  // Errors raised before the request hooks ran (a URL that does not decode) need it set here.
  reply.header('X-Request-Id', request.id);
  const body = problemDocument(p, request.id);
  return reply
    .code(p.status)
    .type('application/problem+json')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_request',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_request',
  FST_ERR_VALIDATION: 'invalid_request',
};

function toProblem(error: FastifyError | AppError | Error, request: FastifyRequest): ProblemParts {
  if (error instanceof AppError) {
    return {
      code: error.code,
      status: error.status,
      detail: error.detail,
      extensions: error.extensions,
      headers: error.headers,
    };
  }
  const fastifyError = error as FastifyError;
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) {
    const detail =
      mapped === 'unsupported_media_type'
        ? `Content-Type ${JSON.stringify(request.headers['content-type'] ?? '')} is not accepted here; send application/json.`
        : mapped === 'payload_too_large'
          ? 'The request body is too large.'
          : `The request body is not valid JSON: ${fastifyError.message}`;
    return { code: mapped, status: statusOf(mapped), detail };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 404
        ? 'not_found'
        : status === 413
          ? 'payload_too_large'
          : status === 415
            ? 'unsupported_media_type'
            : 'invalid_request';
    return { code, status: statusOf(code), detail: fastifyError.message };
  }
  return {
    code: 'internal',
    status: 500,
    detail: 'Something went wrong on our side. Quote the request id when reporting it.',
  };
}

/** The parser errors with an answer of their own; every other one is a malformed request (400). */
const PARSER_PROBLEMS: Record<string, Omit<ProblemParts, 'status'>> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    code: 'request_timeout',
    detail: 'The request did not arrive in time; the connection is closed.',
  },
  HPE_HEADER_OVERFLOW: {
    code: 'headers_too_large',
    detail: 'The request line and headers are larger than the server accepts (16 KiB).',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    code: 'payload_too_large',
    detail: 'The chunk extensions of the request body are too large.',
  },
};

/** A problem written as a whole HTTP/1.1 response on a connection that is closed after it. */
function rawProblemResponse(p: ProblemParts, requestId: string): string {
  const body = JSON.stringify(problemDocument(p, requestId));
  return (
    `HTTP/1.1 ${p.status} ${STATUS_CODES[p.status] ?? ''}\r\n` +
    'Content-Type: application/problem+json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    `X-Request-Id: ${requestId}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser raises before anything is routed (a
 * malformed request line, header or body framing, headers past the size limit, a request that took
 * too long to arrive) are answered as problem details too, and the connection is closed — the
 * parser cannot go on after them. Nothing is written when an answer to the request has begun.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string; reason?: unknown },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code === undefined ? undefined : PARSER_PROBLEMS[error.code];
  const reason = typeof error.reason === 'string' ? ` (${error.reason})` : '';
  const parts = known ?? {
    code: 'invalid_request' as const,
    detail: `The request is not valid HTTP/1.1${reason}.`,
  };
  const problem = { ...parts, status: statusOf(parts.code) };
  const requestId = randomUUID();
  this.log.info({ requestId, code: problem.code, status: problem.status, cause: error.code }, problem.detail);
  const answering = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
  if (!socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(rawProblemResponse(problem, requestId), () => socket.destroy());
}

/**
 * The `checkExpectation` event of Node's server: an `Expect` header other than `100-continue`.
 * Node would answer a bare 417 and keep the connection; this answers problem details and closes
 * it, since the body that may follow is never read.
 */
export function answerExpectationFailed(
  log: FastifyBaseLogger,
  response: ServerResponse,
  requestId: string,
): void {
  const problem: ProblemParts = {
    code: 'expectation_failed',
    status: statusOf('expectation_failed'),
    detail: 'The server meets no expectation but 100-continue; send the request without this Expect header.',
  };
  log.info({ requestId, code: problem.code, status: problem.status }, problem.detail);
  const body = JSON.stringify(problemDocument(problem, requestId));
  response.writeHead(problem.status, {
    'Content-Type': 'application/problem+json',
    'Content-Length': Buffer.byteLength(body),
    'X-Request-Id': requestId,
    Connection: 'close',
  });
  response.end(body);
}
