import type { Kysely } from 'kysely';

/**
 * An image made from another for a platform (cropped, scaled or re-encoded when a post is
 * published with `autoFix`) names its original, and a target keeps which variants it posts.
 */
export function mediaVariants() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('media_items').addColumn('variant_of', 'text').execute();
      await db.schema.alterTable('post_targets').addColumn('fixes', 'text').execute();
    },
  };
}
