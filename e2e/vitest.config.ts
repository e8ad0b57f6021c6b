import { defineConfig } from 'vitest/config';

// End-to-end specs: run by scripts/e2e.mjs against a real server (E2E_BASE_URL), one file at a time.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    // A test waits for facts, never for time, so a long limit costs a passing test nothing. CI's
    // machine runs these flows about 2.5 times slower than a developer's (the shop's first flow:
    // 27 s here, past 60 s there with three batches at once).
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
