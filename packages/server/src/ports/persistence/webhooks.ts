/**
 * Workspace webhooks and the deliveries of their events.
 */

export interface WebhookRecord {
  id: string;
  workspaceId: string;
  accountId: string;
  url: string;
  events: string[];
  /** Sealed (AES-256-GCM) signing secret; shown to the caller once, at creation. */
  secret: string;
  createdAt: string;
  deletedAt: string | null;
}

export interface DeliveryAttempt {
  at: string;
  /** The receiver's HTTP status, or null when none arrived. */
  status: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryRecord {
  /** Also the `webhook-id` header: the same on every attempt. */
  id: string;
  webhookId: string;
  event: string;
  /** The exact JSON body that is signed and sent. */
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** The latest attempts, oldest first (at most a few dozen). */
  attemptLog: DeliveryAttempt[];
  nextAttemptAt: string | null;
  createdAt: string;
  completedAt: string | null;
}

export interface WebhookRepository {
  insert(webhook: WebhookRecord): Promise<void>;
  find(id: string): Promise<WebhookRecord | undefined>;
  /** Live webhooks, newest first. */
  list(workspaceId: string, page: { limit: number; before?: string | undefined }): Promise<WebhookRecord[]>;
  markDeleted(id: string, at: string): Promise<boolean>;
  /** Live webhooks subscribed to `event`, of one workspace or of every workspace of an account. */
  subscribed(scope: { workspaceId: string } | { accountId: string }, event: string): Promise<WebhookRecord[]>;

  insertDelivery(delivery: WebhookDeliveryRecord): Promise<void>;
  findDelivery(id: string): Promise<WebhookDeliveryRecord | undefined>;
  /** Newest first. */
  listDeliveries(
    webhookId: string,
    page: { limit: number; before?: string | undefined },
  ): Promise<WebhookDeliveryRecord[]>;
  /** Records an attempt of a pending delivery; false when it was no longer pending. */
  recordAttempt(
    id: string,
    change: Pick<
      WebhookDeliveryRecord,
      'status' | 'attempts' | 'attemptLog' | 'nextAttemptAt' | 'completedAt'
    >,
  ): Promise<boolean>;
}
