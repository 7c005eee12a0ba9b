// A separate process that opens the database by URL and fires reservations at one account at once.
// Used by the cross-process concurrency test; prints one JSON line with what succeeded.
import { openDatabase } from '../../src/adapters/db/database.js';
import { loadConfig } from '../../src/config.js';
import { createServices } from '../../src/services.js';

const [url, accountId, count, cost] = process.argv.slice(2);
const config = loadConfig({ DATABASE_URL: url, SIGNING_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
const database = openDatabase(config.databaseUrl, { poolSize: 8 });
const services = createServices(config, database);
const results = await Promise.allSettled(
  Array.from({ length: Number(count) }, () => services.credits.reserve(accountId!, Number(cost), null)),
);
const ok = results.filter((r) => r.status === 'fulfilled').length;
const unexpected = results
  .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
  .map((r) => (r.reason as { code?: string }).code ?? String(r.reason))
  .filter((code) => code !== 'insufficient_credits');
process.stdout.write(`${JSON.stringify({ ok, unexpected })}\n`);
await database.close();
