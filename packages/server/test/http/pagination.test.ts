import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace } from '../../src/domain/accounts.js';
import { bearer, createTestContext, type TestContext } from '../support/test-app.js';

let ctx: TestContext;
let account: { accountId: string; workspaceId: string; token: string };

beforeAll(async () => {
  ctx = await createTestContext();
  account = await ctx.account({ credits: 1 });
  for (let i = 1; i <= 44; i++)
    await ctx.services.credits.grant(account.accountId, i, { reason: `grant ${i}` });
});
afterAll(async () => ctx?.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(account.token) });

describe('keyset pagination', () => {
  it('walks the ledger newest first in pages, without gaps or repeats', async () => {
    const seen: string[] = [];
    let url = '/v1/credits/transactions';
    let pages = 0;
    for (;;) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      pages++;
      seen.push(...body.data.map((e: { reason: string }) => e.reason));
      if (!body.nextCursor) break;
      expect(body.data).toHaveLength(20);
      url = `/v1/credits/transactions?cursor=${encodeURIComponent(body.nextCursor)}`;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...Array.from({ length: 44 }, (_, i) => `grant ${44 - i}`), 'initial credits']);
  });

  it('honours limit and keeps the balance after each entry', async () => {
    const res = await get('/v1/credits/transactions?limit=3');
    const body = res.json();
    expect(
      body.data.map((e: { amount: number; balanceAfter: number }) => [e.amount, e.balanceAfter]),
    ).toEqual([
      [44, 991],
      [43, 947],
      [42, 904],
    ]);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('answers 400 for a limit outside 1–100 or a cursor it did not issue', async () => {
    for (const q of [
      'limit=0',
      'limit=101',
      'limit=-5',
      'limit=abc',
      'limit=2.5',
      'cursor=bm9wZQ',
      'cursor=%00',
      'cursor=WyJ4Il0',
    ]) {
      const res = await get(`/v1/credits/transactions?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await get('/v1/credits/transactions?limit=100')).statusCode).toBe(200);
  });

  it('answers 400, never 500, for crafted cursors on every list', async () => {
    const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    const crafted = [
      [1.5],
      [1e300],
      [-3],
      [0],
      [2 ** 60],
      ['\u0000'],
      ['med_\u0000'],
      ['x'.repeat(300)],
      [null],
      [[1]],
      [{}],
      [1, 2],
      'not an array',
    ].map(cursorOf);
    // Each list's cursor holds that list's own key: another list's is not accepted either.
    const foreign = {
      '/v1/credits/transactions': cursorOf([account.workspaceId]),
      '/v1/media': cursorOf([account.workspaceId]),
      '/v1/generations': cursorOf(['med_01jbz8r4w0000000000000000a']),
      '/v1/campaigns': cursorOf([5]),
      '/v1/workspaces': cursorOf(['cmp_01jbz8r4w0000000000000000a']),
    };
    for (const [list, other] of Object.entries(foreign)) {
      for (const cursor of [...crafted, other]) {
        const res = await get(`${list}?cursor=${cursor}`);
        expect(res.statusCode, `${list} ${Buffer.from(cursor, 'base64url').toString()}`).toBe(400);
        expect(res.json().errors).toEqual([
          { path: 'query.cursor', message: 'not a cursor issued by this API for this list' },
        ]);
      }
    }
  });

  it('pages workspaces too', async () => {
    for (let i = 0; i < 3; i++)
      await createWorkspace(ctx.services.accounts, { accountId: account.accountId, name: `w${i}` });
    const first = (await get('/v1/workspaces?limit=2')).json();
    expect(first.data).toHaveLength(2);
    const second = (await get(`/v1/workspaces?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.nextCursor).toBeUndefined();
    const ids = [...first.data, ...second.data].map((w: { id: string }) => w.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBe(account.workspaceId);
  });
});
