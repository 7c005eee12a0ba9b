import type { JobRepository } from '../../../ports/persistence/jobs.js';
import type { Executor } from './executor.js';

/**
 * The embedded runner's queue. Only SQLite uses it (PostgreSQL runs pg-boss), and SQLite has one
 * writer at a time, so taking the oldest due job with a plain subquery is already exclusive.
 */
export function jobRepository(db: Executor): JobRepository {
  return {
    async insert(job) {
      await db.insertInto('jobs').values(job).execute();
    },
    async claimNext(worker, now, kinds) {
      if (kinds.length === 0) return undefined;
      const due = db
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'queued')
        .where('kind', 'in', kinds)
        .where('runAt', '<=', now)
        .orderBy('runAt', 'asc')
        .orderBy('id', 'asc')
        .limit(1);
      return db
        .updateTable('jobs')
        .set((eb) => ({
          status: 'running',
          lockedBy: worker,
          lockedAt: now,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', (eb) => eb.selectFrom(due.as('due')).select('due.id'))
        .where('status', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
    },
    async heartbeat(id, worker, at) {
      await db
        .updateTable('jobs')
        .set({ lockedAt: at })
        .where('id', '=', id)
        .where('lockedBy', '=', worker)
        .where('status', '=', 'running')
        .execute();
    },
    async finish(id, status, at, error) {
      await db
        .updateTable('jobs')
        .set({ status, finishedAt: at, lockedBy: null, ...(error !== undefined ? { lastError: error } : {}) })
        .where('id', '=', id)
        .execute();
    },
    async retry(id, runAt, error) {
      await db
        .updateTable('jobs')
        .set({ status: 'queued', runAt, lockedBy: null, lockedAt: null, lastError: error })
        .where('id', '=', id)
        .execute();
    },
    async requeueStale(lockedBefore, now) {
      const r = await db
        .updateTable('jobs')
        .set({ status: 'queued', runAt: now, lockedBy: null, lockedAt: null })
        .where('status', '=', 'running')
        .where('lockedAt', '<', lockedBefore)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async find(id) {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async removeFinished(before) {
      const r = await db
        .deleteFrom('jobs')
        .where('status', 'in', ['done', 'failed'])
        .where('finishedAt', '<', before)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
