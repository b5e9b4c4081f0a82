import { defineConfig } from 'vitest/config';

// Two projects: `unit` (unit and integration tests against real PGlite/PostgreSQL, no browser)
// and `e2e` (real built server + Debian's Chromium). `npm test` runs unit, builds, then e2e.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'tests/knowledge/**/*.test.ts',
            'tests/nutrition/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
