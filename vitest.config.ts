import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// The whole suite runs on SQLite; with TEST_DATABASE_URL (a PostgreSQL URL) it runs again on
// PostgreSQL, each test file in a database of its own that is dropped afterwards — all but the
// studio's, the platform specs' and the platform adapters' tests, which touch no database, and the
// clients' tests (SDK, CLI client commands, MCP, the web app in a browser), which prove the client
// over the same API whatever the database: they would only repeat themselves. The scale run drives
// the SDK against PostgreSQL.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    // The scaled shape under load has a run of its own: npm run test:scale.
    exclude: ['packages/server/test/scale/**', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default, one file fewer than the CPUs, runs a 2-CPU machine's suite one file at a
    // time, while much of it waits on child processes, sockets and timers: two at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One RADOS Gateway (a real S3 store) for the whole run, started when an S3 test first asks.
    globalSetup: ['packages/server/test/support/radosgw-global-setup.ts'],
    reporters: ['default', './packages/server/test/support/summary-reporter.ts'],
    projects: [
      // One database after the other, so that each run's wall time is its own (the summary prints it).
      {
        extends: true as const,
        test: { name: 'sqlite', env: { CF_TEST_DB: 'sqlite' }, sequence: { groupOrder: 0 } },
      },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                env: { CF_TEST_DB: 'postgres' },
                sequence: { groupOrder: 1 },
                exclude: [
                  'packages/server/test/studio/**',
                  'packages/server/test/cutout/**',
                  'packages/server/test/adapters/connectors/**',
                  'packages/platforms/test/**',
                  'packages/sdk/test/**',
                  'packages/cli/test/**',
                  'packages/web/test/**',
                  'packages/server/test/mcp/**',
                  '**/node_modules/**',
                ],
              },
            },
          ]
        : []),
    ],
  },
});
