import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../support/test-app.js';

// Two API instances over one database, each on connections of its own, as in the scaled shape (on
// SQLite: as an admin command next to a running server). A balance answered by one instance is
// never older than a change already committed through the other, or in SQL, even while that
// instance is answering many reads of the same wallet at once.
let reader: TestContext;
let writer: TestContext;

beforeAll(async () => {
  reader = await createTestContext({ jobs: false });
  writer = await createTestContext({ database: reader.database, jobs: false });
});
afterAll(async () => {
  await writer?.stop();
  await reader?.close();
});

async function balances(token: string, count: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      reader.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) }),
    ),
  );
  return answers.map((res) => {
    expect(res.statusCode).toBe(200);
    return (res.json().data as { balance: number }).balance;
  });
}

describe('the balance read by one instance', () => {
  it('shows a grant made through another instance, and a change made in SQL, to the next read', async () => {
    const { accountId, token } = await reader.account({ credits: 25 });
    expect(await balances(token, 10)).toEqual(Array(10).fill(25));

    await writer.services.credits.grant(accountId, 5);
    expect(await balances(token, 10)).toEqual(Array(10).fill(30));

    // Reads already under way when the grant commits may show either balance; the ones asked
    // after it show the grant.
    const during = balances(token, 10);
    await writer.services.credits.grant(accountId, 7);
    const after = await balances(token, 10);
    expect(after).toEqual(Array(10).fill(37));
    for (const balance of await during) expect([30, 37]).toContain(balance);

    await sql`update credit_wallets set standard_balance = 40 where account_id = ${accountId}`.execute(
      writer.services.database.db,
    );
    expect(await balances(token, 10)).toEqual(Array(10).fill(40));
  });

  it('shows a reservation made through another instance to the next read', async () => {
    const { accountId, token } = await reader.account({ credits: 25 });
    expect(await balances(token, 5)).toEqual(Array(5).fill(25));
    const reservation = await writer.services.credits.reserve(accountId, 4, null);
    expect(await balances(token, 5)).toEqual(Array(5).fill(21));
    await writer.services.credits.settle(reservation.id, 1);
    expect(await balances(token, 5)).toEqual(Array(5).fill(24));
  });
});
