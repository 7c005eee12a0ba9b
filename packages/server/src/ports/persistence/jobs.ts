/**
 * The embedded job runner's queue (SQLite); PostgreSQL uses its job engine's own tables.
 */

export interface JobRecord {
  id: string;
  kind: string;
  subjectId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** How many times the job has been taken, this time included. */
  attempts: number;
  runAt: string;
  lockedBy: string | null;
  lockedAt: string | null;
  lastError: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobRepository {
  insert(job: JobRecord): Promise<void>;
  /** Takes the oldest due queued job of one of `kinds` for `worker`, or nothing. */
  claimNext(worker: string, now: string, kinds: readonly string[]): Promise<JobRecord | undefined>;
  /** Keeps a running job's lock fresh. */
  heartbeat(id: string, worker: string, at: string): Promise<void>;
  finish(id: string, status: 'done' | 'failed', at: string, error?: string): Promise<void>;
  /** Puts a running job back in the queue, due at `runAt`. */
  retry(id: string, runAt: string, error: string): Promise<void>;
  /** Requeues running jobs whose lock is older than `lockedBefore` (their process died). */
  requeueStale(lockedBefore: string, now: string): Promise<number>;
  find(id: string): Promise<JobRecord | undefined>;
  /** Removes jobs that finished before `before`; answers how many. */
  removeFinished(before: string): Promise<number>;
}
