import type { IdempotencyClaim, ResourceRef } from '../../ports/persistence/idempotency.js';
import type { Store } from '../../ports/persistence/store.js';
import { conflict } from '../app-error.js';
import type { AuthContext } from '../tokens.js';
import { requireRole, SPENDING_ROLE } from '../tokens.js';
import type { CreditLedger, Quote } from './credit-ledger.js';

/**
 * The shared front of every paid use case, once the request has been validated exactly as the
 * real call would be: the caller must be allowed to spend credits (a viewer is not: 403), and a dry
 * run answers the quote instead of running anything (never 402: a short balance is
 * `sufficient: false`). Null means: go ahead.
 */
export async function quoteOrProceed(
  credits: Pick<CreditLedger, 'quote'>,
  caller: AuthContext,
  cost: number,
  dryRun: boolean,
): Promise<Quote | null> {
  requireRole(caller, SPENDING_ROLE, 'spend credits');
  return dryRun ? credits.quote(caller.accountId, cost) : null;
}

/**
 * Binds the caller's Idempotency-Key claim to what the paid call creates, inside the transaction
 * that creates it (and reserves its cost), so a repeat of the key finds that resource whatever
 * happens to this process afterwards. A claim taken over meanwhile by another request is 409.
 */
export async function bindIdempotencyKey(
  tx: Pick<Store, 'idempotency'>,
  claim: IdempotencyClaim | undefined,
  resource: ResourceRef,
): Promise<void> {
  if (!claim) return;
  if (!(await tx.idempotency.bindResource(claim.accountId, claim.key, claim.claimedAt, resource))) {
    throw conflict(
      'Another request has taken over this Idempotency-Key; repeat the request to see its result.',
    );
  }
}
