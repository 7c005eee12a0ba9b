import { type Kysely, sql } from 'kysely';

/**
 * `GET /handoffs` lists a workspace's agent hand-offs newest first: an index of the targets of
 * agent-session accounts only, which are few beside the targets the service delivers itself.
 */
export function handoffIndex() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('post_targets_agent_handoffs')
        .on('post_targets')
        .columns(['workspace_id', 'id'])
        .where(sql.ref('connection'), '=', 'agent_session')
        .execute();
    },
  };
}
