import type { Database } from '../adapters/db/database.js';
import { createDatabaseJobRunner } from '../adapters/jobs/database-job-runner.js';
import { createPgBossJobEngine } from '../adapters/jobs/pg-boss-job-engine.js';
import type { Config } from '../config.js';
import { jobConcurrency } from '../domain/jobs/all-jobs.js';
import type { JobEngine } from '../ports/job-queue.js';

/**
 * The embedded runner over the service's own database on SQLite; pg-boss on PostgreSQL, in a
 * schema of its own (`pgboss`, or `<schema>_jobs` when DATABASE_URL names a schema).
 */
export function chooseJobEngine(
  config: Config,
  database: Database,
  parts: Pick<
    Parameters<typeof createDatabaseJobRunner>[0],
    'store' | 'clock' | 'log' | 'handlers' | 'periodic'
  > & {
    runsJobs: boolean;
  },
): JobEngine {
  if (database.postgres) {
    const { connectionString, schema } = database.postgres;
    return createPgBossJobEngine({
      ...parts,
      connectionString,
      schema: schema ? `${schema}_jobs` : 'pgboss',
      concurrency: concurrencyOf(config),
      timeoutSeconds: config.jobTimeoutSeconds,
      works: parts.runsJobs,
    });
  }
  return createDatabaseJobRunner({ ...parts, concurrency: concurrencyOf(config), soleWorker: true });
}

/** A worker's slots per lane, for each kind of job on that lane (ports/job-queue.ts). */
function concurrencyOf(config: Config): Record<string, number> {
  return jobConcurrency({
    generation: config.jobConcurrency,
    delivery: config.deliveryConcurrency,
    scheduling: 2,
  });
}
