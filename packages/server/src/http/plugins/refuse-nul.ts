import { Stream } from 'node:stream';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { invalidRequest } from '../../domain/app-error.js';

/**
 * How deep a JSON body may nest. The deepest body of the API nests three levels
 * (`perPlatform.x.caption`); anything far deeper is refused before a schema or a walk sees it.
 */
const MAX_JSON_DEPTH = 32;

// Fastify reads no body for these (its `bodyless` methods).
const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * NUL characters are never meaningful in this API, and PostgreSQL cannot store them in text: a
 * request carrying one in its path, query or JSON body is refused with 400 before it reaches any
 * route, so both databases answer alike. The same walk refuses bodies nested deeper than
 * MAX_JSON_DEPTH; it keeps its own stack, so no body can exhaust the call stack.
 *
 * Only what can hold one is inspected. A NUL reaches the path or the query string only
 * percent-encoded (Node refuses a raw one in the request line), so a URL without `%00` is passed
 * without decoding or walking anything; bodies are walked only on routes whose method takes one,
 * and only when one was sent.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.includes('%00')) return done();
    done(problemOf(inspect(request.params, 'path') ?? inspect(request.query, 'query')));
  });
  const inspectBody: preValidationHookHandler = (request, _reply, done) => {
    if (request.body === null || request.body === undefined) return done();
    done(problemOf(inspect(request.body, 'body')));
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => METHODS_WITHOUT_BODY.has(method))) return;
    route.preValidation = [inspectBody, ...[route.preValidation ?? []].flat()];
  });
}

type Finding = { kind: 'nul' | 'depth'; path: string };

function problemOf(finding: Finding | null): Error | undefined {
  if (!finding) return undefined;
  if (finding.kind === 'depth') {
    return invalidRequest(
      `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels, which is not accepted.`,
      [{ path: finding.path, message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` }],
    );
  }
  return invalidRequest('The request contains a NUL character, which is not accepted.', [
    { path: finding.path, message: 'must not contain NUL characters' },
  ]);
}

/** Depth-first, with an explicit stack: the first NUL character or excessive nesting found. */
function inspect(root: unknown, rootPath: string): Finding | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value: root, path: rootPath, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul', path };
      continue;
    }
    // A streamed body (the storage endpoint's) or raw bytes are not inspected.
    if (!value || typeof value !== 'object' || value instanceof Stream || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_JSON_DEPTH) return { kind: 'depth', path };
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    const children: Array<{ value: unknown; path: string; depth: number }> = [];
    for (const [key, child] of entries) {
      const name = String(key);
      if (name.includes('\u0000'))
        return { kind: 'nul', path: `${path}.${name.replaceAll('\u0000', '\\0')}` };
      children.push({ value: child, path: `${path}.${name}`, depth: depth + 1 });
    }
    // Reversed, so that the first child is looked at first, as a reader would.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return null;
}
