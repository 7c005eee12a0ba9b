import { type Kysely, sql } from 'kysely';

/**
 * A post may carry replies (a thread, or comments under it), and a target keeps what each part
 * became on the platform, so that a retry continues at the first part not posted.
 */
export function postReplies() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('posts')
        .addColumn('replies', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
        .execute();
      await db.schema.alterTable('post_targets').addColumn('parts', 'text').execute();
    },
  };
}
