import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookSigner } from '../../ports/webhook-signer.js';

/** Signing with the reference library of the Standard Webhooks specification. */
export function createStandardWebhookSigner(): WebhookSigner {
  return {
    newSecret: () => `whsec_${randomBytes(32).toString('base64')}`,
    headers(secret, messageId, at, body) {
      return {
        'webhook-id': messageId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(messageId, at, body),
      };
    },
  };
}
