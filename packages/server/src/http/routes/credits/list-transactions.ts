import { z } from 'zod';
import { decodeCursor, page } from '../../pagination.js';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { listEnvelope, paginationQuery, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

const ledgerEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(['trial_grant', 'grant', 'purchase', 'reserve', 'release', 'expiry', 'adjustment']),
    amount: z.number().int().describe('Signed: negative takes credits from the balance.'),
    balanceAfter: z.number().int(),
    reference: z
      .object({ type: z.enum(['generation', 'publication', 'purchase']), id: z.string() })
      .optional(),
    reason: z.string().optional(),
    createdAt: z.string(),
  })
  .meta({ id: 'LedgerEntry' });

export function listTransactions(app: ZodApp, { credits }: RouteDeps): void {
  app.get(
    '/credits/transactions',
    {
      schema: {
        summary: 'The credit ledger, newest first',
        tags: ['credits'],
        querystring: paginationQuery,
        response: { 200: listEnvelope(ledgerEntrySchema), ...problemResponses },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const before = decodeCursor(cursor, 'seq');
      const rows = await credits.transactions(authOf(request).accountId, {
        limit: limit + 1,
        ...(before !== undefined ? { before } : {}),
      });
      const result = page(rows, limit, (e) => e.seq);
      return {
        ...result,
        data: result.data.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: e.amount,
          balanceAfter: e.balanceAfter,
          ...(e.reference ? { reference: e.reference } : {}),
          ...(e.reason ? { reason: e.reason } : {}),
          createdAt: e.createdAt,
        })),
      };
    },
  );
}
