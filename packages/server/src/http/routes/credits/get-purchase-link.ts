import { z } from 'zod';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

export function getPurchaseLink(app: ZodApp, { purchaseUrl }: RouteDeps): void {
  app.get(
    '/credits/purchase-link',
    {
      schema: {
        summary: 'Where to buy credits',
        tags: ['credits'],
        response: { 200: dataEnvelope(z.object({ purchaseUrl: z.string() })), ...problemResponses },
      },
    },
    async () => ({ data: { purchaseUrl } }),
  );
}
