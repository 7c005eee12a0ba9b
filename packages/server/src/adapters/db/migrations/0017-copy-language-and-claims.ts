import type { Kysely } from 'kysely';

/**
 * Copy in the customer's language, with only the claims the customer vouches for. A generation
 * records the language its words were written in and the claims it was given (JSON), so that a run
 * that resumes writes and draws the same; a workspace gets a default language for subjects whose
 * language cannot be told.
 */
export function copyLanguageAndClaims() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('generations').addColumn('language', 'text').execute();
      await db.schema.alterTable('generations').addColumn('claims', 'text').execute();
      await db.schema.alterTable('workspaces').addColumn('default_language', 'text').execute();
    },
  };
}
