import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../domain/tokens.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/persistence/store.js';

/** Every route registered inside this scope needs `Authorization: Bearer <token>`. */
export function requireAuthentication(app: FastifyInstance, deps: { store: Store; clock: Clock }): void {
  app.addHook('onRequest', async (request) => {
    request.auth = await authenticate(deps.store, deps.clock, request.headers.authorization);
  });
}
