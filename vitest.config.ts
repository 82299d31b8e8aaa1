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
  },
});
