import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, pages and API alike, unless its route set its own: no other site
 * may frame a page (clickjacking the web application's buttons), a browser takes each file as the
 * type it is served with rather than guessing (an uploaded file never runs as a script or a page),
 * and the address of a page (an invitation link holds its token) goes to no other site as a
 * referrer. Three headers do not earn a library.
 */
const HEADERS: Record<string, string> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

const ENTRIES = Object.entries(HEADERS);

export function addSecurityHeaders(app: FastifyInstance): void {
  // A callback hook rather than an async one: it runs on every answer, and a promise per answer
  // for four header checks is most of its cost.
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of ENTRIES) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
