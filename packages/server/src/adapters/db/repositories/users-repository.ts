import type { Role } from '../../../ports/persistence/tokens.js';
import type { UserRepository } from '../../../ports/persistence/users.js';
import { type Executor, inserted, touched } from './executor.js';

export function userRepository(db: Executor): UserRepository {
  return {
    async insert(user, passwordHash) {
      // The unique index on email decides between two sign-ups of the same address.
      const r = await db
        .insertInto('users')
        .values({ ...user, passwordHash })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async find(id) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async findByEmail(email) {
      return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    },
    async setPasswordHash(userId, passwordHash) {
      await db.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    },
    async deleteIfOrphan(userId) {
      const member = await db
        .selectFrom('memberships')
        .select('userId')
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!member) await db.deleteFrom('users').where('id', '=', userId).execute();
    },
    async addMembership(membership) {
      const r = await db
        .insertInto('memberships')
        .values(membership)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
    async findMembership(accountId, userId) {
      return db
        .selectFrom('memberships')
        .selectAll()
        .where('accountId', '=', accountId)
        .where('userId', '=', userId)
        .executeTakeFirst();
    },
    async membershipsOf(userId) {
      return db
        .selectFrom('memberships')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt', 'asc')
        .orderBy('accountId', 'asc')
        .execute();
    },
    async members(accountId) {
      return db
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.userId')
        .select([
          'memberships.accountId',
          'memberships.userId',
          'memberships.role',
          'memberships.createdAt',
          'users.email',
        ])
        .where('memberships.accountId', '=', accountId)
        .orderBy('memberships.createdAt', 'asc')
        .orderBy('memberships.userId', 'asc')
        .execute();
    },
    async countMembers(accountId, role?: Role) {
      let q = db
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('accountId', '=', accountId);
      if (role) q = q.where('role', '=', role);
      const r = await q.executeTakeFirstOrThrow();
      return Number(r.n);
    },
    async lockMembers(accountId) {
      // The account's row always exists, even before its first member.
      await db
        .updateTable('accounts')
        .set((eb) => ({ name: eb.ref('name') }))
        .where('id', '=', accountId)
        .execute();
    },
    async setRole(accountId, userId, role) {
      const r = await db
        .updateTable('memberships')
        .set({ role })
        .where('accountId', '=', accountId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return touched(r);
    },
    async removeMembership(accountId, userId) {
      const r = await db
        .deleteFrom('memberships')
        .where('accountId', '=', accountId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return touched(r);
    },
  };
}
