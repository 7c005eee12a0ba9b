import { z } from 'zod';
import { listPacks } from '../../../domain/credits/credit-purchases.js';
import type { RouteDeps } from '../../route-deps.js';
import { problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

const creditPackSchema = z
  .object({
    id: z.string().describe('What `POST /credits/checkout` names.'),
    credits: z.number().int().describe('Standard credits the pack adds.'),
    price: z.object({
      amount: z.number().int().describe("In the currency's minor unit: 900 is 9.00 usd."),
      currency: z.string().describe('ISO 4217, lower case.'),
    }),
  })
  .meta({ id: 'CreditPack' });

export function listCreditPacks(app: ZodApp, { purchases }: RouteDeps): void {
  app.get(
    '/credits/packs',
    {
      schema: {
        summary: 'The credit packs on sale',
        description:
          'The packs `POST /credits/checkout` sells, in the order they are offered. Empty when the server does not sell credits itself (no Stripe configured): `GET /credits/purchase-link` then says where to get them.',
        tags: ['credits'],
        response: { 200: z.object({ data: z.array(creditPackSchema) }), ...problemResponses },
      },
    },
    async () => {
      const { packs, currency } = listPacks(purchases);
      return {
        data: packs.map((p) => ({ id: p.id, credits: p.credits, price: { amount: p.price, currency } })),
      };
    },
  );
}
