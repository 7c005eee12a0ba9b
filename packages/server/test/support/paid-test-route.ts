import { z } from 'zod';
import { quoteOrProceed } from '../../src/domain/credits/paid-call.js';
import { authOf, workspaceOf } from '../../src/http/request-context.js';
import type { RouteDeps } from '../../src/http/route-deps.js';
import { dataEnvelope, dryRunQuery, problemResponses, quoteEnvelope } from '../../src/http/schemas.js';
import type { ZodApp } from '../../src/http/zod-app.js';

/**
 * A paid route for the tests of the shared paid-call pieces (role check, dry run, idempotency,
 * reserve and settle), built exactly as the product's paid routes are.
 * `POST /test-charges { credits, produce?, failWith? }` reserves `credits`, "produces" `produce` of
 * them (default all) and settles; `failWith: "unknown_thing"` is a 404 raised during validation;
 * `delayMs` keeps the call running for a while.
 */
export function paidTestRoute(app: ZodApp, { credits }: RouteDeps): void {
  const body = z.object({
    credits: z.number().int().min(1).max(1000),
    produce: z.number().int().min(0).optional(),
    note: z.string().max(100).optional(),
    failWith: z.enum(['unknown_thing']).optional(),
    delayMs: z.number().int().min(0).max(2000).optional(),
  });
  const result = z.object({
    reservationId: z.string(),
    workspaceId: z.string(),
    charged: z.number().int(),
    released: z.number().int(),
    /** The account's balance as of this response: a replay shows it as it is now. */
    balanceNow: z.number().int(),
  });
  app.post(
    '/test-charges',
    {
      config: {
        idempotency: {
          replay: async (request, _reply, first) => {
            const body = first.body as { data: z.infer<typeof result> };
            const now = await credits.balance(authOf(request).accountId);
            return { status: first.status ?? 201, body: { data: { ...body.data, balanceNow: now.balance } } };
          },
        },
      },
      schema: {
        querystring: dryRunQuery,
        body,
        response: { 200: quoteEnvelope, 201: dataEnvelope(result), ...problemResponses },
      },
    },
    async (request, reply) => {
      const { credits: cost, produce, failWith, delayMs } = request.body;
      if (failWith === 'unknown_thing') throw Object.assign(new Error('x'), { statusCode: 404 });
      const auth = authOf(request);
      const quote = await quoteOrProceed(credits, auth, cost, request.query.dryRun === 'true');
      if (quote) return reply.code(200).send({ data: { quote } });
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const reservation = await credits.reserve(auth.accountId, cost, {
        type: 'generation',
        id: `gen_test_${cost}`,
      });
      const spent = Math.min(produce ?? cost, cost);
      const settled = await credits.settle(reservation.id, spent);
      return reply.code(201).send({
        data: {
          reservationId: reservation.id,
          workspaceId: (await workspaceOf(request)).id,
          charged: spent,
          released: settled.released,
          balanceNow: (await credits.balance(auth.accountId)).balance,
        },
      });
    },
  );
}
