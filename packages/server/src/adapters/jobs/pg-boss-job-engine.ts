import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { JobEngine, JobHandler, PeriodicTask } from '../../ports/job-queue.js';
import type { Store } from '../../ports/persistence/store.js';
import { settlesWithin } from '../../time-limits.js';
import { executorOf } from '../db/store.js';

export interface PgBossJobEngineOptions {
  /** The service's PostgreSQL database; pg-boss keeps its tables in `schema` there. */
  connectionString: string;
  schema: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  handlers: Record<string, JobHandler>;
  periodic: readonly PeriodicTask[];
  /** Jobs of each kind run at once in this process (a kind not named: 1). */
  concurrency: Readonly<Record<string, number>>;
  /**
   * The longest a job may run. Past it, it is stopped and run again; it is also how long the job of
   * a worker that died waits before another worker takes it up (pg-boss has no heartbeat).
   */
  timeoutSeconds: number;
  /** Whether this process runs jobs and periodic tasks, or only enqueues (an API process). */
  works: boolean;
}

/** A job that must run again is put back with pg-boss's exponential back-off (1–2 s, 2–4 s, …). */
const RETRY_LIMIT = 25;
const RETRY_DELAY_SECONDS = 1;
const POLL_SECONDS = 2;

/**
 * The PostgreSQL job engine: pg-boss on the service's own database. Jobs are enqueued through the
 * caller's open transaction, so a job exists exactly when the state it acts on committed; any number
 * of worker processes share the queue (SKIP LOCKED), a job that fails or runs past its time is
 * retried with back-off, and periodic tasks run from pg-boss's cron scheduler, once per slot across
 * all workers.
 */
export function createPgBossJobEngine(options: PgBossJobEngineOptions): JobEngine {
  const { log, handlers, timeoutSeconds } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    application_name: 'contentforge-jobs',
    // pg-boss's own connections, for fetching and completing jobs (handlers use the service's pool).
    max: options.works ? Math.max(1, ...Object.values(options.concurrency)) + 2 : 2,
    supervise: options.works,
    schedule: options.works,
    // Expired jobs are noticed this soon after their time is up.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(timeoutSeconds / 10))),
  });
  boss.on('error', (err) => log.error({ err }, 'the job engine reported an error'));

  let opened: Promise<void> | null = null;
  /** Connects (and creates or updates pg-boss's tables) on first use; again after a stop or a failure. */
  const open = () => {
    opened ??= (async () => {
      await boss.start();
      for (const kind of [...Object.keys(handlers), ...options.periodic.map((t) => t.name)]) {
        const queue = {
          name: kind,
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SECONDS,
          retryBackoff: true,
          expireInSeconds: timeoutSeconds,
        };
        await boss.createQueue(kind, queue);
        await boss.updateQueue(kind, queue);
      }
    })();
    const opening = opened;
    // A failed start is tried again by the next use (a database that was away comes back).
    opening.catch(() => {
      if (opened === opening) opened = null;
    });
    return opening;
  };
  const shut = async (graceful: boolean, timeoutMs = 10_000) => {
    const was = opened;
    if (!was) return;
    opened = null;
    await was.catch(() => {});
    await boss.stop({ graceful, wait: true, timeout: timeoutMs, close: true });
  };

  const workerIds = new Map<string, string[]>();
  const inFlight = new Set<AbortController>();
  const runs = new Set<Promise<void>>();
  let working = false;
  let stopping = false;

  async function run(kind: string, handler: JobHandler, job: PgBoss.JobWithMetadata<{ subjectId: string }>) {
    const controller = new AbortController();
    // Taken while the worker was stopping (a fetch under way): handed back without starting.
    if (stopping) controller.abort(new Error('the worker is stopping'));
    inFlight.add(controller);
    // pg-boss gives up on the job at its expiry and puts it back; stop this run with it.
    const timer = setTimeout(
      () => controller.abort(new Error('the job ran past its time')),
      timeoutSeconds * 1000,
    );
    let failure: Error | undefined;
    try {
      if (controller.signal.aborted) throw controller.signal.reason;
      const result = await handler(
        { id: job.id, kind, subjectId: job.data.subjectId, attempt: job.retryCount + 1 },
        controller.signal,
      );
      if (result.outcome === 'retry') failure = new Error(result.reason);
    } catch (err) {
      failure = err as Error;
      if (!controller.signal.aborted)
        log.error({ err, jobId: job.id, kind }, 'job failed; it will be retried');
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
    // pg-boss retries a job whose handler throws, with the queue's back-off.
    if (!stopping) {
      if (failure) throw failure;
      return;
    }
    // Stopping: the job is settled here, and waited for, because pg-boss does not wait for its own
    // settling of a job before it closes its connections; a job it failed to settle would stay
    // active until it expired. Settled, the job is no longer active, so pg-boss's own attempt that
    // follows changes nothing.
    if (failure) await boss.fail(kind, job.id, { message: `interrupted: ${failure.message}` });
    else await boss.complete(kind, job.id);
  }

  async function runPeriodic(task: PeriodicTask) {
    const controller = new AbortController();
    inFlight.add(controller);
    try {
      await task.run(controller.signal);
    } catch (err) {
      if (!controller.signal.aborted) log.error({ err, task: task.name }, 'periodic task failed');
    } finally {
      inFlight.delete(controller);
    }
  }

  return {
    queue: {
      async enqueue(tx: Store, type, request) {
        await open();
        // pg-boss's own SQL and rows: without the store's column renaming.
        const executor = executorOf(tx).withoutPlugins();
        // Through the caller's transaction: the job commits, or rolls back, with the state it acts on.
        const db = {
          executeSql: async (text: string, values: unknown[]) => ({
            rows: (await executor.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[],
          }),
        };
        await boss.send(type.kind, { subjectId: request.subjectId }, { db, ...startAfter(request.runAt) });
      },
      wake() {
        for (const ids of workerIds.values()) for (const id of ids) boss.notifyWorker(id);
      },
      async probe() {
        await open();
        const [kind] = Object.keys(handlers);
        if (kind && !(await boss.getQueue(kind))) throw new Error(`the job queue ${kind} does not exist`);
      },
    },
    worker: {
      async start() {
        if (working) return;
        if (!options.works) throw new Error('this process does not run jobs');
        await open();
        working = true;
        for (const [kind, handler] of Object.entries(handlers)) {
          const ids: string[] = [];
          for (let i = 0; i < (options.concurrency[kind] ?? 1); i++) {
            ids.push(
              await boss.work<{ subjectId: string }>(
                kind,
                { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS },
                ([job]) => {
                  const running = run(kind, handler, job!);
                  const settled = running.then(
                    () => {},
                    () => {},
                  );
                  runs.add(settled);
                  void settled.finally(() => runs.delete(settled));
                  return running;
                },
              ),
            );
          }
          workerIds.set(kind, ids);
        }
        for (const task of options.periodic) {
          await boss.work(task.name, () => runPeriodic(task));
          await boss.schedule(task.name, cronOf(task.everyMinutes));
          // Once now as well, unless another worker already did within the period.
          await boss.send(
            task.name,
            {},
            { singletonKey: task.name, singletonSeconds: task.everyMinutes * 60 },
          );
        }
      },
      async stop({ timeoutMs = 10_000 } = {}) {
        if (!working) return;
        working = false;
        stopping = true;
        const started = Date.now();
        // No new job first, then the running ones interrupted: each is handed back to the queue
        // (failed, so retried after pg-boss's first back-off of a second or two) for any worker.
        for (const name of [...Object.keys(handlers), ...options.periodic.map((t) => t.name)]) {
          await boss.offWork(name);
        }
        for (const controller of inFlight) controller.abort(new Error('the worker is stopping'));
        if (!(await settlesWithin(Promise.all(runs), timeoutMs))) {
          log.warn(
            { running: inFlight.size },
            'jobs still running when the stop ran out of time are handed back',
          );
        }
        // What still runs past the time is failed by pg-boss itself as it stops.
        await shut(true, Math.max(1000, timeoutMs - (Date.now() - started)));
        workerIds.clear();
        stopping = false;
      },
    },
    async close() {
      await shut(false);
    },
  };
}

/** A job due later: pg-boss counts its retention from then, so a far-off job is kept until it runs. */
function startAfter(runAt: string | undefined): PgBoss.SendOptions {
  return runAt === undefined ? {} : { startAfter: new Date(runAt) };
}

/** Every `minutes` (a divisor of an hour, or whole hours), as a cron pattern. */
function cronOf(minutes: number): string {
  if (minutes % 60 === 0) return `0 */${minutes / 60} * * *`;
  return `*/${minutes} * * * *`;
}
