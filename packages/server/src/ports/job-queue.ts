/**
 * Background jobs. The domain enqueues a job in the same transaction as the state change it belongs
 * to (a generation and its reservation), so a job exists exactly when that change committed. The
 * embedded runner keeps jobs in the service's own database; a PostgreSQL job engine (graphile-worker,
 * pg-boss) can implement the same two interfaces without the domain changing.
 */
import type { Store } from './store.js';

export interface JobRequest {
  /** Which handler runs it, e.g. "generation". */
  kind: string;
  /** The id of what the job works on. */
  subjectId: string;
}

export interface JobQueue {
  /** Adds the job inside `tx`, the caller's open transaction. */
  enqueue(tx: Store, job: JobRequest): Promise<void>;
  /** Tells local workers that jobs were added (after the transaction committed). */
  wake(): void;
}

export interface Job {
  id: string;
  kind: string;
  subjectId: string;
  /** 1 on the first run; a job left behind by a dead process comes back with the next number. */
  attempt: number;
}

export type JobResult = { outcome: 'done' } | { outcome: 'retry'; afterMs: number; reason: string };

/**
 * Runs one job. It is stopped through `signal` when the worker shuts down; it must leave the subject
 * in a state from which running it again resumes (the job is put back in the queue).
 */
export type JobHandler = (job: Job, signal: AbortSignal) => Promise<JobResult>;

export interface JobWorker {
  start(): Promise<void>;
  /** Stops taking jobs, interrupts the running ones and puts them back in the queue. */
  stop(): Promise<void>;
}
