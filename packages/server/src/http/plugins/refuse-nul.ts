import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '../../domain/app-error.js';

/**
 * NUL characters are never meaningful in this API, and PostgreSQL cannot store them in text: a
 * request carrying one in its path, query or JSON body is refused with 400 before it reaches any
 * route, so both databases answer alike.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(problemAt(findNul(request.params, 'path') ?? findNul(request.query, 'query')));
  });
  app.addHook('preValidation', (request, _reply, done) => {
    done(problemAt(findNul(request.body, 'body')));
  });
}

function problemAt(path: string | null): Error | undefined {
  if (!path) return undefined;
  return invalidRequest('The request contains a NUL character, which is not accepted.', [
    { path, message: 'must not contain NUL characters' },
  ]);
}

function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  // A streamed body (the storage endpoint's) or raw bytes are not inspected.
  if (value && typeof value === 'object' && !(value instanceof Stream) && !Buffer.isBuffer(value)) {
    for (const [key, v] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '\\0')}`;
      const found = findNul(v, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}
