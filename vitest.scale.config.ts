import { defineConfig } from 'vitest/config';

// `npm run test:scale`: the scaled shape (PostgreSQL, the RADOS Gateway, Redis, several API and
// worker processes) under load and faults. Apart from `npm test`, which it would slow by minutes.
export default defineConfig({
  test: {
    include: ['packages/server/test/scale/**/*.test.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 5 * 60_000,
    pool: 'forks',
    globalSetup: ['packages/server/test/support/radosgw-global-setup.ts'],
    reporters: ['default', './packages/server/test/support/summary-reporter.ts'],
  },
});
