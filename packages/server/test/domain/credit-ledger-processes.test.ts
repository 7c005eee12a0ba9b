import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../support/test-app.js';

const run = promisify(execFile);
const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../support/reserve-worker.ts');

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('credit ledger across processes', () => {
  it('never overdraws when four processes reserve against one account at once', async () => {
    const { accountId } = await ctx.account({ credits: 100 });
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', WORKER, ctx.database.url, accountId, '50', '3'], {
          timeout: 60_000,
        }),
      ),
    );
    const results = outputs.map((o) => JSON.parse(o.stdout) as { ok: number; unexpected: string[] });
    for (const r of results) expect(r.unexpected).toEqual([]);
    expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(33);
    const view = await ctx.services.credits.balance(accountId);
    expect(view.balance).toBe(1);
    expect(await ctx.services.store.credits.sumEntries(accountId)).toBe(1);
  });
});
