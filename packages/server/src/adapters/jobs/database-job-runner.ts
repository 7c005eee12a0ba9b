import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../domain/ids.js';
import type { Clock } from '../../ports/clock.js';
import type { Job, JobEngine, JobHandler, JobResult, PeriodicTask } from '../../ports/job-queue.js';
import type { JobRecord } from '../../ports/persistence/jobs.js';
import type { Store } from '../../ports/persistence/store.js';
import { settlesWithin } from '../../time-limits.js';

export interface DatabaseJobRunnerOptions {
  store: Store;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  handlers: Record<string, JobHandler>;
  /** Run at start-up and then every `everyMinutes` by this process, the only worker of its database. */
  periodic: readonly PeriodicTask[];
  /** Jobs of each kind run at once in this process (a kind not named: 1). */
  concurrency: Readonly<Record<string, number>>;
  /** How often to look for due jobs when nothing woke the worker. */
  pollMs?: number;
  /** A running job's lock is refreshed this often … */
  heartbeatMs?: number;
  /** … and a lock older than this belongs to a dead process: its job is run again. */
  staleAfterMs?: number;
  /**
   * Embedded mode: this process is the only worker of its database, so every job still marked
   * running at start-up was interrupted by a crash and is resumed at once.
   */
  soleWorker: boolean;
}

/**
 * The embedded job runner: jobs are rows of the service's database, taken by an in-process worker.
 * A job interrupted by a crash is found again (at start-up when this is the only worker, else when
 * its lock goes stale) and run again; the handler resumes it from what was already stored.
 */
export function createDatabaseJobRunner(options: DatabaseJobRunnerOptions): JobEngine {
  const { store, clock, log, handlers, concurrency } = options;
  const pollMs = options.pollMs ?? 1000;
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const staleAfterMs = options.staleAfterMs ?? 60_000;
  const workerId = newId('wrk');
  const nowIso = () => clock.now().toISOString();
  const inFlight = new Map<string, { kind: string; controller: AbortController; done: Promise<void> }>();
  const limitOf = (kind: string) => concurrency[kind] ?? 1;
  /** The kinds with a free slot: a kind busy to its limit does not hold the others back. */
  const open = () =>
    Object.keys(handlers).filter(
      (kind) => [...inFlight.values()].filter((f) => f.kind === kind).length < limitOf(kind),
    );
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let lastStaleCheck = 0;
  const timers: NodeJS.Timeout[] = [];
  let housekeeping = new AbortController();
  const chores = new Set<Promise<void>>();

  const wake = () => {
    const resolve = wakeUp;
    wakeUp = null;
    resolve?.();
  };

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function recoverStale() {
    const now = clock.now().getTime();
    if (now - lastStaleCheck < heartbeatMs) return;
    lastStaleCheck = now;
    const requeued = await store.jobs.requeueStale(new Date(now - staleAfterMs).toISOString(), nowIso());
    if (requeued > 0) log.warn({ requeued }, 'jobs of a stopped worker put back in the queue');
  }

  async function run(record: JobRecord, controller: AbortController) {
    const job: Job = {
      id: record.id,
      kind: record.kind,
      subjectId: record.subjectId,
      attempt: record.attempts,
    };
    const heartbeat = setInterval(() => {
      store.jobs.heartbeat(job.id, workerId, nowIso()).catch(() => {});
    }, heartbeatMs);
    heartbeat.unref();
    let result: JobResult;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      result = await handler(job, controller.signal);
    } catch (err) {
      // The handler could not even record an outcome (a database error, a bug): try again later;
      // on its next attempt the handler sees the attempt number and can give up and refund.
      result = { outcome: 'retry', afterMs: backoffMs(job.attempt), reason: (err as Error).message };
      if (!controller.signal.aborted) log.error({ err, jobId: job.id, kind: job.kind }, 'job failed');
    } finally {
      clearInterval(heartbeat);
    }
    try {
      if (controller.signal.aborted) {
        await store.jobs.retry(job.id, nowIso(), 'interrupted by shutdown');
      } else if (result.outcome === 'done') {
        await store.jobs.finish(job.id, 'done', nowIso());
      } else {
        await store.jobs.retry(
          job.id,
          new Date(clock.now().getTime() + result.afterMs).toISOString(),
          result.reason,
        );
      }
    } catch (err) {
      log.error({ err, jobId: job.id }, 'could not record the outcome of a job; its lock will go stale');
    }
  }

  async function work() {
    while (running) {
      try {
        await recoverStale();
        const kinds = open();
        if (kinds.length === 0) {
          await idle(pollMs);
          continue;
        }
        const record = await store.jobs.claimNext(workerId, nowIso(), kinds);
        if (!record) {
          await idle(pollMs);
          continue;
        }
        const controller = new AbortController();
        const done = run(record, controller).finally(() => {
          inFlight.delete(record.id);
          wake();
        });
        inFlight.set(record.id, { kind: record.kind, controller, done });
      } catch (err) {
        if (!running) break;
        log.error({ err }, 'the job worker could not read its queue');
        await idle(pollMs * 5);
      }
    }
  }

  return {
    queue: {
      async enqueue(tx, type, request) {
        const at = nowIso();
        await tx.jobs.insert({
          id: newId('job'),
          kind: type.kind,
          subjectId: request.subjectId,
          status: 'queued',
          attempts: 0,
          runAt: request.runAt ?? at,
          lockedBy: null,
          lockedAt: null,
          lastError: null,
          createdAt: at,
          finishedAt: null,
        });
      },
      wake,
      async probe() {
        // The jobs table answers (the id names no job).
        await store.jobs.find('job_probe');
      },
    },
    worker: {
      async start() {
        if (running) return;
        if (options.soleWorker) {
          const requeued = await store.jobs.requeueStale(END_OF_TIME, nowIso());
          if (requeued > 0) log.warn({ requeued }, 'jobs interrupted by the last stop resume now');
        }
        running = true;
        loop = work();
        housekeeping = new AbortController();
        const { signal } = housekeeping;
        for (const task of options.periodic) {
          const tick = () => {
            const chore = task
              .run(signal)
              .catch((err) => {
                // The next tick tries again.
                if (!signal.aborted) log.error({ err, task: task.name }, 'periodic task failed');
              })
              .finally(() => chores.delete(chore));
            chores.add(chore);
          };
          tick();
          const timer = setInterval(tick, task.everyMinutes * 60_000);
          timer.unref();
          timers.push(timer);
        }
      },
      async stop({ timeoutMs } = {}) {
        if (!running) return;
        running = false;
        for (const timer of timers.splice(0)) clearInterval(timer);
        housekeeping.abort();
        wake();
        for (const { controller } of inFlight.values()) controller.abort();
        const stopped = (async () => {
          await loop;
          // A job claimed while the loop was being stopped is interrupted too.
          for (const { controller } of inFlight.values()) controller.abort();
          await Promise.all([...inFlight.values()].map((f) => f.done));
          await Promise.all(chores);
        })();
        if (timeoutMs === undefined) return stopped;
        if (!(await settlesWithin(stopped, timeoutMs))) {
          log.warn(
            { running: inFlight.size },
            'jobs still running when the stop ran out of time resume at the next start',
          );
        }
      },
    },
    async close() {
      // Jobs live in the service's own database, which its owner closes.
    },
  };
}

/** Later than any lock: as an ISO string it still sorts after every real timestamp. */
const END_OF_TIME = '9999-12-31T23:59:59.999Z';

/** 2 s, 4 s, 8 s … up to 5 minutes. */
const backoffMs = (attempt: number) => Math.min(2 ** Math.max(attempt, 1) * 1000, 300_000);
