import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_TESTS, E2E_TESTS_IN_SRC, LONGEST_FIRST, SUITE_TESTS, UNIT_TESTS_IN_TEST } from './tiers.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The test files under a folder of the repository, as repository paths. */
function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => [folder, ...file.split(path.sep)].join('/'));
}

/** What in a test's source puts it out of the unit tier, and the list of test/tiers.ts it belongs in. */
const SIGNS: Array<{ sign: RegExp; what: string; list: string }> = [
  { sign: /test\/cli\.ts'|bin\/mcp-arena\.js|'bin'/, what: 'spawns the CLI', list: 'E2E_TESTS_IN_SRC' },
  {
    sign: /describeAppContract\(|Environment\.start\(|App\(\)\.start\(|\brunCell\(/,
    what: 'starts apps',
    list: 'APP_TESTS',
  },
  { sign: /local-services\.ts|startDirectus\(|flakyServer\b/, what: 'starts services', list: 'APP_TESTS' },
  // A process that runs beside the test; a short command the test waits for (spawnSync) is fine.
  { sign: /\bspawn\(|\bexecFile\(|\bfork\(/, what: 'starts processes', list: 'APP_TESTS' },
];

describe('the test tiers (test/tiers.ts)', () => {
  const listed = [...SUITE_TESTS, ...APP_TESTS, ...E2E_TESTS_IN_SRC, ...UNIT_TESTS_IN_TEST];

  it('name test files that exist, each in one tier', () => {
    const files = new Set([...testFiles('src'), ...testFiles('test')]);
    expect(listed.filter((file) => !files.has(file))).toEqual([]);
    expect(listed.filter((file, index) => listed.indexOf(file) !== index)).toEqual([]);
    // Started first by vitest.config.ts: a name that matches no file would silently start nothing first.
    expect(LONGEST_FIRST.filter((file) => !files.has(file))).toEqual([]);
  });

  it('keep apps, services, processes beside the test and the CLI out of the unit tier', () => {
    const unit = [...testFiles('src').filter((file) => !listed.includes(file)), ...UNIT_TESTS_IN_TEST];
    // This file names the signs without showing them.
    const misplaced = unit.flatMap((file) => {
      if (path.join(root, file) === import.meta.filename) return [];
      const source = readFileSync(path.join(root, file), 'utf8');
      return SIGNS.filter(({ sign }) => sign.test(source)).map(
        ({ what, list }) => `${file} ${what}: add it to ${list} in test/tiers.ts`,
      );
    });
    expect(misplaced).toEqual([]);
  });
});
