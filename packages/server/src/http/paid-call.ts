import type { FastifyRequest } from 'fastify';
import type { CreditLedger, Quote } from '../domain/credits/credit-ledger.js';
import { requireRole } from '../domain/tokens.js';
import { authOf } from './request-context.js';

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
  requireRole(auth, 'editor', 'spend credits');
  if ((request.query as { dryRun?: string } | undefined)?.dryRun !== 'true') return null;
  return { quote: await credits.quote(auth.accountId, cost) };
}
