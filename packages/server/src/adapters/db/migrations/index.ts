import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect.js';
import { foundation } from './0001-foundation.js';
import { uploads } from './0002-uploads.js';
import { mediaItems } from './0003-media-items.js';
import { campaigns } from './0004-campaigns.js';
import { generations } from './0005-generations.js';
import { idempotencyResources } from './0006-idempotency-resources.js';
import { mediaStorageKeys } from './0007-media-storage-keys.js';
import { publishing } from './0008-publishing.js';
import { oauthConnections } from './0009-oauth-connections.js';
import { usersAndSessions } from './0010-users-and-sessions.js';
import { creditPurchases } from './0011-credit-purchases.js';
import { handoffIndex } from './0012-handoff-index.js';
import { mediaCampaignIndex } from './0013-media-campaign-index.js';
import { brandKit } from './0014-brand-kit.js';
import { generationBackdrop } from './0015-generation-backdrop.js';
import { generationCutout } from './0016-generation-cutout.js';
import { copyLanguageAndClaims } from './0017-copy-language-and-claims.js';
import { postReplies } from './0018-post-replies.js';
import { mediaVariants } from './0019-media-variants.js';

/**
 * One ordered list of migrations for both databases. A migration is a function of the dialect so
 * that the few types that differ (timestamps, identity columns) are chosen in one place each.
 */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  const all: Record<string, Migration> = {
    '0001-foundation': foundation(dialect),
    '0002-uploads': uploads(dialect),
    '0003-media-items': mediaItems(dialect),
    '0004-campaigns': campaigns(dialect),
    '0005-generations': generations(dialect),
    '0006-idempotency-resources': idempotencyResources(dialect),
    '0007-media-storage-keys': mediaStorageKeys(),
    '0008-publishing': publishing(dialect),
    '0009-oauth-connections': oauthConnections(dialect),
    '0010-users-and-sessions': usersAndSessions(dialect),
    '0011-credit-purchases': creditPurchases(dialect),
    '0012-handoff-index': handoffIndex(),
    '0013-media-campaign-index': mediaCampaignIndex(),
    '0014-brand-kit': brandKit(dialect),
    '0015-generation-backdrop': generationBackdrop(),
    '0016-generation-cutout': generationCutout(dialect),
    '0017-copy-language-and-claims': copyLanguageAndClaims(),
    '0018-post-replies': postReplies(),
    '0019-media-variants': mediaVariants(),
  };
  return { getMigrations: async () => all };
}
