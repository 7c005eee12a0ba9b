import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

export function sendProblem(reply: FastifyReply, request: FastifyRequest, p: ProblemParts): FastifyReply {
  for (const [name, value] of Object.entries(p.headers ?? {})) reply.header(name, value);
  // Errors raised before the request hooks ran (a URL that does not decode) need it set here.
  reply.header('X-Request-Id', request.id);
  const body = {
    type: `urn:contentforge:problem:${p.code}`,
    title: titleOf(p.code),
    status: p.status,
    detail: p.detail,
    code: p.code,
    requestId: request.id,
    ...p.extensions,
  };
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
