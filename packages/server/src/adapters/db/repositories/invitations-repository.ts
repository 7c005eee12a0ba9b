import type { InvitationRecord, InvitationRepository } from '../../../ports/persistence/users.js';
import { type Executor, touched } from './executor.js';

const INVITATION_COLUMNS = [
  'id',
  'accountId',
  'email',
  'role',
  'invitedByUserId',
  'createdAt',
  'expiresAt',
  'acceptedAt',
] as const satisfies readonly (keyof InvitationRecord)[];

export function invitationRepository(db: Executor): InvitationRepository {
  return {
    async insert(invitation, tokenHash) {
      await db
        .insertInto('invitations')
        .values({ ...invitation, tokenHash })
        .execute();
    },
    async findByHash(tokenHash) {
      return db
        .selectFrom('invitations')
        .select(INVITATION_COLUMNS)
        .where('tokenHash', '=', tokenHash)
        .executeTakeFirst();
    },
    async markAccepted(id, at) {
      const r = await db
        .updateTable('invitations')
        .set({ acceptedAt: at })
        .where('id', '=', id)
        .where('acceptedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async listPending(accountId, now, page) {
      let q = db
        .selectFrom('invitations')
        .select(INVITATION_COLUMNS)
        .where('accountId', '=', accountId)
        .where('acceptedAt', 'is', null)
        .where('expiresAt', '>', now);
      if (page.before !== undefined) q = q.where('id', '<', page.before);
      return q.orderBy('id', 'desc').limit(page.limit).execute();
    },
    async deletePending(accountId, id) {
      const r = await db
        .deleteFrom('invitations')
        .where('accountId', '=', accountId)
        .where('id', '=', id)
        .where('acceptedAt', 'is', null)
        .executeTakeFirst();
      return touched(r);
    },
    async deletePendingBy(accountId, invitedByUserId) {
      const r = await db
        .deleteFrom('invitations')
        .where('accountId', '=', accountId)
        .where('invitedByUserId', '=', invitedByUserId)
        .where('acceptedAt', 'is', null)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
