import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium against the real reference server, which the global setup builds and starts. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/startServer.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // The files one after another in one process (modules load once); each file's data and browser contexts are its own.
    isolate: false,
    // expect.poll waits for a state the page reaches on its own (a notification shown, a tab selected): 1 s, its
    // default, is less than a busy shared machine takes to wake a service worker; the state still decides when it ends.
    expect: { poll: { timeout: 15_000 } },
  },
});
