import type { FastifyInstance } from 'fastify';
import { type PurchaseDeps, receivePaymentEvent } from '../../../domain/credits/credit-purchases.js';
import { countTokenlessIn } from '../../plugins/rate-limit.js';

/** Stripe's events are small; a body past this is not one. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * `POST /v1/webhooks/stripe`: where Stripe delivers its events. There is no bearer token here —
 * the `Stripe-Signature` header, an HMAC of the exact bytes received, is the credential — so the
 * body is kept as those bytes: in this scope every content type is read raw, and the JSON parser
 * of the rest of the API never sees it. Left out of the OpenAPI document: Stripe calls it, not
 * clients.
 */
export async function stripeEventRoutes(app: FastifyInstance, deps: { purchases: PurchaseDeps }) {
  countTokenlessIn(app, 'stripe-events');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/webhooks/stripe', { schema: { hide: true } }, async (request) => {
    const payload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    const { eventId, outcome } = await receivePaymentEvent(
      deps.purchases,
      payload,
      typeof signature === 'string' ? signature : undefined,
    );
    request.log.info({ stripeEventId: eventId, outcome }, 'Stripe event received');
    return { data: { received: true, eventId, outcome } };
  });
}
