import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem-errors.js';

/**
 * A stop as clients see it. From the moment the app starts closing (the listener is closed then,
 * so new connections are refused), a request that still arrives on a connection kept open is
 * answered 503 `unavailable`, and every answer, those of requests in flight included, closes its
 * connection: the server can then close as soon as the last request in flight is answered.
 * `/healthz` and `/readyz` keep answering (alive; not ready). Answers whether the app is stopping.
 */
export function registerShutdown(app: FastifyInstance): () => boolean {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // Callback hooks, not async ones: they run on every request and, until the app stops, do nothing.
  app.addHook('onRequest', (request, reply, done) => {
    if (!stopping) return done();
    const route = request.routeOptions.url;
    if (route === '/healthz' || route === '/readyz') return done();
    sendProblem(reply, request, {
      code: 'unavailable',
      status: 503,
      detail: 'The service is shutting down; send the request again (another instance will answer it).',
      headers: { Connection: 'close' },
    });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('Connection', 'close');
    done(null, payload);
  });
  return () => stopping;
}
