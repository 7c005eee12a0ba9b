import type { Kysely } from 'kysely';

/**
 * A preset run may name the customer's own scene photo (`backdropImage`), resolved to a media item
 * of the workspace when the run is accepted, like its reference images.
 */
export function generationBackdrop() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('generations').addColumn('backdrop_media_id', 'text').execute();
    },
  };
}
