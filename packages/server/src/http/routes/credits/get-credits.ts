import { z } from 'zod';
import { authOf } from '../../request-context.js';
import type { RouteDeps } from '../../route-deps.js';
import { dataEnvelope, problemResponses } from '../../schemas.js';
import type { ZodApp } from '../../zod-app.js';

const creditsSchema = z
  .object({
    accountId: z.string(),
    balance: z.number().int().describe('What can be spent now: trial + standard, holds excluded.'),
    trial: z.object({ balance: z.number().int(), expiresAt: z.string().optional() }),
    standard: z.object({ balance: z.number().int() }).describe('Purchased or granted credits.'),
  })
  .meta({ id: 'Credits' });

export function getCredits(app: ZodApp, { credits }: RouteDeps): void {
  app.get(
    '/credits',
    {
      schema: {
        summary: 'The credit balance of the account',
        tags: ['credits'],
        response: { 200: dataEnvelope(creditsSchema), ...problemResponses },
      },
    },
    async (request) => ({ data: await credits.balance(authOf(request).accountId) }),
  );
}
