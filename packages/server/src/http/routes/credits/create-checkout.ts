import { z } from 'zod';
import { startCheckout } from '../../../domain/credits/credit-purchases.js';
import { authOf, workspaceOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function createCheckout(app: ZodApp, { purchases }: RouteDeps): void {
  app.post(
    '/credits/checkout',
    {
      schema: {
        summary: 'Start buying a credit pack (editor)',
        description:
          "Opens a Stripe Checkout session for the pack, for the account's one balance. Send the buyer to `checkoutUrl`; once Stripe reports the payment, the pack's credits are added as standard credits (a `purchase` entry in the ledger referencing the session) and `credits.purchased` fires. Stripe then sends the buyer back to `{PUBLIC_URL}/billing?checkout=success&session_id=…` (or `?checkout=canceled`). 422 `billing_not_configured` when the server does not sell credits; 503 `unavailable` when Stripe cannot be reached. Needs the editor role.",
        tags: ['credits'],
        body: z.object({
          pack: z.string().min(1).max(64).describe('A pack id from `GET /credits/packs`.'),
        }),
        response: {
          200: dataEnvelope(
            z.object({
              checkoutUrl: z.string().describe("Stripe's hosted checkout page."),
              sessionId: z.string().describe('The Checkout Session id (`cs_…`).'),
            }),
          ),
          ...problemResponses,
        },
      },
    },
    async (request) => {
      const workspace = await workspaceOf(request);
      return { data: await startCheckout(purchases, authOf(request), workspace.id, request.body.pack) };
    },
  );
}
