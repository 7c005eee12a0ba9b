/**
 * What must hold after the scaled shape took a load while its processes were killed, read straight
 * from the database and the receivers, not from the API that is under test: money exact, every job
 * ended, no paid effect twice, no upload lost.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Received } from '../support/webhook-receiver.js';
import type { AccountLoad } from './load.js';

export interface Violation {
  what: string;
  detail: string;
}

export interface Settled {
  generations: Record<string, number>;
  targets: Record<string, number>;
}

/** Waits until no generation is queued or running and no target is still being delivered. */
export async function waitUntilSettled(databaseUrl: string, timeoutMs: number): Promise<Settled> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const generations = await counts(
        db,
        'select status as key, count(*)::int as n from generations group by 1',
      );
      const targets = await counts(
        db,
        'select state as key, count(*)::int as n from post_targets group by 1',
      );
      const busy =
        (generations.queued ?? 0) +
        (generations.running ?? 0) +
        ['scheduled', 'queued', 'sending', 'retrying'].reduce((n, s) => n + (targets[s] ?? 0), 0);
      if (busy === 0 || Date.now() > deadline) return { generations, targets };
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await db.end();
  }
}

async function counts(db: pg.Client, sql: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ key: string; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [r.key, r.n]));
}

/** Jobs that ran more than once (taken up again after a worker died, or retried), by kind. */
export async function jobsRunAgain(databaseUrl: string): Promise<Record<string, number>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await counts(
      db,
      `select name as key, count(*)::int as n
         from (select name, retry_count from pgboss.job union all select name, retry_count from pgboss.archive) jobs
        where retry_count > 0 group by 1`,
    );
  } finally {
    await db.end();
  }
}

export async function checkInvariants(
  databaseUrl: string,
  accounts: AccountLoad[],
  deliveries: Received[],
): Promise<{ violations: Violation[]; checked: Record<string, number> }> {
  const violations: Violation[] = [];
  const fail = (what: string, detail: string) => violations.push({ what, detail });
  const checked: Record<string, number> = {};
  const count = (what: string, n = 1) => {
    checked[what] = (checked[what] ?? 0) + n;
  };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const ids = accounts.map((a) => a.accountId);

    // The ledger sums to the balance, nothing is negative, nothing is left held.
    const wallets = await db.query<{
      account_id: string;
      trial_balance: number;
      standard_balance: number;
      held: number;
      ledger: string;
    }>(
      `select w.account_id, w.trial_balance, w.standard_balance, w.held,
              coalesce((select sum(amount) from credit_entries e where e.account_id = w.account_id), 0) as ledger
         from credit_wallets w where w.account_id = any($1)`,
      [ids],
    );
    for (const w of wallets.rows) {
      count('wallets');
      const balance = w.trial_balance + w.standard_balance;
      if (Number(w.ledger) !== balance)
        fail('ledger', `${w.account_id}: entries sum to ${w.ledger}, balance ${balance}`);
      if (w.trial_balance < 0 || w.standard_balance < 0)
        fail('negative', `${w.account_id}: balance ${balance}`);
      if (w.held !== 0) fail('held', `${w.account_id}: ${w.held} credits still held`);
    }
    if (wallets.rows.length !== accounts.length)
      fail('wallets', `${wallets.rows.length} of ${accounts.length}`);
    const open = await db.query(
      `select id from credit_reservations where status = 'open' and account_id = any($1)`,
      [ids],
    );
    for (const r of open.rows) fail('reservation', `${r.id} is still open`);

    // Every generation ended, charged exactly the images it made, refunded the rest.
    const generations = await db.query<{
      id: string;
      account_id: string;
      status: string;
      output_count: number;
      credits_charged: number;
      made: number;
      spent: string;
    }>(
      `select g.id, g.account_id, g.status, g.output_count, g.credits_charged,
              (select count(*)::int from media_items m where m.generation_id = g.id) as made,
              coalesce((select -sum(amount) from credit_entries e
                         where e.reference_type = 'generation' and e.reference_id = g.id), 0) as spent
         from generations g where g.account_id = any($1)`,
      [ids],
    );
    const perAccount = new Map<string, number>();
    for (const g of generations.rows) {
      count(`generations ${g.status}`);
      perAccount.set(g.account_id, (perAccount.get(g.account_id) ?? 0) + 1);
      if (g.status === 'queued' || g.status === 'running') fail('generation', `${g.id} is still ${g.status}`);
      if (g.status === 'succeeded' && (g.credits_charged !== g.output_count || g.made !== g.output_count)) {
        fail(
          'generation',
          `${g.id}: ${g.made} images, ${g.credits_charged} charged, ${g.output_count} expected`,
        );
      }
      if (g.status !== 'succeeded' && g.credits_charged !== 0)
        fail('refund', `${g.id} ${g.status} kept ${g.credits_charged}`);
      if (Number(g.spent) !== g.credits_charged) {
        fail('ledger', `${g.id}: the ledger took ${g.spent} for a charge of ${g.credits_charged}`);
      }
    }
    // No paid call ran twice: at most one generation per call a customer sent.
    for (const a of accounts) {
      const made = perAccount.get(a.accountId) ?? 0;
      if (made > a.generationsAsked)
        fail('twice', `${a.accountId}: ${made} generations for ${a.generationsAsked} calls`);
    }

    // Every delivery ended; a delivered target reached its receiver once, and was charged once.
    const byPost = new Map<string, number>();
    for (const d of deliveries) {
      const postId = String((d.json.data as { postId?: string }).postId);
      byPost.set(postId, (byPost.get(postId) ?? 0) + 1);
    }
    // Each post here has one target: what the ledger kept for the post is that target's cost, once.
    const targets = await db.query<{ post_id: string; state: string; cost: number; spent: string }>(
      `select t.post_id, t.state, t.cost,
              coalesce((select -sum(e.amount) from credit_entries e
                         where e.reference_type = 'publication' and e.reference_id = t.post_id), 0) as spent
         from post_targets t join posts p on p.id = t.post_id where p.account_id = any($1)`,
      [ids],
    );
    for (const t of targets.rows) {
      count(`targets ${t.state}`);
      const received = byPost.get(t.post_id) ?? 0;
      if (['scheduled', 'queued', 'sending', 'retrying'].includes(t.state))
        fail('delivery', `${t.post_id} still ${t.state}`);
      if (t.state === 'delivered' && received !== 1)
        fail('twice', `${t.post_id} delivered, received ${received} times`);
      if (t.state !== 'delivered' && received > 1)
        fail('twice', `${t.post_id} ${t.state}, received ${received} times`);
      // Only a delivery is charged; a failed or unknown one is released (docs/publishing.md).
      const owed = t.state === 'delivered' ? t.cost : 0;
      if (Number(t.spent) !== owed) {
        fail('ledger', `${t.post_id} ${t.state}: the ledger kept ${t.spent}, the delivery costs ${t.cost}`);
      }
    }
    const posts = accounts.reduce((n, a) => n + a.postIds.length, 0);
    if (targets.rows.length !== posts)
      fail('delivery', `${targets.rows.length} targets for ${posts} posts made`);

    // Every upload is in the store, byte for byte what was recorded.
    for (const a of accounts) {
      for (const u of a.uploads) {
        count('uploads read back');
        const res = await fetch(u.url);
        if (!res.ok) {
          fail('upload', `${u.id}: ${u.url} answered ${res.status}`);
          continue;
        }
        const sha = createHash('sha256')
          .update(Buffer.from(await res.arrayBuffer()))
          .digest('hex');
        if (sha !== u.sha256) fail('upload', `${u.id}: stored bytes differ from the recorded SHA-256`);
      }
    }
  } finally {
    await db.end();
  }
  return { violations, checked };
}
