import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { APP_TESTS, E2E_TESTS_IN_SRC, LONGEST_FIRST, SUITE_TESTS, UNIT_TESTS_IN_TEST } from './test/tiers.ts';

/**
 * The longest files start first, whatever the cache says (CI has none, and then vitest queues by project name,
 * which put the core suite's hour behind the apps and e2e tiers): the others fill the second worker beside it.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification): number => {
      const index = LONGEST_FIRST.indexOf(path.relative(this.ctx.config.root, file.moduleId));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// One project per test tier (test/tiers.ts says which file goes where); `npm run test:<tier>` runs one,
// `vitest run` (npm test) all of them.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // End-to-end tests spawn MCP servers; two cores are shared between test files.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
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
