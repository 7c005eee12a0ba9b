import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidTestRoute } from '../support/paid-test-route.js';
import { bearer, createTestContext, manualClock, type TestContext } from '../support/test-app.js';

const clock = manualClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ clock, app: { extraScopedRoutes: [paidTestRoute] } });
});
afterAll(async () => ctx?.close());

const charge = (token: string, payload: object, headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/test-charges${query}`,
    payload,
    headers: { ...bearer(token), ...headers },
  });

const balanceOf = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/v1/credits', headers: bearer(token) })).json().data
    .balance as number;

const ledgerOf = async (token: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/v1/credits/transactions?limit=100', headers: bearer(token) })
  ).json().data as Array<{ kind: string; amount: number; reference?: { type: string; id: string } }>;

describe('charging', () => {
  it('reserves the full cost and releases what was not produced', async () => {
    const { token } = await ctx.account({ credits: 10 });
    const res = await charge(token, { credits: 4, produce: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ charged: 1, released: 3 });
    expect(await balanceOf(token)).toBe(9);
    const ledger = await ledgerOf(token);
    expect(ledger.map((e) => [e.kind, e.amount])).toEqual([
      ['release', 3],
      ['reserve', -4],
      ['grant', 10],
    ]);
    expect(ledger[0]!.reference).toEqual({ type: 'generation', id: 'gen_test_4' });
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first response and charges once', async () => {
    const { token } = await ctx.account({ credits: 10 });
    const first = await charge(token, { credits: 3 }, { 'idempotency-key': 'order-1' });
    const again = await charge(token, { credits: 3 }, { 'idempotency-key': 'order-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual({ ...first.json().data, balanceNow: 7 });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(token)).toBe(7);
    // Key order in the body does not make it another request.
    const reordered = await charge(token, { note: 'n', credits: 2 }, { 'idempotency-key': 'order-2' });
    const reordered2 = await charge(token, { credits: 2, note: 'n' }, { 'idempotency-key': 'order-2' });
    expect(reordered2.json().data.reservationId).toBe(reordered.json().data.reservationId);
    expect(await balanceOf(token)).toBe(5);
  });

  it('answers a replay with the resource in its current state', async () => {
    const { token, accountId } = await ctx.account({ credits: 10 });
    const first = await charge(token, { credits: 3 }, { 'idempotency-key': 'fresh' });
    expect(first.json().data.balanceNow).toBe(7);
    await ctx.services.credits.grant(accountId, 5);
    const replay = await charge(token, { credits: 3 }, { 'idempotency-key': 'fresh' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data).toEqual({ ...first.json().data, balanceNow: 12 });
    expect(await balanceOf(token)).toBe(12);
  });

  it('answers 409 idempotency_conflict for the same key with another body', async () => {
    const { token } = await ctx.account({ credits: 10 });
    await charge(token, { credits: 1 }, { 'idempotency-key': 'k' });
    const res = await charge(token, { credits: 2 }, { 'idempotency-key': 'k' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('idempotency_conflict');
    expect(await balanceOf(token)).toBe(9);
  });

  it('answers 409 conflict to a repeat that arrives while the first is still running', async () => {
    const { token, accountId } = await ctx.account({ credits: 10 });
    const slow = { credits: 1, delayMs: 1500 };
    const first = charge(token, slow, { 'idempotency-key': 'busy' });
    // Wait until the first request holds the key, however slow the machine.
    const claimed = () =>
      ctx.services.database.db
        .selectFrom('idempotencyKeys')
        .select('state')
        .where('accountId', '=', accountId)
        .where('key', '=', 'busy')
        .executeTakeFirst();
    while (!(await claimed())) await new Promise((resolve) => setTimeout(resolve, 10));
    const repeat = await charge(token, slow, { 'idempotency-key': 'busy' });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().code).toBe('conflict');
    expect((await first).statusCode).toBe(201);
    const after = await charge(token, slow, { 'idempotency-key': 'busy' });
    expect(after.statusCode).toBe(201);
    expect(after.json().data.reservationId).toBe((await first).json().data.reservationId);
    expect(await balanceOf(token)).toBe(9);
  });

  it('lets a repeat take over a key whose first request was abandoned (the process died)', async () => {
    const { token } = await ctx.account({ credits: 10 });
    const { accountId } = (
      await ctx.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) })
    ).json().data;
    const now = clock.now();
    await ctx.services.store.idempotency.claim({
      accountId,
      key: 'orphan',
      requestHash: 'whatever',
      state: 'running',
      responseStatus: null,
      responseBody: null,
      createdAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
      lockedUntil: new Date(now.getTime() - 5 * 60_000).toISOString(),
      resource: null,
    });
    const res = await charge(token, { credits: 1 }, { 'idempotency-key': 'orphan' });
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(token)).toBe(9);
  });

  it('runs simultaneous repeats exactly once', async () => {
    const { token } = await ctx.account({ credits: 10 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => charge(token, { credits: 2 }, { 'idempotency-key': 'parallel' })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of results) if (r.statusCode === 409) expect(r.json().code).toBe('conflict');
    const ids = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().data.reservationId));
    expect(ids.size).toBe(1);
    expect(await balanceOf(token)).toBe(8);
  });

  it("answers a viewer 403 before looking at a key, never another caller's replay", async () => {
    const { token, accountId } = await ctx.account({ credits: 10 });
    const viewer = (await ctx.token({ accountId, role: 'viewer' })).token;
    const editor = (await ctx.token({ accountId, role: 'editor' })).token;
    const first = await charge(token, { credits: 3 }, { 'idempotency-key': 'owner-order' });
    expect(first.statusCode).toBe(201);
    const peek = await charge(viewer, { credits: 3 }, { 'idempotency-key': 'owner-order' });
    expect(peek.statusCode).toBe(403);
    expect(peek.json().code).toBe('forbidden');
    expect(peek.headers['idempotent-replayed']).toBeUndefined();
    expect(JSON.stringify(peek.json())).not.toContain(first.json().data.reservationId);
    // Nor does a viewer's own key do anything, with or without a dry run.
    expect((await charge(viewer, { credits: 3 }, { 'idempotency-key': 'viewer-own' })).statusCode).toBe(403);
    expect(
      (await charge(viewer, { credits: 3 }, { 'idempotency-key': 'x' }, '?dryRun=true')).statusCode,
    ).toBe(403);
    // Another caller of the account who may spend gets the replay.
    const again = await charge(editor, { credits: 3 }, { 'idempotency-key': 'owner-order' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.reservationId).toBe(first.json().data.reservationId);
    expect(await balanceOf(token)).toBe(7);
  });

  it('scopes keys to the account', async () => {
    const a = await ctx.account({ credits: 10 });
    const b = await ctx.account({ credits: 10 });
    await charge(a.token, { credits: 1 }, { 'idempotency-key': 'shared' });
    const res = await charge(b.token, { credits: 5 }, { 'idempotency-key': 'shared' });
    expect(res.statusCode).toBe(201);
    expect(await balanceOf(b.token)).toBe(5);
  });

  it('frees the key when the first attempt fails, so the same key works after buying credits', async () => {
    const { token, accountId } = await ctx.account({ credits: 1 });
    const short = await charge(token, { credits: 3 }, { 'idempotency-key': 'retry-me' });
    expect(short.statusCode).toBe(402);
    await ctx.services.credits.grant(accountId, 5);
    const paid = await charge(token, { credits: 3 }, { 'idempotency-key': 'retry-me' });
    expect(paid.statusCode).toBe(201);
    expect(await balanceOf(token)).toBe(3);
  });

  it('forgets a key after 24 hours', async () => {
    const { token } = await ctx.account({ credits: 10 });
    await charge(token, { credits: 1 }, { 'idempotency-key': 'daily' });
    clock.advance(24 * 3_600_000 + 1000);
    const later = await charge(token, { credits: 1 }, { 'idempotency-key': 'daily' });
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await balanceOf(token)).toBe(8);
  });

  it('answers 400 for a key that is empty, too long or not printable ASCII', async () => {
    const { token } = await ctx.account({ credits: 10 });
    for (const key of ['', 'x'.repeat(256), 'ключ', 'tab\there']) {
      const res = await charge(token, { credits: 1 }, { 'idempotency-key': key });
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect(await balanceOf(token)).toBe(10);
  });
});

describe('?dryRun=true', () => {
  it('quotes without creating or charging anything, and never answers 402', async () => {
    const { token } = await ctx.account({ credits: 3 });
    const ok = await charge(token, { credits: 2 }, {}, '?dryRun=true');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { quote: { credits: 2, balance: 3, sufficient: true } } });
    const short = await charge(token, { credits: 5 }, { 'idempotency-key': 'dry' }, '?dryRun=true');
    expect(short.statusCode).toBe(200);
    expect(short.json()).toEqual({ data: { quote: { credits: 5, balance: 3, sufficient: false } } });
    expect(await balanceOf(token)).toBe(3);
    expect(await ledgerOf(token)).toHaveLength(1);
    // The dry run did not consume the key.
    expect((await charge(token, { credits: 1 }, { 'idempotency-key': 'dry' })).statusCode).toBe(201);
  });

  it('validates exactly as the real call', async () => {
    const { token } = await ctx.account({ credits: 3 });
    expect((await charge(token, { credits: 0 }, {}, '?dryRun=true')).statusCode).toBe(400);
    expect(
      (await charge(token, { credits: 1, failWith: 'unknown_thing' }, {}, '?dryRun=true')).statusCode,
    ).toBe(404);
    expect((await charge(token, { credits: 1 }, {}, '?dryRun=maybe')).statusCode).toBe(400);
    const unauth = await ctx.app.inject({
      method: 'POST',
      url: '/v1/test-charges?dryRun=true',
      payload: { credits: 1 },
    });
    expect(unauth.statusCode).toBe(401);
  });
});
