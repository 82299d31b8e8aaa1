import { afterAll, vi } from 'vitest';

// Test files share a worker's modules (vitest.config.ts: `isolate: false`), so whatever a file
// changed in the process's globals is put back before the next file starts.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
