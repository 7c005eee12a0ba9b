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
  app.addHook('onRequest', async (request, reply) => {
    if (!stopping) return;
    const route = request.routeOptions.url;
    if (route === '/healthz' || route === '/readyz') return;
    return sendProblem(reply, request, {
      code: 'unavailable',
      status: 503,
      detail: 'The service is shutting down; send the request again (another instance will answer it).',
      headers: { Connection: 'close' },
    });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (stopping) reply.header('Connection', 'close');
    return payload;
  });
  return () => stopping;
}
