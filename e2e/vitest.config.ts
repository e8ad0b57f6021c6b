import { defineConfig } from 'vitest/config';

// End-to-end specs: run by scripts/e2e.mjs against a real server (E2E_BASE_URL), one file at a time.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
