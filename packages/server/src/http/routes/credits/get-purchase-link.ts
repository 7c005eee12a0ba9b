import { z } from 'zod';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function getPurchaseLink(app: ZodApp, { purchaseUrl, purchaseHelp }: RouteDeps): void {
  app.get(
    '/credits/purchase-link',
    {
      schema: {
        summary: 'Where to buy credits',
        description:
          '`purchaseUrl` is the link every 402 carries: the operator’s shop (`PURCHASE_URL`), else the web app’s billing page (Stripe Checkout when the service sells credit packs, else the instructions below). `instructions` (Markdown) and `contact` (an email address or an http(s) URL) are what the operator says about getting credits, when they said it: show them to the person who needs credits.',
        tags: ['credits'],
        response: {
          200: dataEnvelope(
            z.object({
              purchaseUrl: z.string(),
              instructions: z.string().optional(),
              contact: z.string().optional(),
            }),
          ),
          ...problemResponses,
        },
      },
    },
    async () => ({
      data: {
        purchaseUrl,
        ...(purchaseHelp.instructions ? { instructions: purchaseHelp.instructions } : {}),
        ...(purchaseHelp.contact ? { contact: purchaseHelp.contact } : {}),
      },
    }),
  );
}
