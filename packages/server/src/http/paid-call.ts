import type { FastifyRequest } from 'fastify';
import type { CreditLedger, Quote } from '../domain/credits/credit-ledger.js';
import { requireRole } from '../domain/tokens.js';
import type { Role } from '../ports/store.js';
import { authOf } from './request-context.js';

/** Spending credits — a paid call, its dry run, and replaying one by its Idempotency-Key — needs this role. */
export const PAID_CALL_ROLE: Role = 'editor';

/**
 * The shared front of every paid POST. After the route has validated the request exactly as the
 * real call would, this checks that the caller may spend credits (a viewer may not: 403) and, for
 * `?dryRun=true`, answers the quote instead of running anything.
 */
export async function quoteIfDryRun(
  request: FastifyRequest,
  credits: CreditLedger,
  cost: number,
): Promise<{ quote: Quote } | null> {
  const auth = authOf(request);
  requireRole(auth, PAID_CALL_ROLE, 'spend credits');
  if ((request.query as { dryRun?: string } | undefined)?.dryRun !== 'true') return null;
  return { quote: await credits.quote(auth.accountId, cost) };
}
