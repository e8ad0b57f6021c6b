import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner for the whole repo: server tests on Node against a real database,
// web component tests in jsdom.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default for a run is one less than the cores, which on a 2-core
    // CI machine runs every file on a single worker while the main process mostly waits.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // `*.pg.test.ts` need a PostgreSQL server of their own (npm run test:pg), not PGlite.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.pg.test.ts'])],
          environment: 'node',
          // Generous: CI runs the e2e batches beside this suite (decision 143), and a seeded demo
          // database (the seed tests' setup) takes a while on a busy 2-core machine. Tests wait for
          // facts, so a longer limit only changes how long a hung test takes to fail.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Migrates once per run; every file's database starts from that snapshot (decision 141).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file builds its own app and database, so files need no fresh module graph; sharing
          // one per worker halves the suite's time (decision 84).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Role queries over a whole page are CPU-bound in jsdom; leave room on a loaded machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
