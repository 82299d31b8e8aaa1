import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/**/*.test.ts', 'packages/**/*.test.ts', 'apps/web/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Every test file has its own throwaway databases (apps/server/test/db.ts), so files may run side
    // by side: two at a time keeps both cores busy while one file waits on PostgreSQL or a timer
    // (Vitest's default here would be one worker: the number of cores minus one).
    maxWorkers: 2,
    // A worker keeps its loaded modules from one test file to the next: every file imports the whole
    // app, and loading it again for each of ~150 files was half of the run's time. Nothing a file
    // leaves behind may reach the next one: each builds its own app and databases, and the setup
    // file below puts timers, globals and environment back after every file.
    isolate: false,
    setupFiles: ['./test-setup.ts'],
  },
});
