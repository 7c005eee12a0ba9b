import type { PurchaseRepository } from '../../../ports/persistence/purchases.js';
import { type Executor, touched } from './executor.js';

export function purchaseRepository(db: Executor): PurchaseRepository {
  return {
    async insert(purchase) {
      await db.insertInto('creditPurchases').values(purchase).execute();
    },
    async find(id) {
      return db.selectFrom('creditPurchases').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async markPaid(id, at) {
      const r = await db
        .updateTable('creditPurchases')
        .set({ status: 'paid', paidAt: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return touched(r);
    },
    async recordEvent(event) {
      await db
        .insertInto('paymentEvents')
        .values(event)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    },
    async findEvent(id) {
      return db.selectFrom('paymentEvents').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}
