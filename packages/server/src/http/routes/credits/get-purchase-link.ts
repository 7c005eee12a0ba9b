import { z } from 'zod';
import { purchaseUrlOf, type Services } from '../../../services.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function getPurchaseLink(app: ZodApp, { config }: Services): void {
  app.get(
    '/credits/purchase-link',
    {
      schema: {
        summary: 'Where to buy credits',
        tags: ['credits'],
        response: { 200: dataEnvelope(z.object({ purchaseUrl: z.string() })), ...problemResponses },
      },
    },
    async () => ({ data: { purchaseUrl: purchaseUrlOf(config) } }),
  );
}
