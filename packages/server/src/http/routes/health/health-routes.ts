import type { FastifyInstance } from 'fastify';
import { withinTime } from '../../../time-limits.js';
import { sendProblem } from '../../plugins/problem-errors.js';

/** What a process needs to serve requests: each check throws when its part cannot be reached. */
export type ReadinessChecks = Readonly<Record<'database' | 'storage' | 'jobs', () => Promise<void>>>;

const PARTS: Record<keyof ReadinessChecks, string> = {
  database: 'the database',
  storage: 'the storage',
  jobs: 'the job queue',
};

/** A check that has not answered by then has failed: a balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

/**
 * `/healthz` (liveness: the process answers; it asks nothing else, so an outage of the database
 * never gets healthy processes restarted) and `/readyz` (readiness: the database, the storage and
 * the job queue answer, and the process is not shutting down; otherwise 503 naming what failed, so
 * a balancer sends requests elsewhere). Outside /v1: no token, no rate limit, not in the OpenAPI
 * document.
 */
export function healthRoutes(checks: ReadinessChecks, shuttingDown: () => boolean) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      if (shuttingDown()) {
        return sendProblem(reply, request, {
          code: 'unavailable',
          status: 503,
          detail: 'Not ready: the service is shutting down.',
        });
      }
      const names = Object.keys(checks) as Array<keyof ReadinessChecks>;
      const outcomes = await Promise.all(
        names.map((name) =>
          withinTime(checks[name](), CHECK_TIMEOUT_MS, `no answer within ${CHECK_TIMEOUT_MS} ms`).then(
            () => 'ok' as const,
            (err: unknown) => {
              request.log.warn({ err, check: name }, `readiness: ${PARTS[name]} cannot be reached`);
              return 'failed' as const;
            },
          ),
        ),
      );
      const report = Object.fromEntries(names.map((name, i) => [name, outcomes[i]]));
      const failed = names.filter((_, i) => outcomes[i] === 'failed');
      if (failed.length === 0) return { status: 'ok', checks: report };
      return sendProblem(reply, request, {
        code: 'unavailable',
        status: 503,
        detail: `Not ready: ${failed.map((name) => PARTS[name]).join(', ')} cannot be reached.`,
        extensions: { checks: report },
      });
    });
  };
}
