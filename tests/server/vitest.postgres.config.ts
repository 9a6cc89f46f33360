import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The server suite again, on a real PostgreSQL (DATABASE_URL) instead of PGlite. The tests about the storage itself
 * stay out: db/openDatabase.test.ts (PGlite's settings), postgres.test.ts, tenantOverlayProcesses.test.ts, serverProcesses.test.ts, webPushProcesses.test.ts and outageOutbox.test.ts start their own cluster, durability.test.ts kills a
 * PGlite server.
 */
export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts'],
    exclude: [
      'tests/server/db/openDatabase.test.ts', 'tests/server/postgres.test.ts', 'tests/server/tenantOverlayProcesses.test.ts', 'tests/server/serverProcesses.test.ts',
      'tests/server/webPushProcesses.test.ts', 'tests/server/durability.test.ts', 'tests/server/outageOutbox.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/server/postgresSuiteSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at a time even on 2 cores (Vitest's default would be one): each waits on the database much of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // File after file in one process per worker, as the PGlite run (vite.config.ts): modules load once per worker.
    isolate: false,
  },
});
