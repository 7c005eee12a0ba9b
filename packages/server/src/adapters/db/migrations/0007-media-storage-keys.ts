import type { Kysely } from 'kysely';

/**
 * The sweep of unreferenced files asks, a batch of keys at a time, which ones a media item points
 * to: without these indexes every batch would read the whole library.
 */
export function mediaStorageKeys() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createIndex('media_items_storage_key')
        .on('media_items')
        .column('storage_key')
        .execute();
      await db.schema
        .createIndex('media_items_thumbnail_key')
        .on('media_items')
        .column('thumbnail_key')
        .execute();
    },
  };
}
