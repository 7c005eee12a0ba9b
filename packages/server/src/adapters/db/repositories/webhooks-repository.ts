import type { Selectable } from 'kysely';
import type {
  DeliveryAttempt,
  WebhookDeliveryRecord,
  WebhookRecord,
  WebhookRepository,
} from '../../../ports/persistence/webhooks.js';
import type { WebhookDeliveriesTable, WebhooksTable } from '../schema.js';
import { type Executor, touched } from './executor.js';

const toWebhook = (r: Selectable<WebhooksTable>): WebhookRecord => ({
  ...r,
  events: JSON.parse(r.events) as string[],
});

const toDelivery = (r: Selectable<WebhookDeliveriesTable>): WebhookDeliveryRecord => ({
  ...r,
  attemptLog: JSON.parse(r.attemptLog) as DeliveryAttempt[],
});

export function webhookRepository(db: Executor): WebhookRepository {
  return {
    async insert(webhook) {
      await db
        .insertInto('webhooks')
        .values({ ...webhook, events: JSON.stringify(webhook.events) })
        .execute();
    },
    async find(id) {
      const r = await db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toWebhook(r);
    },
    async list(workspaceId, page) {
      let q = db
        .selectFrom('webhooks')
        .selectAll()
        .where('workspaceId', '=', workspaceId)
        .where('deletedAt', 'is', null);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toWebhook);
    },
    async markDeleted(id, at) {
      const r = await db
        .updateTable('webhooks')
        .set({ deletedAt: at })
        .where('id', '=', id)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async subscribed(scope, event) {
      // A workspace has a handful of webhooks: the event list is filtered here rather than in SQL.
      const q = db.selectFrom('webhooks').selectAll().where('deletedAt', 'is', null);
      const rows = await ('workspaceId' in scope
        ? q.where('workspaceId', '=', scope.workspaceId)
        : q.where('accountId', '=', scope.accountId)
      )
        .orderBy('id', 'asc')
        .execute();
      return rows.map(toWebhook).filter((w) => w.events.includes(event));
    },
    async insertDelivery(delivery) {
      await db
        .insertInto('webhookDeliveries')
        .values({ ...delivery, attemptLog: JSON.stringify(delivery.attemptLog) })
        .execute();
    },
    async findDelivery(id) {
      const r = await db.selectFrom('webhookDeliveries').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toDelivery(r);
    },
    async listDeliveries(webhookId, page) {
      let q = db.selectFrom('webhookDeliveries').selectAll().where('webhookId', '=', webhookId);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      const rows = await q.orderBy('id', 'desc').limit(page.limit).execute();
      return rows.map(toDelivery);
    },
    async recordAttempt(id, change) {
      const r = await db
        .updateTable('webhookDeliveries')
        .set({ ...change, attemptLog: JSON.stringify(change.attemptLog) })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return touched(r);
    },
  };
}
