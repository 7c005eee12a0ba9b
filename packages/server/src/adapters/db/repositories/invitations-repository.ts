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
  };
}
