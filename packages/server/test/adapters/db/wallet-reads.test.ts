import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../src/adapters/db/database.js';
import { createStore } from '../../../src/adapters/db/store.js';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.js';

// Balance reads of one wallet that arrive together share one read of the database; a read asked
// after a change committed elsewhere is never answered by a read made before it.
let testDb: TestDatabase;
let database: Database;
let other: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = openDatabase(testDb.url);
  await database.migrate();
  other = openDatabase(testDb.url);
});
afterAll(async () => {
  await other?.close();
  await database?.close();
  await testDb?.drop();
});

/** A store over `database` that counts the wallet reads reaching the database. */
function countingStore() {
  let reads = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      reads++;
      return args.result;
    },
  };
  const readRowNow = database.readRowNow;
  const store = createStore(
    database.db.withPlugin(counting),
    database.dialect,
    readRowNow &&
      ((text, parameters) => {
        const row = readRowNow(text, parameters);
        if (row) reads++;
        return row;
      }),
  );
  return { store, reads: () => reads };
}

async function newWallet(accountId: string, standardBalance: number) {
  const at = new Date().toISOString();
  await database.db
    .insertInto('accounts')
    .values({ id: accountId, name: accountId, createdAt: at })
    .execute();
  const store = createStore(database.db, database.dialect);
  await store.credits.createWallet(
    { accountId, trialBalance: 0, standardBalance, held: 0, trialExpiresAt: null },
    at,
  );
}

describe('wallet reads', () => {
  it('answer reads of one wallet asked together with one read, and each account its own balance', async () => {
    await newWallet('acc_reads_a', 3);
    await newWallet('acc_reads_b', 9);
    const { store, reads } = countingStore();
    const wallets = await Promise.all([
      ...Array.from({ length: 20 }, () => store.credits.getWallet('acc_reads_a')),
      store.credits.getWallet('acc_reads_b'),
      store.credits.getWallet('acc_nobody'),
    ]);
    expect(wallets.slice(0, 20).map((w) => w?.standardBalance)).toEqual(Array(20).fill(3));
    expect(wallets[20]?.standardBalance).toBe(9);
    expect(wallets[21]).toBeUndefined();
    expect(reads()).toBe(3);
  });

  it('answer a read asked after a change committed on another connection with that change', async () => {
    await newWallet('acc_reads_c', 1);
    const { store } = countingStore();
    const first = store.credits.getWallet('acc_reads_c');
    await other.db
      .updateTable('creditWallets')
      .set({ standardBalance: 2 })
      .where('accountId', '=', 'acc_reads_c')
      .execute();
    const second = store.credits.getWallet('acc_reads_c');
    expect([1, 2]).toContain((await first)?.standardBalance);
    expect((await second)?.standardBalance).toBe(2);
  });
});
