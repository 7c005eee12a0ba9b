import { openDatabase } from '../../src/adapters/db/database.js';
import { type App, type AppOptions, buildApp } from '../../src/app.js';
import { type Env, loadConfig } from '../../src/config.js';
import { createAccount } from '../../src/domain/accounts.js';
import { issueToken } from '../../src/domain/tokens.js';
import type { Clock } from '../../src/ports/clock.js';
import type { Role, TokenKind } from '../../src/ports/persistence/tokens.js';
import { createServices, type EngineOverrides, type Services } from '../../src/services.js';
import { settlesWithin } from '../../src/time-limits.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-06-01T12:00:00.000Z')) {
  let now = start.getTime();
  const clock: Clock & { advance(ms: number): void; set(d: Date): void } = {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (d) => {
      now = d.getTime();
    },
  };
  return clock;
}

export interface TestContext {
  services: Services;
  app: App;
  database: TestDatabase;
  /** An account with its default workspace and an owner token. */
  account(input?: {
    name?: string;
    credits?: number;
  }): Promise<{ accountId: string; workspaceId: string; token: string }>;
  token(input: {
    accountId: string;
    workspaceId?: string;
    role?: Role;
    kind?: TokenKind;
    expiresInDays?: number;
  }): Promise<{ token: string; tokenId: string }>;
  close(): Promise<void>;
  /** Stops the app and its worker but keeps the database, for a restart over the same data. */
  stop(): Promise<void>;
}

/** The real application over a real database of its own, ready for `app.inject`. */
export async function createTestContext(
  options: {
    env?: Env;
    clock?: Clock;
    app?: AppOptions;
    poolSize?: number;
    engines?: EngineOverrides;
    /** Start the job worker (default true), as `serve` does. */
    jobs?: boolean;
    /** Reuse this database instead of creating one (a "restart" over the same data). */
    database?: TestDatabase;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    PUBLIC_URL: 'http://contentforge.test',
    SIGNING_SECRET: 'test-signing-secret-test-signing-secret',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  });
  const db = openDatabase(config.databaseUrl, options.poolSize ? { poolSize: options.poolSize } : {});
  await db.migrate();
  const services = createServices(config, db, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.engines ? { engines: options.engines } : {}),
  });
  // As `serve` does: Redis (when REDIS_URL is set) is reached before requests are served.
  await services.redis?.connect();
  // Every response is checked against the schema its route declares (see checkResponses).
  const mismatches: Error[] = [];
  const app = await buildApp(services, {
    logger: false,
    checkResponses: (mismatch) => {
      mismatches.push(mismatch);
      console.error(mismatch.message);
    },
    ...options.app,
  });
  const reportMismatches = () => {
    if (mismatches.length) {
      throw new Error(
        `Responses that do not match their schema:\n${mismatches.map((m) => m.message).join('\n')}`,
      );
    }
  };
  await app.ready();
  if (options.jobs !== false) await services.jobWorker.start();
  return {
    services,
    app,
    database,
    async account(input = {}) {
      const created = await createAccount(services.accounts, {
        name: input.name ?? 'Test account',
        ...(input.credits !== undefined ? { credits: input.credits } : {}),
      });
      return { accountId: created.account.id, workspaceId: created.workspace.id, token: created.token };
    },
    async token(input) {
      const { token, record } = await issueToken(services.store, services.clock, {
        accountId: input.accountId,
        workspaceId: input.workspaceId ?? null,
        role: input.role ?? 'owner',
        kind: input.kind ?? 'api',
        expiresInDays: input.expiresInDays ?? null,
      });
      return { token, tokenId: record.id };
    },
    async close() {
      await stopBounded(services, app);
      await services.close();
      await database.drop();
      reportMismatches();
    },
    async stop() {
      await services.jobWorker.stop();
      await app.close();
      await services.close();
      reportMismatches();
    },
  };
}

/**
 * Stops the worker and the app as `serve` does on SIGTERM, within bounds, so that a job or a
 * connection still busy at the end of a file cannot hang its teardown; what overran is said on
 * standard error, so that a slow stop shows instead of passing unnoticed.
 */
async function stopBounded(services: Services, app: App): Promise<void> {
  // The job engine bounds its own stop and hands back what it interrupted.
  await services.jobWorker.stop({ timeoutMs: 15_000 });
  const closing = app.close();
  if (!(await settlesWithin(closing, 15_000))) {
    console.error('test teardown: requests or connections were still open after 15 s; closing them');
    app.server.closeAllConnections();
    await closing;
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
