/**
 * `npm run test:scale`: the scaled shape under load and faults. PostgreSQL, the RADOS Gateway and
 * Redis on 127.0.0.1; 2 API and 2 worker processes behind a balancer; 50 customers uploading,
 * generating and publishing at once while a worker is SIGKILLed ten times and an API process is
 * restarted. Afterwards the money, the jobs, the deliveries and the uploads are checked, the rate
 * limit is held across both API processes, and the figures are printed and written to
 * docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/db/database.js';
import { loadConfig } from '../../src/config.js';
import { createAccount } from '../../src/domain/accounts.js';
import { issueToken } from '../../src/domain/tokens.js';
import { createServices, type Services } from '../../src/services.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { type Cluster, startCluster } from './cluster.js';
import { checkInvariants, jobsRunAgain, waitUntilSettled } from './invariants.js';
import { type LoadResult, percentile, runLoad } from './load.js';

const ACCOUNTS = 50;
const CONCURRENCY = 12;
const WORKER_KILLS = 10;
const CREDITS = 20;
const RATE_LIMIT = 300;
const DOCS = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));

let cluster: Cluster;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  cluster = await startCluster({
    apis: 2,
    workers: 2,
    env: {
      ALLOW_PRIVATE_TARGETS: 'true',
      // A delivery is paid here, so that publishing moves money too.
      PUBLISH_COSTS: 'webhook=1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      // A killed worker's job is taken up by another once this has passed (pg-boss has no heartbeat).
      JOB_TIMEOUT_SECONDS: '12',
      DELIVERY_TIMEOUT_SECONDS: '5',
      DELIVERY_RETRY_BASE_SECONDS: '0.5',
      JOB_CONCURRENCY: '2',
    },
  });
}, 5 * 60_000);

afterAll(async () => {
  await cluster?.close();
  await receiver?.close();
});

/** The service's use cases on the cluster's database, as the admin commands reach them. */
async function asOperator<T>(fn: (services: Services) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'contentforge-scale-admin-'));
  const config = loadConfig({ ...cluster.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const services = createServices(config, openDatabase(config.databaseUrl), { runsJobs: false });
  try {
    return await fn(services);
  } finally {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const makeAccounts = () =>
  asOperator(async (services) => {
    const made = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const created = await createAccount(services.accounts, { name: `Customer ${i}`, credits: CREDITS });
      made.push({ accountId: created.account.id, token: created.token });
    }
    return made;
  });

const tokenOf = (accountId: string) =>
  asOperator(async (services) => {
    const issued = await issueToken(services.store, services.clock, {
      accountId,
      workspaceId: null,
      kind: 'api',
      role: 'viewer',
      expiresInDays: null,
    });
    return issued.token;
  });

interface Faults {
  workerKills: number;
  apiRestarts: number;
  apiRestartExit: number | null;
  restartMs: number[];
}

/** Kills a worker ten times (restarting it each time) and restarts an API process, while the load runs. */
async function faults(running: () => boolean): Promise<Faults> {
  const done: Faults = { workerKills: 0, apiRestarts: 0, apiRestartExit: null, restartMs: [] };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  for (let i = 0; i < WORKER_KILLS; i++) {
    await pause(running() ? 2500 : 500);
    const worker = `worker${(i % 2) + 1}`;
    await cluster.kill(worker);
    done.workerKills++;
    await pause(300);
    const started = performance.now();
    await cluster.start(worker);
    done.restartMs.push(performance.now() - started);
    if (i === 4) {
      // An orchestrator's rolling restart: SIGTERM, wait for the exit, start again.
      done.apiRestartExit = await cluster.stop('api1');
      await cluster.start('api1');
      done.apiRestarts++;
    }
  }
  return done;
}

/** One token, requests spread over both API processes directly: how many does the pair accept? */
async function rateLimitAcrossProcesses(token: string): Promise<{ sent: number; accepted: number }> {
  const apis = cluster.members.filter((m) => m.role === 'api');
  const sent = RATE_LIMIT * 2;
  let accepted = 0;
  let next = 0;
  const one = async () => {
    for (let i = next++; i < sent; i = next++) {
      const api = apis[i % apis.length]!;
      const res = await fetch(`http://127.0.0.1:${api.port}/v1/credits`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.status === 200) accepted++;
      else if (res.status !== 429) throw new Error(`unexpected ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, one));
  return { sent, accepted };
}

describe('the scaled shape under load and faults', () => {
  it(
    'ends every generation and delivery, charges each paid effect once, loses no upload, and holds the rate limit',
    async () => {
      const startedAt = new Date();
      const accounts = await makeAccounts();
      let loading = true;
      const faultsDone = faults(() => loading);
      let load: LoadResult;
      try {
        load = await runLoad({
          url: cluster.url,
          accounts,
          webhookUrl: (accountId) => receiver.url(`/${accountId}`),
          concurrency: CONCURRENCY,
        });
      } finally {
        loading = false;
      }
      const fault = await faultsDone;
      const settleStarted = performance.now();
      const settled = await waitUntilSettled(cluster.databaseUrl, 3 * 60_000);
      const settleMs = performance.now() - settleStarted;
      const { violations, checked } = await checkInvariants(
        cluster.databaseUrl,
        load.accounts,
        receiver.received,
      );
      const runAgain = await jobsRunAgain(cluster.databaseUrl);

      const fresh = await tokenOf(accounts[0]!.accountId);
      const limit = await rateLimitAcrossProcesses(fresh);

      const clientErrors = load.accounts.flatMap((a) =>
        a.errors.map((e) => `${a.accountId} ${e.operation}: ${e.message}`),
      );
      const report = figures({
        load,
        fault,
        settled,
        settleMs,
        checked,
        limit,
        clientErrors,
        startedAt,
        runAgain,
      });
      process.stdout.write(`\n${report}\n`);
      writeDocs(report);

      expect(violations).toEqual([]);
      expect(fault).toMatchObject({ workerKills: WORKER_KILLS, apiRestarts: 1, apiRestartExit: 0 });
      // A client sees no error from the faults: the balancer, graceful shutdown and the SDK's
      // retries under idempotency keys carry every call through.
      expect(clientErrors).toEqual([]);
      expect(Math.abs(limit.accepted - RATE_LIMIT)).toBeLessThanOrEqual(RATE_LIMIT * 0.05);
    },
    15 * 60_000,
  );
});

function figures(input: {
  load: LoadResult;
  fault: Faults;
  settled: { generations: Record<string, number>; targets: Record<string, number> };
  settleMs: number;
  checked: Record<string, number>;
  limit: { sent: number; accepted: number };
  clientErrors: string[];
  startedAt: Date;
  runAgain: Record<string, number>;
}): string {
  const { load, fault, settled, limit } = input;
  const ms = (v: number) => `${Math.round(v)}`;
  const calls = Object.values(load.timings).reduce((n, t) => n + t.length, 0);
  const generations = Object.entries(settled.generations)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  const targets = Object.entries(settled.targets)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  const rows = Object.entries(load.timings).map(([op, t]) => [
    op,
    String(t.length),
    String(ms(percentile(t, 50))),
    String(ms(percentile(t, 95))),
    String(ms(Math.max(...t))),
  ]);
  return [
    `Run of ${input.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} CPUs (load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}), Node ${process.version}:`,
    '',
    `- ${ACCOUNTS} customers, ${CONCURRENCY} at a time, through a balancer in front of 2 API processes, 2 worker processes: ${calls} timed calls in ${(load.elapsedMs / 1000).toFixed(1)} s.`,
    `- Faults during the load: ${fault.workerKills} worker SIGKILLs (each worker back in ${ms(percentile(fault.restartMs, 50))} ms median), ${fault.apiRestarts} API process restart (SIGTERM, exit code ${fault.apiRestartExit}).`,
    `- Jobs run again after a kill cut them off (or a retry): ${
      Object.entries(input.runAgain)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ') || 'none'
    }.`,
    `- Everything ended ${(input.settleMs / 1000).toFixed(1)} s after the load: generations ${generations}; deliveries ${targets}.`,
    `- Checked: ${Object.entries(input.checked)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}; errors seen by clients: ${input.clientErrors.length}.`,
    `- Rate limit of ${RATE_LIMIT} a minute for one token, ${limit.sent} requests spread over both API processes: ${limit.accepted} accepted.`,
    '',
    ...markdownTable(['call', 'count', 'p50 ms', 'p95 ms', 'max ms'], rows),
  ].join('\n');
}

/** A table as the docs' formatter writes it: every column padded to its widest cell. */
function markdownTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** Puts the run's figures between the markers of docs/benchmarks.md. */
function writeDocs(report: string): void {
  const start = '<!-- scale run: start -->';
  const end = '<!-- scale run: end -->';
  const text = readFileSync(DOCS, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${DOCS} has no scale run markers`);
  writeFileSync(DOCS, `${text.slice(0, from + start.length)}\n${report}\n${text.slice(to)}`);
}
