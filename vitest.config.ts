import { configDefaults, defineConfig } from 'vitest/config';
import { APP_TESTS, E2E_TESTS_IN_SRC, SUITE_TESTS, UNIT_TESTS_IN_TEST } from './test/tiers.ts';

// One project per test tier (test/tiers.ts says which file goes where); `npm run test:<tier>` runs one,
// `vitest run` (npm test) all of them.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end tests spawn MCP servers; two cores are shared between test files.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', ...UNIT_TESTS_IN_TEST],
          exclude: [...configDefaults.exclude, ...SUITE_TESTS, ...APP_TESTS, ...E2E_TESTS_IN_SRC],
        },
      },
      { extends: true, test: { name: 'apps', include: APP_TESTS } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/**/*.test.ts', ...E2E_TESTS_IN_SRC],
          exclude: [...configDefaults.exclude, ...SUITE_TESTS, ...APP_TESTS, ...UNIT_TESTS_IN_TEST],
        },
      },
      { extends: true, test: { name: 'suite', include: [...SUITE_TESTS, 'suites/**/*.test.ts'] } },
    ],
  },
});
