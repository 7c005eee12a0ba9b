import type { Kysely } from 'kysely';
import type { Store } from '../../ports/persistence/store.js';
import type { Dialect, RowReader } from './database.js';
import { accountRepository } from './repositories/accounts-repository.js';
import { brandRepository } from './repositories/brand-repository.js';
import { campaignRepository } from './repositories/campaigns-repository.js';
import { creditRepository } from './repositories/credits-repository.js';
import type { Executor } from './repositories/executor.js';
import { generationRepository } from './repositories/generations-repository.js';
import { idempotencyRepository } from './repositories/idempotency-repository.js';
import { invitationRepository } from './repositories/invitations-repository.js';
import { jobRepository } from './repositories/jobs-repository.js';
import { mediaRepository } from './repositories/media-repository.js';
import { oauthConnectionRepository } from './repositories/oauth-connections-repository.js';
import { postRepository } from './repositories/posts-repository.js';
import { purchaseRepository } from './repositories/purchases-repository.js';
import { serviceStateRepository } from './repositories/service-state-repository.js';
import { sessionRepository } from './repositories/sessions-repository.js';
import { socialAccountRepository } from './repositories/social-accounts-repository.js';
import { tokenRepository } from './repositories/tokens-repository.js';
import { uploadRepository } from './repositories/uploads-repository.js';
import { userRepository } from './repositories/users-repository.js';
import { webhookRepository } from './repositories/webhooks-repository.js';
import type { DatabaseSchema } from './schema.js';
import { TokenCache } from './token-cache.js';

/**
 * The persistence port over Kysely, the same on SQLite and PostgreSQL: one repository per aggregate,
 * each in `repositories/`, all working on one connection or one open transaction.
 */
export function createStore(db: Kysely<DatabaseSchema>, dialect: Dialect, readRowNow?: RowReader): Store {
  return storeOver(db, dialect, false, new TokenCache(), readRowNow);
}

const EXECUTOR = Symbol('executor');

/**
 * The connection or open transaction a store of this adapter works on, for another adapter that must
 * write in the same transaction (a job engine enqueueing with the state change it belongs to).
 */
export function executorOf(store: Store): Executor {
  const executor = (store as Store & { [EXECUTOR]?: Executor })[EXECUTOR];
  if (!executor) throw new Error('not a store of the database adapter');
  return executor;
}

function storeOver(
  db: Executor,
  dialect: Dialect,
  inTransaction: boolean,
  tokens: TokenCache,
  readRowNow?: RowReader,
): Store {
  const store: Store & { [EXECUTOR]: Executor } = {
    [EXECUTOR]: db,
    accounts: accountRepository(db),
    tokens: tokenRepository(db, tokens),
    // A read of the store outside a transaction may skip Kysely, one inside must not,
    // and reads of a wallet asked together outside a transaction share one read.
    credits: creditRepository(db, dialect, inTransaction ? {} : { readRowNow, coalesceReads: true }),
    purchases: purchaseRepository(db),
    idempotency: idempotencyRepository(db),
    state: serviceStateRepository(db),
    uploads: uploadRepository(db),
    media: mediaRepository(db),
    campaigns: campaignRepository(db),
    generations: generationRepository(db),
    jobs: jobRepository(db),
    socialAccounts: socialAccountRepository(db),
    oauthConnections: oauthConnectionRepository(db),
    posts: postRepository(db),
    webhooks: webhookRepository(db),
    users: userRepository(db),
    sessions: sessionRepository(db),
    invitations: invitationRepository(db),
    brand: brandRepository(db),
    async transaction(fn) {
      if (inTransaction) return fn(store);
      return (db as Kysely<DatabaseSchema>)
        .transaction()
        .execute((trx) => fn(storeOver(trx, dialect, true, tokens)));
    },
  };
  return store;
}
