/**
 * Workspace webhooks: a URL and the events it wants, each delivery signed the Standard
 * Webhooks way with a secret shown once at creation and kept sealed. Managing them needs the owner
 * role; the delivery log is there for anyone who can read the workspace.
 */
import type { Clock } from '../../ports/clock.js';
import type { OutboundHttp } from '../../ports/outbound-http.js';
import type { Store } from '../../ports/persistence/store.js';
import type { WebhookDeliveryRecord, WebhookRecord } from '../../ports/persistence/webhooks.js';
import type { SecretBox } from '../../ports/secret-box.js';
import type { WebhookSigner } from '../../ports/webhook-signer.js';
import { notFound } from '../app-error.js';
import { isWellFormedId, newId } from '../ids.js';
import { checkReachable } from '../publishing/social-accounts.js';
import { type AuthContext, requireRole } from '../tokens.js';
import type { EventType } from './event-outbox.js';

export interface WebhookDeps {
  store: Store;
  clock: Clock;
  secrets: SecretBox;
  signer: WebhookSigner;
  outbound: OutboundHttp;
}

export async function createWebhook(
  deps: WebhookDeps,
  caller: AuthContext,
  workspaceId: string,
  input: { url: string; events: EventType[] },
): Promise<{ webhook: WebhookRecord; secret: string }> {
  requireRole(caller, 'owner', 'manage webhooks');
  await checkReachable(deps, input.url, 'body.url');
  const id = newId('whk');
  const secret = deps.signer.newSecret();
  const webhook: WebhookRecord = {
    id,
    workspaceId,
    accountId: caller.accountId,
    url: input.url,
    events: [...new Set(input.events)],
    secret: deps.secrets.seal(secret, id),
    createdAt: deps.clock.now().toISOString(),
    deletedAt: null,
  };
  await deps.store.webhooks.insert(webhook);
  return { webhook, secret };
}

/** A live webhook of this workspace; 404 otherwise. */
export async function getWebhook(
  deps: { store: Store },
  workspaceId: string,
  id: string,
): Promise<WebhookRecord> {
  const webhook = isWellFormedId(id, 'whk') ? await deps.store.webhooks.find(id) : undefined;
  if (!webhook || webhook.workspaceId !== workspaceId || webhook.deletedAt !== null)
    throw notFound('The webhook');
  return webhook;
}

export function listWebhooks(
  deps: { store: Store },
  workspaceId: string,
  page: { limit: number; before?: string | undefined },
): Promise<WebhookRecord[]> {
  return deps.store.webhooks.list(workspaceId, page);
}

/** Stops a webhook: nothing more is sent to it, pending deliveries included. */
export async function deleteWebhook(
  deps: Pick<WebhookDeps, 'store' | 'clock'>,
  caller: AuthContext,
  workspaceId: string,
  id: string,
): Promise<void> {
  requireRole(caller, 'owner', 'manage webhooks');
  const webhook = await getWebhook(deps, workspaceId, id);
  if (!(await deps.store.webhooks.markDeleted(webhook.id, deps.clock.now().toISOString()))) {
    throw notFound('The webhook');
  }
}

export async function listDeliveries(
  deps: { store: Store },
  workspaceId: string,
  webhookId: string,
  page: { limit: number; before?: string | undefined },
): Promise<WebhookDeliveryRecord[]> {
  const webhook = await getWebhook(deps, workspaceId, webhookId);
  return deps.store.webhooks.listDeliveries(webhook.id, page);
}
