/**
 * Background jobs. The domain enqueues a job in the same transaction as the state change it belongs
 * to (a generation and its reservation), so a job exists exactly when that change committed. Two
 * engines implement these interfaces: on SQLite an in-process runner over a table of the service's
 * database; on PostgreSQL pg-boss, on the same database. The domain is the same on both.
 */
import type { Store } from './persistence/store.js';

/**
 * The slots of a worker a job runs in: generations take the CPU (JOB_CONCURRENCY), deliveries wait
 * on the network (DELIVERY_CONCURRENCY), scheduling only starts other work. Each kind of job has its
 * own slots of its lane's size, so a long generation never holds a post back.
 */
export type JobLane = 'generation' | 'delivery' | 'scheduling';

/**
 * A kind of job: its name in the queue and its lane. Declared once, beside the use case that
 * enqueues it; its handler is bound to it by `defineJob` (domain/jobs).
 */
export interface JobType {
  readonly kind: string;
  readonly lane: JobLane;
}

export interface JobRequest {
  /** The id of what the job works on. */
  subjectId: string;
  /** Not before this time (ISO-8601); at once when absent. */
  runAt?: string;
}

export interface JobQueue {
  /** Adds a job of `type` inside `tx`, the caller's open transaction. */
  enqueue(tx: Store, type: JobType, job: JobRequest): Promise<void>;
  /** Tells local workers that jobs were added (after the transaction committed). */
  wake(): void;
  /** Throws when jobs cannot be enqueued now (the queue's tables do not answer). */
  probe(): Promise<void>;
}

export interface Job {
  id: string;
  kind: string;
  subjectId: string;
  /** 1 on the first run; a job interrupted or left behind by a dead process comes back with the next number. */
  attempt: number;
}

export type JobResult = { outcome: 'done' } | { outcome: 'retry'; afterMs: number; reason: string };

/**
 * Runs one job. It is stopped through `signal` when the worker shuts down or the job runs past its
 * time; it must leave the subject in a state from which running it again resumes.
 */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<JobResult>;

/**
 * Housekeeping that runs every so often, once across all worker processes (an expiry sweep, say):
 * the engine's scheduler starts it, not each process's own timer.
 */
export interface PeriodicTask {
  name: string;
  everyMinutes: number;
  run(signal: AbortSignal): Promise<void>;
}

export interface JobWorker {
  /** Starts running jobs and periodic tasks in this process. */
  start(): Promise<void>;
  /**
   * Stops taking jobs, interrupts the running ones and puts them back in the queue, where another
   * worker (or this one's next start) resumes them. Waits for them at most `timeoutMs`: a job still
   * running then is left as a crash would leave it, and resumed as after one.
   */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export interface JobEngine {
  queue: JobQueue;
  worker: JobWorker;
  /** Lets go of the engine's connections; after the worker stopped. */
  close(): Promise<void>;
}
