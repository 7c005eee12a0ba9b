import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../database.js';
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
  };
  return { getMigrations: async () => all };
}
