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
