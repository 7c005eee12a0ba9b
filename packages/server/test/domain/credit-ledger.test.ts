import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/app-error.js';
import { createTestContext, manualClock, type TestContext } from '../support/test-app.js';

const DAY = 86_400_000;
const clock = manualClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { TRIAL_CREDITS: '10', TRIAL_DAYS: '30' }, poolSize: 20 });
});
afterAll(async () => ctx?.close());

const ledger = () => ctx.services.credits;

async function expectLedgerMatchesBalance(accountId: string) {
  const view = await ledger().balance(accountId);
  expect(await ctx.services.store.credits.sumEntries(accountId)).toBe(view.balance);
  return view;
}

describe('credit ledger', () => {
  it('starts a new account with the trial grant, or exactly the credits asked for', async () => {
    const trial = await ctx.account();
    const view = await ledger().balance(trial.accountId);
    expect(view).toMatchObject({ balance: 10, trial: { balance: 10 }, standard: { balance: 0 } });
    expect(view.trial.expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
    const entries = await ledger().transactions(trial.accountId, { limit: 10 });
    expect(entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([['trial_grant', 10, 10]]);

    const paid = await ctx.account({ credits: 7 });
    expect(await ledger().balance(paid.accountId)).toMatchObject({
      balance: 7,
      trial: { balance: 0 },
      standard: { balance: 7 },
    });
    expect((await ledger().balance(paid.accountId)).trial.expiresAt).toBeUndefined();
  });

  it('spends trial credits before standard ones and refunds standard ones first', async () => {
    const { accountId } = await ctx.account();
    await ledger().grant(accountId, 5);
    const r = await ledger().reserve(accountId, 12, { type: 'generation', id: 'gen_a' });
    expect(r).toMatchObject({ amount: 12, trialAmount: 10, standardAmount: 2 });
    expect(await ledger().balance(accountId)).toMatchObject({
      balance: 3,
      trial: { balance: 0 },
      standard: { balance: 3 },
    });

    // 9 of 12 produced: 9 trial spent, 1 trial and 2 standard come back.
    const { released } = await ledger().settle(r.id, 9);
    expect(released).toBe(3);
    expect(await ledger().balance(accountId)).toMatchObject({
      balance: 6,
      trial: { balance: 1 },
      standard: { balance: 5 },
    });
    const kinds = (await ledger().transactions(accountId, { limit: 10 })).map((e) => [
      e.kind,
      e.amount,
      e.balanceAfter,
    ]);
    expect(kinds).toEqual([
      ['release', 3, 6],
      ['reserve', -12, 3],
      ['grant', 5, 15],
      ['trial_grant', 10, 10],
    ]);
    await expectLedgerMatchesBalance(accountId);
  });

  it('captures in parts and releases what was not captured, once', async () => {
    const { accountId } = await ctx.account({ credits: 10 });
    const r = await ledger().reserve(accountId, 4, null);
    await ledger().capture(r.id, 1);
    await ledger().capture(r.id, 2);
    await expect(ledger().capture(r.id, 2)).rejects.toMatchObject({ code: 'conflict' });
    const first = await ledger().release(r.id);
    expect(first.released).toBe(1);
    expect(first.reservation).toMatchObject({ status: 'settled', captured: 3 });
    const again = await ledger().release(r.id);
    expect(again.released).toBe(0);
    await expect(ledger().capture(r.id, 1)).rejects.toMatchObject({ code: 'conflict' });
    expect((await expectLedgerMatchesBalance(accountId)).balance).toBe(7);
  });

  it('writes no release when everything reserved was spent, and refunds everything when nothing was', async () => {
    const { accountId } = await ctx.account({ credits: 10 });
    const all = await ledger().reserve(accountId, 3, null);
    expect((await ledger().settle(all.id, 3)).released).toBe(0);
    const none = await ledger().reserve(accountId, 3, null);
    expect((await ledger().settle(none.id, 0)).released).toBe(3);
    const kinds = (await ledger().transactions(accountId, { limit: 10 })).map((e) => e.kind);
    expect(kinds).toEqual(['release', 'reserve', 'reserve', 'grant']);
    expect((await expectLedgerMatchesBalance(accountId)).balance).toBe(7);
  });

  it('refuses a short reservation with 402 details and changes nothing', async () => {
    const { accountId } = await ctx.account({ credits: 2 });
    const err = await ledger()
      .reserve(accountId, 3, null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({
      code: 'insufficient_credits',
      status: 402,
      extensions: { purchaseUrl: 'http://contentforge.test/billing', required: 3, balance: 2 },
    });
    expect((await ledger().transactions(accountId, { limit: 10 })).length).toBe(1);
    expect((await ledger().balance(accountId)).balance).toBe(2);
  });

  it('expires trial credits at their date with an expiry entry, also when they come back after it', async () => {
    const local = manualClock(clock.now());
    const other = await createTestContext({ clock: local, env: { TRIAL_CREDITS: '5', TRIAL_DAYS: '1' } });
    try {
      const { accountId } = await other.account();
      await other.services.credits.grant(accountId, 2);
      const held = await other.services.credits.reserve(accountId, 4, null);
      local.advance(2 * DAY);
      // The 4 trial credits held come back after the trial ended: they and the 1 left expire at once.
      await other.services.credits.settle(held.id, 0);
      const view = await other.services.credits.balance(accountId);
      expect(view).toMatchObject({ balance: 2, trial: { balance: 0 }, standard: { balance: 2 } });
      const entries = await other.services.credits.transactions(accountId, { limit: 10 });
      expect(entries.map((e) => [e.kind, e.amount])).toEqual([
        ['expiry', -5],
        ['release', 4],
        ['reserve', -4],
        ['grant', 2],
        ['trial_grant', 5],
      ]);
      expect(await other.services.store.credits.sumEntries(accountId)).toBe(2);

      const { accountId: idle } = await other.account();
      local.advance(2 * DAY);
      expect((await other.services.credits.quote(idle, 1)).sufficient).toBe(false);
      const idleEntries = await other.services.credits.transactions(idle, { limit: 10 });
      expect(idleEntries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
        ['expiry', -5, 0],
        ['trial_grant', 5, 5],
      ]);
    } finally {
      await other.close();
    }
  });

  it('rejects amounts that are not positive whole numbers', async () => {
    const { accountId } = await ctx.account({ credits: 2 });
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60]) {
      await expect(ledger().reserve(accountId, bad, null)).rejects.toMatchObject({ code: 'invalid_request' });
      await expect(ledger().grant(accountId, bad)).rejects.toMatchObject({ code: 'invalid_request' });
    }
  });

  it('never overdraws under 200 simultaneous reservations', async () => {
    const { accountId } = await ctx.account({ credits: 100 });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        ledger().reserve(accountId, 3, { type: 'generation', id: `gen_${i}` }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(167);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'insufficient_credits' });
    const view = await expectLedgerMatchesBalance(accountId);
    expect(view.balance).toBe(1);
    const wallet = await ctx.services.store.credits.getWallet(accountId);
    expect(wallet?.held).toBe(99);
    const entries = await ledger().transactions(accountId, { limit: 100 });
    expect(entries.filter((e) => e.kind === 'reserve')).toHaveLength(33);
    // balanceAfter runs down by 3 per reservation, in order, with no gaps or repeats.
    const afters = entries.filter((e) => e.kind === 'reserve').map((e) => e.balanceAfter);
    expect(afters).toEqual(Array.from({ length: 33 }, (_, i) => 1 + 3 * i));
  });

  it('keeps every settlement exact under concurrent settle, grant and reserve calls', async () => {
    const { accountId } = await ctx.account({ credits: 60 });
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => ledger().reserve(accountId, 3, null)),
    );
    // Each reservation gets a settle and a release at once: whichever runs first settles it; a settle
    // that comes second with another amount is refused as a conflict, never applied twice.
    const outcomes = await Promise.allSettled([
      ...reservations.map((r, i) => ledger().settle(r.id, i % 4)),
      ...reservations.map((r) => ledger().release(r.id)),
      ledger().grant(accountId, 10),
    ]);
    for (const o of outcomes)
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'conflict' });
    let spent = 0;
    for (const r of reservations) {
      const final = await ctx.services.store.credits.findReservation(r.id);
      expect(final?.status).toBe('settled');
      spent += final!.captured;
    }
    const view = await expectLedgerMatchesBalance(accountId);
    expect(view.balance).toBe(60 + 10 - spent);
    expect((await ctx.services.store.credits.getWallet(accountId))?.held).toBe(0);
  });
});

describe('credit ledger properties', () => {
  type Op =
    | { op: 'grant'; amount: number }
    | { op: 'reserve'; amount: number }
    | { op: 'capture'; which: number; amount: number }
    | { op: 'settle'; which: number; spent: number }
    | { op: 'release'; which: number };

  const opArb: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 20 }) }),
    fc.record({ op: fc.constant('reserve' as const), amount: fc.integer({ min: 1, max: 15 }) }),
    fc.record({
      op: fc.constant('capture' as const),
      which: fc.nat(),
      amount: fc.integer({ min: 0, max: 6 }),
    }),
    fc.record({
      op: fc.constant('settle' as const),
      which: fc.nat(),
      spent: fc.integer({ min: 0, max: 15 }),
    }),
    fc.record({ op: fc.constant('release' as const), which: fc.nat() }),
  );

  it('matches a simple model through any sequence of reserve, capture, settle, release and grant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const { accountId } = await ctx.account(); // 10 trial credits
        let trial = 10;
        let standard = 0;
        const model = new Map<
          string,
          { amount: number; trial: number; standard: number; captured: number; open: boolean }
        >();
        const ids: string[] = [];
        for (const o of ops) {
          const pick = (n: number) => ids[n % Math.max(ids.length, 1)];
          if (o.op === 'grant') {
            await ledger().grant(accountId, o.amount);
            standard += o.amount;
          } else if (o.op === 'reserve') {
            if (trial + standard < o.amount) {
              await expect(ledger().reserve(accountId, o.amount, null)).rejects.toMatchObject({
                status: 402,
              });
            } else {
              const r = await ledger().reserve(accountId, o.amount, null);
              const t = Math.min(trial, o.amount);
              trial -= t;
              standard -= o.amount - t;
              model.set(r.id, {
                amount: o.amount,
                trial: t,
                standard: o.amount - t,
                captured: 0,
                open: true,
              });
              ids.push(r.id);
            }
          } else {
            const id = pick(o.which);
            if (!id) continue;
            const m = model.get(id)!;
            const spent =
              o.op === 'capture' ? m.captured + o.amount : o.op === 'settle' ? o.spent : m.captured;
            const allowed = m.open
              ? spent >= m.captured && spent <= m.amount
              : o.op !== 'capture' && (o.op === 'release' || spent === m.captured);
            const call =
              o.op === 'capture'
                ? ledger().capture(id, o.amount)
                : o.op === 'settle'
                  ? ledger().settle(id, o.spent)
                  : ledger().release(id);
            if (!allowed) {
              await expect(call).rejects.toMatchObject({ code: 'conflict' });
              continue;
            }
            await call;
            if (!m.open) continue;
            if (o.op === 'capture') {
              m.captured = spent;
            } else {
              const trialSpent = Math.min(m.trial, spent);
              trial += m.trial - trialSpent;
              standard += m.standard - (spent - trialSpent);
              m.captured = spent;
              m.open = false;
            }
          }
        }
        const view = await ledger().balance(accountId);
        expect(view.trial.balance).toBe(trial);
        expect(view.standard.balance).toBe(standard);
        expect(await ctx.services.store.credits.sumEntries(accountId)).toBe(view.balance);
        const held = [...model.values()].filter((m) => m.open).reduce((s, m) => s + m.amount, 0);
        expect((await ctx.services.store.credits.getWallet(accountId))?.held).toBe(held);
        const entries = await ledger().transactions(accountId, { limit: 100 });
        for (const e of entries) expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40 },
    );
  });
});
