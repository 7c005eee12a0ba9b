import type { ServiceStateRepository } from '../../../ports/persistence/service-state.js';
import { type Executor, inserted } from './executor.js';

export function serviceStateRepository(db: Executor): ServiceStateRepository {
  return {
    async claim(key, value, at) {
      const r = await db
        .insertInto('serviceState')
        .values({ key, value, createdAt: at })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      return inserted(r);
    },
  };
}
