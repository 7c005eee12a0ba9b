import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/app-error.js';
import { type ReceiverDeps, receiveUpload } from './upload-receiver.js';

/** The endpoint the embedded store offers, which the app mounts: a Fastify plugin. */
export type UploadEndpoint = (app: FastifyInstance) => Promise<void>;

/**
 * The upload PUT on the embedded storage: `PUT /storage/<path>?token=…` with the raw bytes, answered the way S3
 * answers a presigned PUT (200 with an ETag; 403 or 413 with an XML error document), so a client
 * written for S3 works against it unchanged. Browsers on another origin may PUT: the preflight is
 * answered and the ETag exposed.
 */
export const uploadEndpoint =
  (uploads: ReceiverDeps): UploadEndpoint =>
  async (app) => {
    // The body is streamed to storage as it arrives, whatever its type; nothing is buffered here.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // Errors raised before the handler (a malformed header, say) are answered as S3 would, too.
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      const status = error instanceof AppError ? error.status : error.statusCode;
      const clientError = typeof status === 'number' && status >= 400 && status < 500;
      if (!clientError) request.log.error({ err: error }, 'storage request failed');
      return clientError
        ? s3Error(cors(reply), request, 400, 'InvalidRequest', error.message)
        : s3Error(
            cors(reply),
            request,
            500,
            'InternalError',
            'We encountered an internal error. Please try again.',
          );
    });

    app.options('/storage/*', { schema: { hide: true } }, async (_request, reply) =>
      cors(reply)
        .header('Access-Control-Allow-Methods', 'PUT')
        .header('Access-Control-Allow-Headers', 'Content-Type')
        .header('Access-Control-Max-Age', '3000')
        .code(204)
        .send(),
    );

    app.put('/storage/*', { schema: { hide: true } }, async (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      const token = (request.query as { token?: unknown }).token;
      if (typeof token !== 'string' || token === '') {
        return s3Error(
          cors(reply),
          request,
          403,
          'AccessDenied',
          'Query-string authentication requires the token parameter.',
        );
      }
      const length = request.headers['content-length'];
      const outcome = await receiveUpload(uploads, {
        path,
        token,
        contentType: request.headers['content-type'],
        contentLength: length === undefined ? undefined : Number(length),
        body: (request.body as Readable | undefined) ?? request.raw,
      });
      if (!outcome.ok) return s3Error(cors(reply), request, outcome.status, outcome.code, outcome.message);
      return cors(reply).header('ETag', outcome.etag).code(200).send();
    });
  };

const cors = (reply: FastifyReply) =>
  reply.header('Access-Control-Allow-Origin', '*').header('Access-Control-Expose-Headers', 'ETag');

const xmlEscape = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

function s3Error(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: string,
  message: string,
) {
  // The body may still be arriving: close the connection after answering instead of reading it.
  if (!request.raw.readableEnded) reply.header('Connection', 'close');
  return reply
    .code(status)
    .type('application/xml')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
        `<RequestId>${xmlEscape(request.id)}</RequestId></Error>`,
    );
}
