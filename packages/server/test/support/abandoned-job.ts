import { sql } from 'kysely';
import type { Services } from '../../src/services.js';

/**
 * Leaves the job of `subjectId` as a process killed in the middle of it would: marked running and
 * long since started. The embedded runner takes such a job up again at start-up (it is the only
 * worker of its database); pg-boss once the job's time is up, which this places in the past.
 */
export async function abandonJob(services: Services, subjectId: string): Promise<void> {
  const { db, postgres } = services.database;
  if (!postgres) {
    await db
      .updateTable('jobs')
      .set({
        status: 'running',
        lockedBy: 'wrk_killed',
        lockedAt: new Date(Date.now() - 120_000).toISOString(),
      })
      .where('subjectId', '=', subjectId)
      .execute();
    return;
  }
  const jobs = sql.id(`${postgres.schema}_jobs`, 'job');
  await sql`update ${jobs} set state = 'active', started_on = now() - interval '1 day'
    where data->>'subjectId' = ${subjectId}`.execute(db);
}
