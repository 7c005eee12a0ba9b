/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): what a receiver checks to know a
 * request came from this service, unaltered and recent.
 */
export interface WebhookSigner {
  /** A new signing secret, `whsec_` and base64, shown to its owner once. */
  newSecret(): string;
  /** The `webhook-id`, `webhook-timestamp` and `webhook-signature` headers of one attempt. */
  headers(secret: string, messageId: string, at: Date, body: string): Record<string, string>;
}
